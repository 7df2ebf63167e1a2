// What a day of planned meals gives: energy, protein, fibre and every nutrient, each meal counted at its portions.
import type { NutrientKey } from "../kb/types.ts";
import type { Meal, MealSlot } from "../kb/meals/types.ts";
import type { MealVerdict } from "./suitability.ts";
import { memoOn } from "../kb/memo.ts";

export interface PlannedMeal {
  slot: MealSlot;
  meal: Meal;
  /** Servings of the recipe this person eats at this meal (0.75, 1, 1.5...). */
  portions: number;
  cautions: MealVerdict["cautions"];
}

export interface DayTotals {
  energyKcal: number;
  values: Partial<Record<NutrientKey, number>>;
  /** Vitamin A from animal ingredients only: the preformed vitamin A its upper limit is about. */
  preformedVitaminA: number;
}

/** Per serving, vitamin A from the meal's animal ingredients (computed once per meal). */
const preformedPerServing = new WeakMap<Meal, number>();
const preformedOf = (meal: Meal): number =>
  memoOn(
    preformedPerServing,
    meal,
    () =>
      meal.ingredients.reduce(
        (sum, { food, grams }) =>
          sum + (food.tags.includes("animal") ? ((food.nutrients.vitamin_a_rae_ug ?? 0) * grams) / 100 : 0),
        0,
      ) / meal.servings,
  );

/** A meal's values per serving as pairs, in the object's order (listed once per meal: the planner sums days often). */
const valuesPerServing = new WeakMap<Meal, readonly (readonly [NutrientKey, number])[]>();
const valuesOf = (meal: Meal): readonly (readonly [NutrientKey, number])[] =>
  memoOn(valuesPerServing, meal, () => Object.entries(meal.perServing.values) as [NutrientKey, number][]);

export function dayTotals(meals: readonly PlannedMeal[]): DayTotals {
  const values: Partial<Record<NutrientKey, number>> = {};
  let energyKcal = 0;
  let preformedVitaminA = 0;
  for (const { meal, portions } of meals) {
    energyKcal += meal.perServing.energyKcal * portions;
    for (const [key, value] of valuesOf(meal)) values[key] = (values[key] ?? 0) + value * portions;
    preformedVitaminA += preformedOf(meal) * portions;
  }
  return { energyKcal, values, preformedVitaminA };
}
