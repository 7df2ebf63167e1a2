import { formatQuantity, withSourceMarkdown } from "../../../shared/format.ts";
import { lowIn, type LowMissing } from "../../../shared/texts/chat-topics.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { normalizeText } from "../../nutrition/kb/text.ts";
import type { Food, NutrientAmount, NutrientKey } from "../../nutrition/kb/types.ts";
import { compose, MAX_ITEMS, personNotes } from "./compose.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { AMOUNT_SOURCES, cautionItem, foodLine, perServing } from "./format.ts";
import { adviceLines, nutrientNameOf } from "./sources.ts";

// "Which foods are low in potassium?": never the good sources of it. For a nutrient our foods have figures for,
// the foods that suit the person with 5% of the FDA Daily Value or less per serving (the FDA's "low"), lowest
// first and from different kinds of food, each with its figure; then what the person's rules say of the nutrient
// (kidney disease: their kidney team sets the limit; warfarin: vitamin K kept steady, not avoided). For a
// nutrient our foods have no figures for (sodium, sugar, fat, oxalate...), said plainly, with what a label's "low"
// means where a regulator defines it, and who can help.

/** The FDA's "low": 5% of the Daily Value or less per serving. */
const LOW_PERCENT_DV = 5;

/** Nutrients a kidney team limits: the person's own limit is theirs to set. */
const KIDNEY_NUTRIENTS = new Set<NutrientKey>(["potassium_mg", "phosphorus_mg", "protein_g"]);

const hasKidneyDisease = (ctx: OfflineContext) =>
  [...ctx.chat.person.groups.keys()].some((group) => /^(condition:(ckd|dialysis)|stage:ckd)/.test(group));

/** "Fruits low in potassium", "vegetables low in vitamin K": the kinds of food the question names. */
const KINDS: readonly [RegExp, readonly string[]][] = [
  [/\bfruits?\b/, ["fruits"]],
  [/\b(vegetables?|veg|veggies|greens)\b/, ["vegetables", "leafy_greens", "mushrooms"]],
  [/\b(nuts?|seeds?)\b/, ["nuts_seeds"]],
  [/\b(grains?|cereals?)\b/, ["whole_grains"]],
  [/\b(beans?|pulses?|legumes?|lentils?)\b/, ["legumes"]],
  [/\b(dairy|cheeses?)\b/, ["dairy"]],
  [/\b(fish|seafood)\b/, ["fish", "shellfish"]],
  [/\bmeats?\b/, ["meat", "organ_meat"]],
];

/** Each food that suits the person with its amount per serving, when it is low in the nutrient. */
function lowFoods(
  ctx: OfflineContext,
  nutrient: NutrientKey,
  kinds: ReadonlySet<string> | null,
): { food: Food; amount: NutrientAmount }[] {
  const found: { food: Food; amount: NutrientAmount }[] = [];
  for (const food of ctx.kb.foods) {
    if (kinds && !kinds.has(food.category)) continue;
    const amount = perServing(ctx.kb, food, nutrient);
    if (!amount || amount.percentDv === null || amount.percentDv > LOW_PERCENT_DV) continue;
    const verdict = ctx.assess(food);
    if (verdict.exclusion !== null || verdict.demoted) continue;
    found.push({ food, amount });
  }
  // Lowest per 100 g first, so a food low only because its serving is tiny (a clove of garlic) comes after
  // everyday foods low in it.
  const per100g = (food: Food) => food.nutrients[nutrient] ?? 0;
  found.sort((a, b) => per100g(a.food) - per100g(b.food) || a.food.name.localeCompare(b.food.name));
  // From different kinds of food, as the sources answer lists them; of the kind the question named, different foods.
  const seen = new Set<string>();
  return found
    .filter(({ food }) => {
      const kind = kinds === null ? food.category : food.name.split(/[ ,]/)[0]!;
      return !seen.has(kind) && (seen.add(kind), true);
    })
    .slice(0, MAX_ITEMS);
}

export function lowInAnswer(
  ctx: OfflineContext,
  nutrients: readonly NutrientKey[],
  missing: LowMissing | null,
  question = "",
): OfflineAnswer {
  const kidney = hasKidneyDisease(ctx);
  if (missing || nutrients.length === 0) {
    const entry = lowIn.missing[missing ?? "carbohydrate"];
    const label = entry.text && entry.source ? [withSourceMarkdown(`${entry.text}.`, entry.source)] : [];
    return {
      text: compose(ctx.chat, {
        paragraph: [texts.lowInNoFigures(entry.name), ...(label.length > 0 ? [texts.lowInLabel] : [])].join(" "),
        after: [
          ...label,
          kidney && missing === "sodium" ? texts.lowInKidney(entry.name) : texts.lowInDietitian(entry.name),
          ...personNotes(ctx.chat),
        ],
        personal: true,
        followUp: "goal",
      }),
      guidance: true,
    };
  }
  const nutrient = nutrients[0]!;
  const name = nutrientNameOf(ctx, nutrient);
  const info = ctx.kb.nutrients.get(nutrient);
  const text = normalizeText(question);
  const named = KINDS.filter(([pattern]) => pattern.test(text)).flatMap(([, kinds]) => kinds);
  const foods = info?.dailyValue ? lowFoods(ctx, nutrient, named.length > 0 ? new Set(named) : null) : [];
  const most = info?.dailyValue
    ? formatQuantity((info.dailyValue * LOW_PERCENT_DV) / 100, foods[0]?.amount.unit ?? info.unit, "compact")
    : "";
  const opening = !info?.dailyValue
    ? texts.lowInNoDailyValue(name)
    : foods.length === 0
      ? texts.lowInNoFoods(name)
      : texts.lowInIntro(name, most);
  // What the person's rules say of the nutrient: withheld ("your kidney team sets how much") and advice lines.
  const advice = ctx.policy.adviceFor(nutrient);
  const rules = [
    ...new Set([
      ...advice.withheld.map((item) => withSourceMarkdown(item.message, item.source)),
      ...adviceLines(ctx, nutrient),
    ]),
  ];
  const items = foods.map(({ food, amount }) =>
    [foodLine(food, amount), ...ctx.assess(food).cautions.map(cautionItem)].join("\n"),
  );
  return {
    text: compose(ctx.chat, {
      paragraph: opening,
      items,
      after: [
        ...(foods.length > 0 ? [withSourceMarkdown(`${lowIn.percentDv.text}.`, lowIn.percentDv.source)] : []),
        ...rules,
        ...(kidney && KIDNEY_NUTRIENTS.has(nutrient) ? [texts.lowInKidney(name)] : []),
        ...personNotes(ctx.chat),
      ],
      source: foods.length > 0 ? AMOUNT_SOURCES : null,
      personal: true,
      followUp: "food_sources",
      fill: { nutrient: name },
    }),
    guidance: true,
  };
}
