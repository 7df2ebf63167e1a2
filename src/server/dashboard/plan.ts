import type { AssessmentAnswers, DraftAnswers } from "../../shared/assessment/index.ts";
import type { DashboardMeal } from "../../shared/dashboard.ts";
import { weeklyPlanTexts as texts } from "../../shared/texts/dashboard.ts";
import type { RiskWithFoods } from "../nutrition/facts.ts";
import { foodsOfDay, planDay, type DayPlan } from "../nutrition/meal-plan.ts";
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

/** One day from the person's safe foods, richest first in their key nutrients. */
export function oneDay(who: PersonFoods, risks: readonly RiskWithFoods[]): Record<DashboardMeal, string[]> {
  const day = planDay(who.policy.kb, who.safeFoods, risks, { keto: who.isKeto });
  return { breakfast: day.breakfast.map(planItem), lunch: day.lunch.map(planItem), dinner: day.dinner.map(planItem) };
}

/**
 * Seven days, each slot taking the food of its category served longest ago (never served first), so the week
 * is as varied as the person's safe foods allow: a category with few foods (a vegan keto diet with allergies,
 * kidney disease) rotates through all of them rather than the whole day repeating. Every day has as many foods as
 * a day on its own, since only the day's own foods are ever left out.
 * Deterministic: the same person and answers give the same week.
 */
export function sevenDays(who: PersonFoods, risks: readonly RiskWithFoods[]): DayPlan[] {
  const lastUsed = new Map<string, number>();
  const served = new Set<string>();
  const week: DayPlan[] = [];
  for (let index = 0; index < 7; index++) {
    let day = planDay(who.policy.kb, who.safeFoods, risks, { keto: who.isKeto, lastUsed });
    // With few safe foods, always taking the longest-unserved ones cycles (14 foods, 7 a day: days 1, 3
    // and 5 alike). A day like an earlier one is planned again with its foods counted as just served,
    // one more each time, until it differs (or no other day is possible).
    const repeated = foodsOfDay(day);
    const avoid = new Map(lastUsed);
    for (let count = 0; served.has(dayKey(day)) && count < repeated.length; count++) {
      avoid.set(repeated[count]!.id, index);
      day = planDay(who.policy.kb, who.safeFoods, risks, { keto: who.isKeto, lastUsed: avoid });
    }
    served.add(dayKey(day));
    for (const food of foodsOfDay(day)) lastUsed.set(food.id, index);
    week.push(day);
  }
  return week;
}

/** A day's foods in meal and slot order: equal for two days that serve the same. */
const dayKey = (day: DayPlan) => foodsOfDay(day).map((food) => food.id).join();
