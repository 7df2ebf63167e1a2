import type { DraftAnswers } from "./schema.ts";
import { dashboardRecommendationTexts as recTexts, nutrientStatusLabels, recommendationActionTexts } from "../texts/assessment.ts";

// Dashboard scoring (spec section 9) with decisions.md's value fixes. Pure, so the dashboard,
// the prompt and the offline engine all compute the same figures.

/** Overall nutrition score out of 100. */
export function overallScore(answers: DraftAnswers): number {
  const lifestyle = answers.lifestyle === "active" ? 30 : answers.lifestyle === "moderate" ? 20 : 10;
  // decisions.md: the wizard's own values from best to worst (daily, 3_to_5, anything else).
  const fruitVeg =
    answers.vegetablesFruitsConsumption === "daily" ? 30 : answers.vegetablesFruitsConsumption === "3_to_5" ? 20 : 10;
  const sleep = answers.sleepQuality === "good" ? 20 : answers.sleepQuality === "fair" ? 15 : 10;
  const stress = answers.stressLevel === "low" ? 20 : answers.stressLevel === "medium" ? 15 : 10;
  return lifestyle + fruitVeg + sleep + stress;
}

/** Nutrition balance, in percent. */
export function nutritionBalance(answers: DraftAnswers): number {
  const diet = answers.dietType === "balanced" ? 30 : answers.dietType === "mediterranean" ? 25 : 20;
  const fruitVeg =
    answers.vegetablesFruitsConsumption === "daily" ? 40 : answers.vegetablesFruitsConsumption === "3_to_5" ? 30 : 20;
  // decisions.md: `regularly` is read where the spec says `yes`.
  const supplements =
    answers.takesDietarySupplements === "sometimes" ? 30 : answers.takesDietarySupplements === "regularly" ? 20 : 10;
  return diet + fruitVeg + supplements;
}

/** An instant from a Date or an ISO string; a string without a zone is read as UTC (as the server stores it), never as local time. */
function instant(value: Date | string): number {
  if (typeof value !== "string") return value.getTime();
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim()) || !value.includes("T") ? value : `${value}Z`;
  return new Date(zoned).getTime();
}

/**
 * Days with FoodFirst (spec section 9: days since created_at, rounded up), counted from the person's FIRST
 * completed assessment so a retake does not reset it. Whole elapsed days between two instants, so the result is
 * the same in every time zone; the first day is day 1 (also when the database clock is a little ahead).
 */
export function daysWithProduct(firstCreatedAt: Date | string, now: Date = new Date()): number {
  const days = (now.getTime() - instant(firstCreatedAt)) / 86_400_000;
  return Number.isFinite(days) ? Math.max(1, Math.ceil(days)) : 1;
}

/** Number of supplements the person listed ("Supplements Replaced"). */
export function supplementsReplaced(answers: DraftAnswers): number {
  return (answers.supplements ?? []).length;
}

export type NutrientStatusLevel = "good" | "medium" | "low";
export type StatusNutrient = "vitamin_d" | "vitamin_b12" | "iron" | "omega_3";

export interface NutrientStatus {
  nutrient: StatusNutrient;
  name: string;
  percent: number;
  level: NutrientStatusLevel;
}

function eatsMeatOrFishOften(answers: DraftAnswers): boolean {
  // decisions.md: `daily` and `3_to_5` are Good.
  return answers.meatFishConsumption === "daily" || answers.meatFishConsumption === "3_to_5";
}

function getsEnoughSun(answers: DraftAnswers): boolean {
  // decisions.md: `30_to_60` and `more_than_60` are Good.
  return answers.sunlightExposure === "30_to_60" || answers.sunlightExposure === "more_than_60";
}

/** "Good", "Medium" or "Low". */
export function nutrientStatusLevelLabel(level: NutrientStatusLevel): string {
  return nutrientStatusLabels[level];
}

/** The nutrient status bars. */
export function nutrientStatuses(answers: DraftAnswers): NutrientStatus[] {
  const meat = eatsMeatOrFishOften(answers);
  return [
    getsEnoughSun(answers)
      ? { nutrient: "vitamin_d", name: "Vitamin D", percent: 85, level: "good" }
      : { nutrient: "vitamin_d", name: "Vitamin D", percent: 30, level: "low" },
    meat
      ? { nutrient: "vitamin_b12", name: "Vitamin B12", percent: 85, level: "good" }
      : { nutrient: "vitamin_b12", name: "Vitamin B12", percent: 65, level: "medium" },
    meat
      ? { nutrient: "iron", name: "Iron", percent: 85, level: "good" }
      : { nutrient: "iron", name: "Iron", percent: 65, level: "medium" },
    meat
      ? { nutrient: "omega_3", name: "Omega-3", percent: 85, level: "good" }
      : { nutrient: "omega_3", name: "Omega-3", percent: 40, level: "low" },
  ];
}

