import type { DraftAnswers } from "./schema.ts";
import {
  dashboardRecommendationTexts as recTexts,
  nutrientStatusLabels,
  recommendationActionTexts,
  sleepActionForAge,
} from "../texts/assessment.ts";
import { ADULT_SLEEP_ROW, sleepHoursForAge, youngestAge } from "../sleep-hours.ts";

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

/**
 * What the answers' own fields do not say plainly about a person, read by the server's safety policy from the diet
 * (typed ones too) and typed conditions: whether they eat meat and fish at all, pregnancy, age over 50.
 */
export interface StatusContext {
  eatsMeat: boolean;
  eatsFish: boolean;
  pregnant: boolean;
  over50: boolean;
}

/** The context the answers alone give (the ticked diet; no typed text read). */
export function statusContextFromAnswers(answers: DraftAnswers): StatusContext {
  const plantBased = answers.dietType === "vegan" || answers.dietType === "vegetarian";
  return { eatsMeat: !plantBased, eatsFish: !plantBased, pregnant: false, over50: false };
}

/** Whether the person takes this supplement, regularly or sometimes. */
function takes(answers: DraftAnswers, supplement: "vitamin_d" | "omega_3"): boolean {
  const takesAny = answers.takesDietarySupplements === "regularly" || answers.takesDietarySupplements === "sometimes";
  return takesAny && (answers.supplements ?? []).includes(supplement);
}

/** A typed supplement that carries vitamin B12 (the list has no B12 choice). */
function takesB12(answers: DraftAnswers): boolean {
  const takesAny = answers.takesDietarySupplements === "regularly" || answers.takesDietarySupplements === "sometimes";
  return (
    takesAny &&
    (answers.supplements ?? []).includes("other") &&
    /\bb[\s-]?12\b|cobalamin|multi-?vitamin/i.test(answers.otherSupplement ?? "")
  );
}

/**
 * The nutrient status bars, only ever at the spec's values (Vitamin D 85% Good or 30% Low; B12 and iron 85% Good or
 * 65% Medium; omega-3 85% Good or 40% Low), read with the supplements the person takes, their diet and life stage:
 * - vitamin D is Good with enough sun or a vitamin D supplement; omega-3 with fish often or an omega-3 supplement;
 * - meat or fish often counts only for what the diet eats (a vegetarian's "daily" is not fish);
 * - B12 from food is Medium after 50 without a B12 supplement: NIH ODS, Vitamin B12 fact sheet
 *   (https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/), adults over 50 should get most of it from
 *   fortified foods or supplements; iron is Medium in pregnancy, whose need (27 mg) meat alone rarely meets: NIH ODS,
 *   Iron fact sheet (https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/).
 */
export function nutrientStatuses(
  answers: DraftAnswers,
  context: StatusContext = statusContextFromAnswers(answers),
): NutrientStatus[] {
  const often = eatsMeatOrFishOften(answers);
  const status = (
    nutrient: StatusNutrient,
    name: string,
    good: boolean,
    otherwise: [number, NutrientStatusLevel],
  ): NutrientStatus =>
    good
      ? { nutrient, name, percent: 85, level: "good" }
      : { nutrient, name, percent: otherwise[0], level: otherwise[1] };
  return [
    status("vitamin_d", "Vitamin D", getsEnoughSun(answers) || takes(answers, "vitamin_d"), [30, "low"]),
    status(
      "vitamin_b12",
      "Vitamin B12",
      takesB12(answers) || (often && (context.eatsMeat || context.eatsFish) && !context.over50),
      [65, "medium"],
    ),
    status("iron", "Iron", often && context.eatsMeat && !context.pregnant, [65, "medium"]),
    status("omega_3", "Omega-3", takes(answers, "omega_3") || (often && context.eatsFish), [40, "low"]),
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
  if (!meat)
    foods.push({ name: "Salmon", amount: "150g", nutrient: "epa_plus_dha_g", reason: "Omega-3 and vitamin D" });
  if (answers.sunlightExposure === "less_than_30")
    foods.push({ name: "Mushrooms", amount: "100g", nutrient: "vitamin_d_ug", reason: "Vitamin D" });
  if (!meat)
    foods.push({
      name: "Egg yolks",
      amount: "2 eggs",
      nutrient: "vitamin_b12_ug",
      reason: "Vitamin B12 and vitamin D",
    });
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

/**
 * The three most important actions, one short line each (the results page's summary): the key recommendations in
 * order, except that one a supplement the person takes already covers (vitamin D, omega-3) comes after the others.
 * Poor sleep outside the adult band says the hours for the person's age on `at` (the one sleep-hours function the
 * written assessment and the dashboard use).
 */
export function topActions(answers: DraftAnswers, count = 3, at: Date | string = new Date()): string[] {
  const sleep = sleepHoursForAge(youngestAge(answers.yearOfBirth, new Date(at)));
  const action = (key: Exclude<RecommendationKey, "joke">) =>
    key === "poorSleep" && sleep && sleep.id !== ADULT_SLEEP_ROW
      ? sleepActionForAge(sleep.hours)
      : recommendationActionTexts[key];
  const covered = (key: RecommendationKey) =>
    (key === "lowSunlight" && takes(answers, "vitamin_d")) || (key === "lowOmega3" && takes(answers, "omega_3"));
  const keys = keyRecommendationKeys(answers).filter((key) => key !== "joke");
  return [...keys.filter((key) => !covered(key)), ...keys.filter(covered)].slice(0, count).map(action);
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
