import type { AssessmentAnswers, DraftAnswers } from "../../shared/assessment/index.ts";
import type { DashboardMeal } from "../../shared/dashboard.ts";
import { weeklyPlanTexts as texts } from "../../shared/texts/dashboard.ts";
import type { RiskWithFoods } from "../nutrition/answers/facts.ts";
import { foodsOfDay, planDay, type DayPlan } from "../nutrition/answers/meal-plan.ts";
import { keyAreaFor, withheldFor } from "../nutrition/policy/nutrient-rules.ts";
import type { Caution } from "../nutrition/policy/result-types.ts";
import { nutrientsAtStake, type WithheldNutrient } from "../nutrition/answers/risk.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";
import type { PersonFoods } from "./person.ts";

// Days of meals from the foods the safety policy lets the person eat (never a fixed sample): one day for the
// dashboard when the assessment's own plan cannot be read, seven varied days for the weekly plan.

/** The nutrients the person's answers put at stake, read as the assessment reads them (nutrition/answers/risk.ts). */
function atStake(answers: DraftAnswers, who: PersonFoods) {
  return nutrientsAtStake(answers as AssessmentAnswers, { person: who.person, rules: who.policy.rules });
}

/**
 * The nutrients the person's answers put at risk, most important first, without those the policy says not to
 * push for them (iron with haemochromatosis) or that are not a key area for them (iron for men who eat meat).
 */
export function keyNutrients(answers: DraftAnswers, who: PersonFoods): RiskWithFoods[] {
  const { rules } = who.policy;
  return atStake(answers, who)
    .risks.filter((risk) => {
      const nutrient = risk.nutrient as NutrientKey;
      return withheldFor(rules, who.person, nutrient).length === 0 && keyAreaFor(rules, who.person, nutrient).status !== "no";
    })
    .map((risk) => ({ ...risk, foods: [] }));
}

/** Nutrients the answers put at stake that the person's condition says not to push, with the policy's words. */
export function withheldNutrients(answers: DraftAnswers, who: PersonFoods): WithheldNutrient[] {
  return atStake(answers, who).withheld;
}

/** "Quinoa, cooked (1 cup)": a food as a plan lists it. */
export function planItem(food: Food): string {
  return texts.food(food.name, food.servingLabel);
}

/** One day from the foods the person may eat with no caution (as the assessment's sample day), richest first in their key nutrients. */
export function oneDay(who: PersonFoods, risks: readonly RiskWithFoods[]): Record<DashboardMeal, string[]> {
  const day = planDay(who.policy.kb, who.plainFoods, risks, { keto: who.isKeto });
  return { breakfast: day.breakfast.map(planItem), lunch: day.lunch.map(planItem), dinner: day.dinner.map(planItem) };
}

/** The policy's cautions on a food that carry a weekly limit (oily fish in pregnancy: 2 servings a week). */
export function weeklyLimitsOf(who: PersonFoods, food: Food): (Caution & { maxPerWeek: number })[] {
  return who.assessor.assess(food).cautions.filter((caution): caution is Caution & { maxPerWeek: number } => caution.maxPerWeek !== undefined);
}

/**
 * Seven days, each slot taking the food of its category served longest ago (never served first), so the week
 * is as varied as the person's safe foods allow: a category with few foods (a vegan keto diet with allergies,
 * kidney disease) rotates through all of them rather than the whole day repeating. Every day has as many foods as
 * a day on its own, since only the day's own foods are ever left out. Foods under a weekly limit (oily fish and
 * tuna in pregnancy) are served at most that many times in the week, counting every food of the rule together.
 * Deterministic: the same person and answers give the same week.
 */
export function sevenDays(who: PersonFoods, risks: readonly RiskWithFoods[]): DayPlan[] {
  const lastUsed = new Map<string, number>();
  const served = new Set<string>();
  // Servings so far this week of each rule's foods, for rules with a weekly limit.
  const servings = new Map<string, number>();
  const shares = (food: Food, ruleId: string) => weeklyLimitsOf(who, food).some((limit) => limit.ruleId === ruleId);
  const canServe = (food: Food, today: readonly Food[]) =>
    weeklyLimitsOf(who, food).every((limit) => (servings.get(limit.ruleId) ?? 0) + today.filter((other) => shares(other, limit.ruleId)).length < limit.maxPerWeek);
  const week: DayPlan[] = [];
  for (let index = 0; index < 7; index++) {
    let day = planDay(who.policy.kb, who.safeFoods, risks, { keto: who.isKeto, lastUsed, canServe });
    // With few safe foods, always taking the longest-unserved ones cycles (14 foods, 7 a day: days 1, 3
    // and 5 alike). A day like an earlier one is planned again with its foods counted as just served,
    // one more each time, until it differs (or no other day is possible).
    const repeated = foodsOfDay(day);
    const avoid = new Map(lastUsed);
    for (let count = 0; served.has(dayKey(day)) && count < repeated.length; count++) {
      avoid.set(repeated[count]!.id, index);
      day = planDay(who.policy.kb, who.safeFoods, risks, { keto: who.isKeto, lastUsed: avoid, canServe });
    }
    served.add(dayKey(day));
    for (const food of foodsOfDay(day)) {
      lastUsed.set(food.id, index);
      for (const limit of weeklyLimitsOf(who, food)) servings.set(limit.ruleId, (servings.get(limit.ruleId) ?? 0) + 1);
    }
    week.push(day);
  }
  return week;
}

/** A day's foods in meal and slot order: equal for two days that serve the same. */
const dayKey = (day: DayPlan) => foodsOfDay(day).map((food) => food.id).join();