/**
 * The spec's recommended foods, each with the nutrient it is there for. Callers that know the person's
 * diet and allergies replace an excluded food with a suitable one for the same nutrient (decisions.md).
 */
export interface FoodRecommendation {
  name: string;
  amount: string;
  /** Knowledge-base nutrient column the food is recommended for. */
  nutrient: "epa_plus_dha_g" | "vitamin_d_ug" | "vitamin_b12_ug" | "ala_g";
  reason: string;
  /** The spec's one non-food item ("Algae-based supplement"), kept as the secondary option. */
  isSupplement?: boolean;
}

export function recommendedFoods(answers: DraftAnswers): FoodRecommendation[] {
  const foods: FoodRecommendation[] = [];
  const meat = eatsMeatOrFishOften(answers);
  if (!meat) foods.push({ name: "Salmon", amount: "150g", nutrient: "epa_plus_dha_g", reason: "Omega-3 and vitamin D" });
  if (answers.sunlightExposure === "less_than_30")
    foods.push({ name: "Mushrooms", amount: "100g", nutrient: "vitamin_d_ug", reason: "Vitamin D" });
  if (!meat) foods.push({ name: "Egg yolks", amount: "2 eggs", nutrient: "vitamin_b12_ug", reason: "Vitamin B12 and vitamin D" });
  if (!meat) foods.push({ name: "Walnuts", amount: "30g", nutrient: "ala_g", reason: "Plant omega-3" });
  foods.push({
    name: "Algae-based supplement",
    amount: "1-2 capsules",
    nutrient: "epa_plus_dha_g",
    reason: "Omega-3 if food alone falls short",
    isSupplement: true,
  });
  return foods;
}

export type RecommendationKey = keyof typeof recTexts;

/**
 * Key recommendations, most important first: they depend on sunlight, meat/fish and stress (spec section 9),
 * then on sleep, activity and water, so poor sleep, no activity or little water is never called good habits;
 * "good habits" only when none applies; always a final light-hearted item.
 */
export function keyRecommendationKeys(answers: DraftAnswers): RecommendationKey[] {
  const keys: RecommendationKey[] = [];
  if (answers.sunlightExposure === "less_than_30") keys.push("lowSunlight");
  if (!eatsMeatOrFishOften(answers)) keys.push("lowOmega3", "lowB12Iron");
  if (answers.stressLevel === "high") keys.push("highStress");
  else if (answers.stressLevel === "medium") keys.push("mediumStress");
  if (answers.sleepQuality === "poor") keys.push("poorSleep");
  if (answers.lifestyle === "sedentary" || answers.exerciseFrequency === "never") keys.push("inactive");
  if (answers.waterIntake === "less_than_1") keys.push("lowWater");
  if (keys.length === 0) keys.push("keepGoing");
  keys.push("joke");
  return keys;
}

/** The key recommendations' texts (the dashboard words those that name foods for the person). */
export function keyRecommendations(answers: DraftAnswers): string[] {
  return keyRecommendationKeys(answers).map((key) => recTexts[key]);
}

/** The three most important actions, one short line each (the results page's summary). */
export function topActions(answers: DraftAnswers, count = 3): string[] {
  return keyRecommendationKeys(answers)
    .flatMap((key) => (key === "joke" ? [] : [recommendationActionTexts[key]]))
    .slice(0, count);
}

export interface DashboardFigures {
  overallScore: number;
  nutritionBalance: number;
  supplementsReplaced: number;
  nutrientStatuses: NutrientStatus[];
  recommendedFoods: FoodRecommendation[];
  keyRecommendations: string[];
}

/** Everything the dashboard and the prompt compute from one set of answers. */
export function dashboardFigures(answers: DraftAnswers): DashboardFigures {
  return {
    overallScore: overallScore(answers),
    nutritionBalance: nutritionBalance(answers),
    supplementsReplaced: supplementsReplaced(answers),
    nutrientStatuses: nutrientStatuses(answers),
    recommendedFoods: recommendedFoods(answers),
    keyRecommendations: keyRecommendations(answers),
  };
}
