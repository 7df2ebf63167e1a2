// Types of the nutrition knowledge base (data/nutrients). Values come from the CSV files as they are;
// an absent nutrient value means USDA reports none (unknown), never zero.
import type { Allergy, DietType } from "../../../shared/assessment/options.ts";

/** Every nutrient column of foods.csv (energy_kcal is Food.energyKcal). */
export const FOOD_NUTRIENT_KEYS = [
  "protein_g",
  "fiber_g",
  "vitamin_a_rae_ug",
  "vitamin_c_mg",
  "vitamin_d_ug",
  "vitamin_e_mg",
  "vitamin_k_ug",
  "vitamin_k2_mk4_ug",
  "thiamin_mg",
  "riboflavin_mg",
  "niacin_mg",
  "vitamin_b6_mg",
  "folate_dfe_ug",
  "vitamin_b12_ug",
  "pantothenic_acid_mg",
  "calcium_mg",
  "iron_mg",
  "magnesium_mg",
  "phosphorus_mg",
  "potassium_mg",
  "zinc_mg",
  "selenium_ug",
  "copper_mg",
  "manganese_mg",
  "iodine_ug",
  "choline_mg",
  "epa_g",
  "dha_g",
  "ala_g",
  "epa_plus_dha_g",
] as const;

/** Nutrients a supplement can map to: the food columns plus biotin, which foods.csv has no data for. */
export const NUTRIENT_KEYS = [...FOOD_NUTRIENT_KEYS, "biotin_ug"] as const;

