// The lookup's answers to "how many servings match my dose", from the recommendation policy's one
// implementation (servingsToMatchSafely: at most 3 servings a day, never another nutrient over its upper limit,
// never a treatment dose), put in the shape the page shows.
import type { LookupDoseMatch } from "../../shared/lookup.ts";
import { nutrientPerServing, round } from "../nutrition/kb/nutrients.ts";
import type { PersonPolicy } from "../nutrition/policy/policy.ts";
import type { ServingsToMatch } from "../nutrition/policy/servings.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";

/** The card's line for a dose: servings, too many, over another limit, or a treatment dose; null when the food has none of it. */
export function toDoseMatch(
  kb: KnowledgeBase,
  food: Food,
  nutrient: NutrientKey,
  result: ServingsToMatch,
): LookupDoseMatch | null {
  if (result.ok) return { kind: "servings", servings: round(result.servings, 3) };
  switch (result.reason) {
    case "too_many_servings":
      return { kind: "too_many", maxServings: result.cap };
    case "would_exceed_ul": {
      const other = nutrientPerServing(kb, food, result.nutrient);
      if (!other) return null;
      return {
        kind: "over_limit",
        servings: round(result.servings, 3),
        matchesDose: true,
        nutrient: other.name,
        amount: round(other.amount * result.servings),
        unit: other.unit,
        limit: result.limit,
      };
    }
    case "therapeutic_dose":
      return { kind: "treatment", nutrient: kb.nutrients.get(nutrient)?.name ?? nutrient, limit: result.limit };
    default:
      // Left out, withheld or none of the nutrient: the lookup shows no card for such a food.
      return null;
  }
}

/** Servings of a food that reach the full Daily Value (more than the cap is said as such on the card); null without a DV. */
export function servingsForDailyValue(
  kb: KnowledgeBase,
  policy: PersonPolicy,
  food: Food,
  nutrient: NutrientKey,
): number | null {
  const dailyValue = kb.nutrients.get(nutrient)?.dailyValue ?? null;
  if (dailyValue === null || dailyValue <= 0) return null;
  const result = policy.servingsToMatchSafely(food, nutrient, dailyValue);
  if (result.ok) return round(result.servings, 3);
  return result.reason === "too_many_servings" ? round(result.servings, 3) : null;
}

/** How many times the Daily Value a dose is, when that is far above daily needs (the policy's setting); null below, or without a DV. */
export function therapeuticMultiple(kb: KnowledgeBase, nutrient: NutrientKey, dose: number): number | null {
  const dailyValue = kb.nutrients.get(nutrient)?.dailyValue ?? null;
  if (dailyValue === null || dailyValue <= 0) return null;
  const multiple = dose / dailyValue;
  return multiple >= kb.safety.settings.highDoseMultipleOfDv ? multiple : null;
}
