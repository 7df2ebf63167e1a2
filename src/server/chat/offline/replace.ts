import { formatServingCount, lowerFirst } from "../../../shared/format.ts";
import type { LookupMatch } from "../../../shared/lookup.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { supplementShortName } from "../../nutrition/kb/search.ts";
import type { Food, NutrientKey, Supplement } from "../../nutrition/kb/types.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { compose, personNotes } from "./compose.ts";
import { AMOUNT_SOURCES, cautionItem, foodLine, perServing, recommendationItem } from "./format.ts";
import { followUpName, foodsFor } from "./sources.ts";

// "How can I replace my X supplement?": the lookup's answer (which foods, the notes on what food can and
// cannot replace, safety notes), for the person's diet and allergies; its foods are then checked by the
// policy for the person's conditions too, and any it leaves out are dropped, never shown.

function foodItems(ctx: OfflineContext, match: LookupMatch): string[] {
  const cap = ctx.rules.settings.maxServingsPerDay;
  const foods = match.foodAlternatives
    .map((card) => ({ card, food: ctx.kb.foods.find((food) => food.id === card.id) }))
    .filter(
      (entry): entry is { card: (typeof match.foodAlternatives)[number]; food: Food } =>
        entry.food !== undefined && ctx.assess(entry.food).exclusion === null,
    );
  const items: string[] = [];
  for (const { card, food } of foods) {
    const key = (match.mainNutrient?.key ?? card.nutrients[0]?.key) as NutrientKey | undefined;
    const amount = key ? perServing(ctx.kb, food, key) : null;
    if (!amount) continue;
    // The servings for the full Daily Value, within the app's cap of servings of one food a day.
    const servings =
      match.mainNutrient && card.servingsForDv !== null
        ? card.servingsForDv > cap
          ? texts.replaceOverCap(cap)
          : texts.replaceServingsForDv(formatServingCount(card.servingsForDv))
        : null;
    items.push(
      [
        `${foodLine(food, amount)}${servings ? `. ${servings}` : ""}`,
        ...ctx.assess(food).cautions.map(cautionItem),
      ].join("\n"),
    );
  }
  return items;
}

export function replaceSupplement(ctx: OfflineContext, supplement: Supplement | null): OfflineAnswer {
  if (!supplement) return { text: texts.askWhichSupplement, guidance: false };
  const nutrient = supplement.nutrients[0];
  const fill = { nutrient: nutrient ? followUpName(ctx, nutrient) : lowerFirst(supplementShortName(supplement)) };
  // Standard or prescribed for this person (B12 on a plant-based diet, folic acid in pregnancy...): keep taking it,
  // and food is never offered as its replacement.
  const keep = ctx.policy.keepTaking(supplementShortName(supplement));
  if (keep) {
    const name = lowerFirst(supplementShortName(supplement));
    return {
      text: compose(ctx.chat, {
        paragraph: texts.keepTaking(name, keep.message),
        after: personNotes(ctx.chat),
        source: keep.source,
        followUp: nutrient ? "replace_supplement" : "conversation",
        fill,
      }),
      guidance: true,
    };
  }
  const match = ctx.lookupSupplement(
    supplementShortName(supplement),
    ctx.chat.profile,
    ctx.chat.facts ? "assessment" : "none",
  );
  if (!match) return { text: texts.noSupplementMatch(supplementShortName(supplement), []), guidance: false };
  const name =
    match.supplementName.toLowerCase() === match.supplementName
      ? match.supplementName
      : lowerFirst(match.supplementName);
  const paragraph = [texts.replaceIntro(name), match.description];
  const after: string[] = [];
  let items = foodItems(ctx, match);
  if (items.length > 0) {
    if (match.mainNutrient)
      paragraph.push(texts.replaceFoodsIntro(lowerFirst(match.mainNutrient.name.split(" (")[0]!)));
  } else if (match.mainNutrient) {
    // The lookup's foods were all left out by the person's conditions: the policy's own choice instead.
    const found = foodsFor(ctx, match.mainNutrient.key as NutrientKey, false);
    paragraph.push(...found.withheld);
    items = found.foods.map(recommendationItem);
    if (items.length > 0) paragraph.push(texts.replaceFoodsIntro(lowerFirst(match.mainNutrient.name.split(" (")[0]!)));
  } else {
    paragraph.push(texts.supplementNoFood(match.supplementName));
  }
  const safety = match.notes.filter((note) => note.kind === "safety" || note.kind === "dose");
  after.push(...safety.map((note) => texts.cautionLine(note.text)));
  const other = match.notes.filter((note) => note.kind !== "safety" && note.kind !== "dose");
  after.push(...other.map((note) => note.text), ...personNotes(ctx.chat));
  return {
    text: compose(ctx.chat, {
      paragraph: paragraph.join(" "),
      items,
      after,
      source: items.length > 0 ? AMOUNT_SOURCES : null,
      personal: true,
      followUp: nutrient ? "replace_supplement" : "conversation",
      fill,
    }),
    guidance: true,
  };
}