export type FoodNutrientKey = (typeof FOOD_NUTRIENT_KEYS)[number];
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export const FOOD_CATEGORIES = [
  "fish",
  "shellfish",
  "eggs",
  "dairy",
  "fermented",
  "meat",
  "organ_meat",
  "legumes",
  "nuts_seeds",
  "whole_grains",
  "leafy_greens",
  "vegetables",
  "fruits",
  "mushrooms",
  "seaweed",
  "other",
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** Tags that diet and allergy rules act on (defined with their meaning in data/nutrients/food_tags.csv). */
export const FOOD_TAGS = [
  "animal",
  "meat",
  "organ_meat",
  "fish",
  "shellfish",
  "dairy",
  "lactose_free",
  "egg",
  "honey",
  "gluten",
  "soy",
  "tree_nut",
  "peanut",
  "sesame",
  "grain",
  "legume",
  "high_sugar_fruit",
  "starchy_vegetable",
  "added_sugar",
  "may_contain_milk",
  "may_contain_fish",
  "may_contain_shellfish",
  "may_contain_gluten",
  "may_contain_soy",
  "may_contain_tree_nut",
  "may_contain_peanut",
] as const;
export type FoodTag = (typeof FOOD_TAGS)[number];

export interface Food {
  /** FoodData Central id (fdc_id). */
  id: string;
  name: string;
  /** The exact FDC SR Legacy description. */
  usdaDescription: string;
  category: FoodCategory;
  servingG: number;
  servingLabel: string;
  energyKcal: number | null;
  /** Per 100 g edible portion; an absent key means unknown. */
  nutrients: Partial<Record<NutrientKey, number>>;
  tags: readonly FoodTag[];
  /** Other names people use for the food (for "other" allergy matching), e.g. "kiwi". */
  aliases: readonly string[];
}

export interface NutrientInfo {
  key: NutrientKey;
  /** Display name, e.g. "Vitamin D". */
  name: string;
  /** Unit of the column values, e.g. "µg", "mg RAE"-style qualifiers included: "µg RAE". */
  unit: string;
  /** The FDA Daily Value in the column's unit, or null when none exists (EPA, DHA, ALA, K2). */
  dailyValue: number | null;
}

export type UpperLimitScope = "total" | "supplements" | "preformed";

export interface UpperLimit {
  nutrient: NutrientKey;
  /** In the nutrient column's unit (e.g. folic acid 1,000 µg is 1,700 µg DFE). */
  value: number;
  /** As the source states it, e.g. "1,000 µg folic acid". */
  statedAs: string;
  /** total: all sources; supplements: supplements (and fortified foods) only; preformed: preformed vitamin A (retinol) only. */
  appliesTo: UpperLimitScope;
  /** "ul" is a National Academies UL; "guidance" is another official safe-intake statement (EPA + DHA). */
  kind: "ul" | "guidance";
  note: string;
  source: string;
  /** A lower UL from a given age (calcium 2,000 mg from 51; phosphorus 3,000 mg from 71), in the column's unit. */
  older: { fromAge: number; value: number } | null;
}

/**
 * How a dose is read: "iu" and "nutrient" doses are amounts of the nutrient itself; "folic_acid" is µg of
 * folic acid (1 µg = 1.7 µg DFE); "product" is grams of the whole product (fish oil, collagen...); "count"
 * accepts only a number of units (tablets); "none" has no nutrient to compare.
 */
export type DoseBasis = "iu" | "nutrient" | "folic_acid" | "product" | "count" | "none";
export type FoodEquivalent = "yes" | "partial" | "none";

export interface SupplementRatings {
  /** Out of 5, in half steps. */
  effectiveness: number;
  costEfficiency: number;
  safety: number;
}

export interface Supplement {
  id: string;
  name: string;
  aliases: readonly string[];
  nutrients: readonly NutrientKey[];
  typicalDose: number;
  typicalDoseUnit: string;
  /** The typical dose in each nutrient's column unit, in the order of `nutrients` (null = not stated). */
  doseInColumnUnits: readonly (number | null)[];
  doseBasisNote: string;
  foodMappingNote: string;
  // Editorial (data/nutrients/supplement_editorial.csv)
  description: string;
  ratings: SupplementRatings;
  rationale: string;
  source: string;
  sourceUrl: string;
  foodEquivalent: FoodEquivalent;
  /** What is true instead when no food replaces it (or where food falls short). */
  insteadNote: string;
  /** About the foods that replace it (absorption, UV mushrooms...), in our words; empty when none. */
  foodNote: string;
  /** Who may not get enough from food alone. */
  foodGapNote: string;
  /** Extra note for vegans (empty when none). */
  veganNote: string;
  /** Shown with every lookup of the supplement: interactions and side effects (warfarin and vitamin K; niacin flushing). */
  safetyNote: string;
  // Dosing (data/nutrients/supplement_dosing.csv)
  /** The nutrient foods are ranked by, or "coverage" to rank by average %DV over all nutrients. */
  rankNutrient: NutrientKey | "coverage" | null;
  /** How a mass dose ("500 mg") is read. */
  doseBasis: DoseBasis;
  /** What the product is called in dose explanations ("fish oil"), for doseBasis "product". */
  productName: string;
  /** Grams of product per typical dose when doseBasis is "product". */
  productGramsPerDose: number | null;
  /** Count words accepted for this supplement ("softgel", "tablet", ...); one unit = the typical dose. */
  countUnits: readonly string[];
  /** Nutrient to show instead when no suitable food supplies the main one (e.g. ALA for EPA/DHA). */
  fallbackNutrient: NutrientKey | null;
  /** Said when no suitable food supplies the main nutrient (with or without a fallback nutrient). */
  fallbackNote: string;
  /**
   * Largest dose of the rank nutrient (column units) read as meant; above it a dose is almost certainly a unit
   * slip (mg for µg) and is questioned instead of computed. Null for supplements without a rank nutrient.
   */
  maxPlausibleDose: number | null;
  /** What the bound rests on (shown to reviewers in the CSV, not to people). */
  plausibleBasis: string;
  /** Least amount of the rank nutrient a serving must give to be shown as a source (null: 10% of the DV or typical dose). */
  minFoodAmount: number | null;
  /** Foods offered when the supplement has no nutrient to rank by (fermented foods for probiotics), best first. */
  suggestedFoodIds: readonly string[];
}

/** The assessment's diet and allergy values: the lookup and the advice filter foods by the same choices. */

export interface DietProfile {
  dietType?: DietType;
  /** A diet typed under "other" ("halal", "gluten-free (coeliac)"), read by the safety rules. */
  otherDietType?: string;
  allergies?: readonly Allergy[];
  otherAllergy?: string;
}

export interface NutrientAmount {
  nutrient: NutrientKey;
  name: string;
  amount: number;
  unit: string;
  percentDv: number | null;
}

export interface RankedFood {
  food: Food;
  amount: NutrientAmount;
}
