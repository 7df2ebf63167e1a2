// Types of the meal library (data/meals): meals people cook, their ingredients as knowledge-base foods in grams,
// and the energy-need tables. Nutrients per serving are computed at load from the USDA rows, never typed.
import type { Food, NutrientKey } from "../types.ts";

export const MEAL_SLOTS = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export interface MealIngredient {
  food: Food;
  /** Grams of the whole recipe (all its servings). */
  grams: number;
}

/** Energy, protein and fibre, and every other nutrient, per serving; an absent key means no ingredient reports it. */
export interface MealNutrients {
  energyKcal: number;
  values: Partial<Record<NutrientKey, number>>;
}

export interface Meal {
  /** A stable slug ("overnight-oats-with-blueberries-and-walnuts"). */
  id: string;
  name: string;
  slots: readonly MealSlot[];
  servings: number;
  minutes: number;
  cuisine: string;
  /** Diets (diets.csv ids) the meal suits, as the policy decides for its ingredients; checked by a unit test. */
  diets: readonly string[];
  /** Allergens (allergens.csv ids) that leave the meal out; checked by a unit test. */
  allergens: readonly string[];
  steps: readonly string[];
  ingredients: readonly MealIngredient[];
  /** Per serving, summed from the ingredients' USDA rows. */
  perServing: MealNutrients;
}

export const ACTIVITY_LEVELS = ["inactive", "low_active", "active", "very_active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** One of the National Academies' adult EER equations: intercept + age + PA x (weight + height). */
export interface EnergyEquation {
  sex: "male" | "female";
  fromAge: number;
  intercept: number;
  perYear: number;
  perKg: number;
  perMetre: number;
  /** The physical activity coefficient (PA) of each level. */
  activity: Readonly<Record<ActivityLevel, number>>;
  source: { label: string; url: string };
}

export type EnergyExtraStage = "pregnancy_1st" | "pregnancy_2nd" | "pregnancy_3rd" | "lactation_0_6" | "lactation_7_12";

export interface EnergyExtra {
  stage: EnergyExtraStage;
  kcal: number;
  source: { label: string; url: string };
}

export interface MealLibrary {
  meals: readonly Meal[];
  equations: readonly EnergyEquation[];
  extras: ReadonlyMap<EnergyExtraStage, EnergyExtra>;
  /** Our reading of the wizard's lifestyle and exercise answers as a physical activity level. */
  activity: ReadonlyMap<string, ActivityLevel>;
  /** Answers that mean no calorie figures (an eating disorder): typed phrases, and a BMI below which losing weight is one. */
  noCalorieSignals: { phrases: readonly (readonly string[])[]; bmiBelow: number };
  /** Which shop aisle each food category (and a few foods) is found in, for the shopping list. */
  aisles: { byFood: ReadonlyMap<string, string>; byCategory: ReadonlyMap<string, string>; order: readonly string[] };
}
