import type { AssessmentAnswers, DraftAnswers } from "../../shared/assessment/index.ts";
import type { DashboardMeal } from "../../shared/dashboard.ts";
import { weeklyPlanTexts as texts } from "../../shared/texts/dashboard.ts";
import type { RiskWithFoods } from "../nutrition/facts.ts";
import { planDay, type DayPlan } from "../nutrition/meal-plan.ts";
import { keyAreaFor, withheldFor } from "../nutrition/policy/index.ts";
import { nutrientsAtRisk } from "../nutrition/risk.ts";
import type { Food, NutrientKey } from "../nutrition/index.ts";
import type { PersonFoods } from "./person.ts";

// Days of meals from the foods the safety policy lets the person eat (never a fixed sample): one day for the
// dashboard when the assessment's own plan cannot be read, seven varied days for the weekly plan.

/**
 * The nutrients the person's answers put at risk, most important first, without those the policy says not to
 * push for them (iron with haemochromatosis) or that are not a key area for them (iron for men who eat meat).
 */
export function keyNutrients(answers: DraftAnswers, who: PersonFoods, at: Date): RiskWithFoods[] {
  const { rules } = who.policy;
  return nutrientsAtRisk(answers as AssessmentAnswers, at, rules)
    .filter((risk) => {
      const nutrient = risk.nutrient as NutrientKey;
      return withheldFor(rules, who.person, nutrient).length === 0 && keyAreaFor(rules, who.person, nutrient).status !== "no";
    })
    .map((risk) => ({ ...risk, foods: [] }));
}

/** "Quinoa, cooked (1 cup)": a food as a plan lists it. */
export function planItem(food: Food): string {
  return texts.food(food.name, food.servingLabel);
}

const mainMeals: readonly DashboardMeal[] = ["breakfast", "lunch", "dinner"];

/** One day from the person's safe foods, richest first in their key nutrients. */
export function oneDay(who: PersonFoods, risks: readonly RiskWithFoods[]): Record<DashboardMeal, string[]> {
  const day = planDay(who.policy.kb, who.safeFoods, risks, { keto: who.isKeto });
  return { breakfast: day.breakfast.map(planItem), lunch: day.lunch.map(planItem), dinner: day.dinner.map(planItem) };
}

/** How many earlier days' foods a day avoids, tried in turn until its meals are as full as a fresh day's. */
const avoidWindows = [6, 3, 2, 1, 0] as const;

/**
 * Seven days, each avoiding the foods of the days before it, so the week varies; where the person's foods run
 * short (a vegan keto diet with allergies), a day avoids fewer earlier days rather than serve a thin meal: each
 * main meal keeps at least two foods (or as many as a day with nothing to avoid has).
 * Deterministic: the same person and answers give the same week.
 */
export function sevenDays(who: PersonFoods, risks: readonly RiskWithFoods[]): DayPlan[] {
  const { kb } = who.policy;
  const fresh = planDay(kb, who.safeFoods, risks, { keto: who.isKeto });
  const fullEnough = (day: DayPlan) => mainMeals.every((meal) => day[meal].length >= Math.min(2, fresh[meal].length));
  const week: DayPlan[] = [];
  for (let index = 0; index < 7; index++) {
    let chosen = fresh;
    for (const window of avoidWindows) {
      const avoid = new Set(week.slice(Math.max(0, index - window)).flatMap((day) => Object.values(day).flat().map((food) => food.id)));
      const candidate = planDay(kb, who.safeFoods, risks, { keto: who.isKeto, avoid });
      if (fullEnough(candidate)) {
        chosen = candidate;
        break;
      }
    }
    week.push(chosen);
  }
  return week;
}
