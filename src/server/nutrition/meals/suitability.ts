// A meal for one person is what the recommendation policy says of its ingredients: left out when any ingredient is
// left out (with that ingredient's reason), ranked last when any is, and carrying every caution of its
// ingredients. Nothing here decides what is safe; it only asks the policy (whose rules grow as they land).
import type { Assessor } from "../policy/exclusions.ts";
import type { Caution, Exclusion } from "../policy/result-types.ts";
import type { Food } from "../kb/types.ts";
import type { Meal } from "../kb/meals/types.ts";

export interface MealVerdict {
  meal: Meal;
  /** The first ingredient the policy leaves out, and why; null when every ingredient is allowed. */
  exclusion: { food: Food; exclusion: Exclusion } | null;
  /** An ingredient is ranked last for the person (a demoting caution): the meal is offered only after others. */
  demoted: boolean;
  /** Every caution of its ingredients, once each, with the ingredient it comes from. */
  cautions: { food: Food; caution: Caution }[];
}

export function assessMeal(assessor: Assessor, meal: Meal): MealVerdict {
  let exclusion: MealVerdict["exclusion"] = null;
  let demoted = false;
  const cautions: MealVerdict["cautions"] = [];
  const said = new Set<string>();
  for (const { food } of meal.ingredients) {
    const verdict = assessor.assess(food);
    if (verdict.exclusion && !exclusion) exclusion = { food, exclusion: verdict.exclusion };
    demoted ||= verdict.demoted;
    for (const caution of verdict.cautions) {
      const key = `${caution.ruleId}\0${caution.message}`;
      if (said.has(key)) continue;
      said.add(key);
      cautions.push({ food, caution });
    }
  }
  return { meal, exclusion, demoted, cautions };
}

/** Whether a meal may be offered at all: every ingredient allowed. */
export const mealAllowed = (verdict: MealVerdict): boolean => verdict.exclusion === null;
