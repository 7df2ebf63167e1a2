// "Servings to match your dose", kept honest: at most a realistic number of servings a day, and never so many
// that another nutrient of the food goes above its upper limit (liver matching a B12 tablet would bring far
// too much vitamin A). Otherwise the card says the food cannot match the dose, or cannot match it safely.
import type { LookupDoseMatch } from "../../shared/lookup.ts";
import { lookupLimits } from "../../shared/lookup-limits.ts";
import { limitAppliesToFood, strictLimit } from "./dose-limits.ts";
import { nutrientPerServing, round, servingsToMatch } from "./nutrients.ts";
import type { Food, KnowledgeBase, NutrientKey } from "./types.ts";

export const MAX_SERVINGS_PER_DAY = lookupLimits.maxServingsPerDay;

/** A Daily Value this many times over is a therapeutic dose, not one food is meant to match. */
export const THERAPEUTIC_DV_MULTIPLE = 10;

/** The nutrient of `food` furthest above an upper limit that applies to food, at `servings` servings. */
function overLimitAt(kb: KnowledgeBase, food: Food, servings: number) {
  const animal = food.tags.includes("animal");
  let worst: { name: string; amount: number; unit: string; limit: string; ratio: number } | null = null;
  for (const [nutrient, limit] of kb.upperLimits) {
    if (!limitAppliesToFood(limit, animal)) continue;
    const perServing = nutrientPerServing(kb, food, nutrient);
    if (!perServing) continue;
    const strict = strictLimit(limit);
    const amount = perServing.amount * servings;
    const ratio = amount / strict.value;
    if (ratio > 1 && (!worst || ratio > worst.ratio)) worst = { name: perServing.name, amount, unit: perServing.unit, limit: strict.statedAs, ratio };
  }
  return worst;
}

/** How `food` answers a dose of `nutrient` (in the nutrient's unit); null when the food has none of it. */
export function matchDose(kb: KnowledgeBase, food: Food, nutrient: NutrientKey, dose: number): LookupDoseMatch | null {
  const perServing = nutrientPerServing(kb, food, nutrient);
  if (!perServing || perServing.amount <= 0) return null;
  const servings = servingsToMatch(perServing.amount, dose);
  // Beyond the realistic number, count only that many: the amounts said stay ones a person might eat.
  const counted = Math.min(servings, MAX_SERVINGS_PER_DAY);
  const over = overLimitAt(kb, food, counted);
  if (over) {
    return { kind: "over_limit", servings: round(counted, 3), matchesDose: servings <= MAX_SERVINGS_PER_DAY, nutrient: over.name, amount: round(over.amount), unit: over.unit, limit: over.limit };
  }
  if (servings > MAX_SERVINGS_PER_DAY) return { kind: "too_many", maxServings: MAX_SERVINGS_PER_DAY };
  return { kind: "servings", servings: round(servings, 3) };
}

/** How many times the Daily Value a dose is, when that is therapeutic (null below, or without a DV). */
export function therapeuticMultiple(kb: KnowledgeBase, nutrient: NutrientKey, dose: number): number | null {
  const dailyValue = kb.nutrients.get(nutrient)?.dailyValue ?? null;
  if (dailyValue === null || dailyValue <= 0) return null;
  const multiple = dose / dailyValue;
  return multiple >= THERAPEUTIC_DV_MULTIPLE ? multiple : null;
}
