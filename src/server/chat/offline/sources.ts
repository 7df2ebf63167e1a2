import { lowerFirst, withSourceMarkdown } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { NutrientKey } from "../../nutrition/kb/types.ts";
import type { Recommendation } from "../../nutrition/policy/result-types.ts";
import { compose, MAX_ITEMS, personNotes } from "./compose.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { AMOUNT_SOURCES, recommendationItem } from "./format.ts";

// Food sources of a nutrient, and foods high in it, for this person, shaped like every everyday answer
// (compose.ts): a paragraph, at most five of the policy's foods (never one their diet, allergies or conditions
// leave out) with USDA amounts and %DV per serving and their cautions, the standard advice for the nutrient and
// the person's upper limit (each with its source), then one follow-up: their need, or the second nutrient asked.

export const nutrientNameOf = (ctx: OfflineContext, nutrient: NutrientKey) =>
  lowerFirst(ctx.kb.nutrients.get(nutrient)?.name.split(" (")[0] ?? nutrient);

/** The nutrient as a follow-up question names it: omega-3 for EPA + DHA and ALA, which its needs answer covers. */
export const followUpName = (ctx: OfflineContext, nutrient: NutrientKey) =>
  /^(epa|dha|ala)_/.test(nutrient) ? "omega-3" : nutrientNameOf(ctx, nutrient);

/** "Upper limit for you: 100 µg of vitamin D a day (source)": the person's limit by age and life stage. */
export function upperLimitLine(ctx: OfflineContext, nutrient: NutrientKey): string | null {
  const limit = ctx.policy.upperLimits.get(nutrient);
  if (!limit || limit.kind !== "ul") return null;
  const scope =
    limit.appliesTo === "supplements"
      ? texts.upperLimitSupplements
      : limit.appliesTo === "preformed"
        ? texts.upperLimitPreformed
        : "";
  return withSourceMarkdown(texts.upperLimit(nutrientNameOf(ctx, nutrient), limit.limitText, scope), limit.source);
}

/** The advice lines of a nutrient for the person (at most two), each with its source. */
export function adviceLines(ctx: OfflineContext, nutrient: NutrientKey): string[] {
  return ctx.policy
    .adviceFor(nutrient)
    .lines.slice(0, 2)
    .map((line) => withSourceMarkdown(line.message, line.source));
}

/** The policy's foods for a nutrient (at most five), or why none are offered. */
export function foodsFor(
  ctx: OfflineContext,
  nutrient: NutrientKey,
  highIn: boolean,
): { foods: readonly Recommendation[]; withheld: string[] } {
  const found = ctx.policy.recommendFoods(nutrient, { limit: MAX_ITEMS, distinctCategories: !highIn });
  if (found.withheld.length > 0)
    return { foods: [], withheld: found.withheld.map((item) => withSourceMarkdown(item.message, item.source)) };
  return { foods: found.foods, withheld: [] };
}

export function foodSources(ctx: OfflineContext, nutrients: readonly NutrientKey[], highIn: boolean): OfflineAnswer {
  // Omega-3 names both kinds: plant ALA is shown only when no fish or seafood suits the person.
  const omega = nutrients.includes("epa_plus_dha_g") && nutrients.includes("ala_g");
  const first = nutrients[0]!;
  let nutrient: NutrientKey = omega ? "epa_plus_dha_g" : first;
  let found = foodsFor(ctx, nutrient, highIn);
  const opening: string[] = [];
  if (omega && found.foods.length === 0 && found.withheld.length === 0) {
    opening.push(texts.noFoods(nutrientNameOf(ctx, nutrient)));
    nutrient = "ala_g";
    found = foodsFor(ctx, nutrient, highIn);
  }
  const name = nutrientNameOf(ctx, nutrient);
  if (found.withheld.length > 0) opening.push(...found.withheld);
  else if (found.foods.length === 0) opening.push(texts.noFoods(name));
  else opening.push(highIn ? texts.highInIntro(name) : texts.sourcesIntro(name));
  const limit = upperLimitLine(ctx, nutrient);
  const after = [
    ...(found.foods.length > 0 && ctx.kb.nutrients.get(nutrient)?.dailyValue === null
      ? [texts.noDailyValue(name)]
      : []),
    ...adviceLines(ctx, nutrient),
    ...(limit ? [limit] : []),
    ...personNotes(ctx.chat),
  ];
  // A second nutrient asked for ("iron and zinc") is the follow-up, so the answer stays one short list.
  const second = omega ? undefined : nutrients.find((key) => key !== nutrient);
  const text = compose(ctx.chat, {
    paragraph: opening.join(" "),
    items: found.foods.map(recommendationItem),
    after,
    source: found.foods.length > 0 ? AMOUNT_SOURCES : null,
    personal: true,
    followUp: second ? "nutrient_need" : "food_sources",
    fill: { nutrient: followUpName(ctx, second ?? nutrient) },
  });
  return { text, guidance: true };
}
