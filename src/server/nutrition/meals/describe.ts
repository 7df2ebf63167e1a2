// Plans in words: each meal with its servings and time, the day's energy, protein and fibre (never for someone
// who gets no calorie figures), the need it was sized to, and what the day gives of the key nutrients.
import { formatPercent, formatQuantity } from "../../../shared/format.ts";
import { mealPlanTexts as texts } from "../../../shared/texts/meals.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { Food, NutrientKey } from "../kb/types.ts";
import type { DayTotals, PlannedMeal } from "./day-totals.ts";
import type { EnergyNeed } from "./energy.ts";

export const mealLine = (item: PlannedMeal): string =>
  texts.meal(item.meal.name, texts.servings(item.portions), item.meal.minutes);

/**
 * A food as a shopping list or a recipe names it: "Egg (whole, hard-boiled)", "Apple (with skin)", "Carrots" (raw,
 * cooked and dried go unsaid: grains and beans are weighed cooked, as the list says).
 */
export function shoppingName(food: Food): string {
  const [head = "", ...rest] = food.name.split(",").map((part) => part.trim());
  const details = rest.filter((part) => !/^(raw|cooked|dried|dry)$/i.test(part));
  return details.length > 0 ? `${head} (${details.join(", ")})` : head;
}

/** "About 2,510 kcal, 118 g protein and 64 g fibre for the day.", or the words for a plan without figures. */
export function dayTotalsLine(totals: DayTotals, need: EnergyNeed): string {
  if (need.kind === "none" && need.reason !== "unknown_body") return texts.dayWithoutFigures;
  return texts.dayTotals(totals.energyKcal, totals.values.protein_g ?? 0, totals.values.fiber_g ?? 0);
}

/** The need the plan was sized to and where it comes from, or why there is none. */
export function needLine(need: EnergyNeed): string {
  if (need.kind === "none") return texts.noTarget[need.reason];
  let line = texts.need(need.kcal, texts.levels[need.level]);
  if (need.extra && need.extra.kcal > 0) line += texts.needExtra(need.extra.kcal, texts.extras[need.extra.stage]);
  if (need.extra?.assumed) line += texts.needExtraAssumed;
  return line;
}

/** "Vitamin D 120% of the Daily Value, ALA 2.1 g": what the day's meals, at their portions, give of each key nutrient. */
export function suppliesLine(
  kb: KnowledgeBase,
  totals: DayTotals,
  keyNutrients: readonly NutrientKey[],
): string | null {
  const parts = keyNutrients.flatMap((nutrient) => {
    const amount = totals.values[nutrient];
    const info = kb.nutrients.get(nutrient);
    if (!amount || !info) return [];
    return [
      info.dailyValue
        ? `${info.name} ${formatPercent((amount / info.dailyValue) * 100)} of the Daily Value`
        : `${info.name} ${formatQuantity(amount, info.unit)}`,
    ];
  });
  return parts.length > 0 ? texts.supplies(parts.slice(0, 5).join(", ")) : null;
}
