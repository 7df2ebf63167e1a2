// Meal ideas for one slot (breakfast, lunch, dinner or snack), for the chat: the person's allowed meals, those with
// an ingredient the policy ranks last after all others, a food the question names first, then the richest in their
// key nutrients. Each idea carries its ingredients' cautions and, unless the person gets no calorie figures, its
// energy and protein per serving.
import { mealPlanTexts as texts } from "../../../shared/texts/meals.ts";
import type { Food } from "../kb/types.ts";
import type { SafetyMessage } from "../policy/result-types.ts";
import type { Meal, MealSlot } from "../kb/meals/types.ts";
import { shoppingName } from "./describe.ts";
import { mealsFor, usefulness, type PlanInput } from "./planner.ts";

export interface MealIdea {
  meal: Meal;
  /** "Overnight oats with blueberries and walnuts: 5 min, about 450 kcal and 17 g protein a serving". */
  text: string;
  /** "Oats, rolled, dry 50 g" per serving. */
  ingredients: string[];
  steps: readonly string[];
  /** The policy's cautions on its ingredients, once each, with their sources. */
  cautions: { message: string; source: SafetyMessage["source"] }[];
}

export interface MealIdeasOptions {
  /** At most this many ideas (default 3). */
  limit?: number;
  /** Only meals ready in this many minutes or fewer. */
  maxMinutes?: number;
  /** Only meals of this cuisine ("indian", "mexican"...), as data/meals/meals.csv names them. */
  cuisine?: string;
  /** Meals with this food first ("what can I cook with lentils"). */
  including?: Food;
  /** Meals already suggested (ids), left out. */
  exclude?: ReadonlySet<string>;
}

/** Up to `limit` meals for the slot that the policy allows the person, best first; empty when none suits. */
export function mealIdeas(input: PlanInput, slot: MealSlot, options: MealIdeasOptions = {}): MealIdea[] {
  const showsEnergy = input.need.kind === "target" || input.need.reason === "unknown_body";
  const candidates = mealsFor(input.kb, input.assessor).filter(
    ({ meal }) =>
      meal.slots.includes(slot) &&
      !options.exclude?.has(meal.id) &&
      (options.maxMinutes === undefined || meal.minutes <= options.maxMinutes) &&
      (options.cuisine === undefined || meal.cuisine === options.cuisine),
  );
  const has = (meal: Meal) =>
    options.including ? meal.ingredients.some(({ food }) => food.id === options.including!.id) : false;
  const score = new Map(
    candidates.map((verdict) => [
      verdict,
      usefulness(input.kb, verdict, input.keyNutrients, {}, input.need) + (has(verdict.meal) ? 100_000 : 0),
    ]),
  );
  return [...candidates]
    .sort((a, b) => score.get(b)! - score.get(a)! || a.meal.id.localeCompare(b.meal.id))
    .slice(0, options.limit ?? 3)
    .map(({ meal, cautions }) => ({
      meal,
      text: texts.ideaLine(
        meal.name,
        meal.minutes,
        showsEnergy ? meal.perServing.energyKcal : null,
        meal.perServing.values.protein_g ?? 0,
      ),
      ingredients: meal.ingredients.map(({ food, grams }) =>
        texts.ingredient(shoppingName(food), texts.grams(Math.round((grams / meal.servings) * 10) / 10)),
      ),
      steps: meal.steps,
      cautions: cautions.map(({ caution }) => ({ message: caution.message, source: caution.source })),
    }));
}
