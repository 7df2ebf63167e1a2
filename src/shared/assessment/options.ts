// The values of every choice in the assessment (spec section 3). Labels live in texts/assessment.ts.

export const genders = ["male", "female", "prefer_not_to_say"] as const;
export const lifestyles = ["sedentary", "moderate", "active"] as const;
export const sittingTimes = ["less_than_3", "3_to_6", "more_than_6"] as const;
export const exerciseFrequencies = ["never", "1_to_2", "3_to_4", "5_plus"] as const;
export const activityOptions = [
  "running",
  "strength_training",
  "yoga_pilates",
  "swimming",
  "team_sports",
  "other",
] as const;

export const dietTypes = ["balanced", "vegetarian", "vegan", "keto", "mediterranean", "other"] as const;
export const allergyOptions = ["lactose", "gluten", "soy", "nuts", "other", "none"] as const;
export const consumptionFrequencies = ["daily", "3_to_5", "rarely"] as const;
export const fastFoodFrequencies = ["never", "1_to_2", "3_plus"] as const;
export const supplementUsages = ["regularly", "sometimes", "no"] as const;
export const supplementOptions = ["vitamin_d", "omega_3", "magnesium", "zinc", "probiotics", "other"] as const;

export const healthConditionOptions = [
  "high_blood_pressure",
  "cholesterol_issues",
  "blood_sugar_problems",
  "thyroid_disorders",
  "digestive_issues",
  "other",
  "none",
] as const;
export const sleepQualities = ["poor", "fair", "good"] as const;
export const stressLevels = ["high", "medium", "low"] as const;
export const healthGoalOptions = [
  "increase_energy",
  "improve_immunity",
  "reduce_stress",
  "support_muscle",
  "improve_skin",
  "improve_digestion",
  "lose_weight",
  "other",
] as const;

export const waterIntakes = ["less_than_1", "1_to_2", "2_plus"] as const;
export const alcoholConsumptions = ["never", "rarely", "monthly", "weekly"] as const;
export const sunlightExposures = ["less_than_30", "30_to_60", "more_than_60"] as const;
export const travelFrequencies = ["less_than_1", "2_to_4", "more_than_4"] as const;

export type Gender = (typeof genders)[number];
export type Lifestyle = (typeof lifestyles)[number];
export type SittingTime = (typeof sittingTimes)[number];
export type ExerciseFrequency = (typeof exerciseFrequencies)[number];
export type Activity = (typeof activityOptions)[number];
export type DietType = (typeof dietTypes)[number];
export type Allergy = (typeof allergyOptions)[number];
export type ConsumptionFrequency = (typeof consumptionFrequencies)[number];
export type FastFoodFrequency = (typeof fastFoodFrequencies)[number];
export type SupplementUsage = (typeof supplementUsages)[number];
export type Supplement = (typeof supplementOptions)[number];
export type HealthCondition = (typeof healthConditionOptions)[number];
export type SleepQuality = (typeof sleepQualities)[number];
export type StressLevel = (typeof stressLevels)[number];
export type HealthGoal = (typeof healthGoalOptions)[number];
export type WaterIntake = (typeof waterIntakes)[number];
export type AlcoholConsumption = (typeof alcoholConsumptions)[number];
export type SunlightExposure = (typeof sunlightExposures)[number];
export type TravelFrequency = (typeof travelFrequencies)[number];

/** The assessment has five steps (spec section 9). */
export const totalSteps = 5;
export type StepNumber = 1 | 2 | 3 | 4 | 5;
export const stepNumbers: readonly StepNumber[] = [1, 2, 3, 4, 5];

/** Input limits (spec section 9); enforced by the validators (decisions.md). */
export const assessmentLimits = {
  yearOfBirthMin: 1900,
  weightMinKg: 20,
  weightMaxKg: 250,
  heightMinCm: 100,
  heightMaxCm: 250,
  nameMaxLength: 100,
  otherTextMaxLength: 200,
} as const;

/** The year of birth may be at most the current year. */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
