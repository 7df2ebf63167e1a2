// The knowledge base as loaded: the data files of data/nutrients with their safety rules, checked against each other.
import type { SafetyRules } from "./rules/types.ts";
import type { MealLibrary } from "./meals/types.ts";
import type { Food, NutrientInfo, NutrientKey, Supplement, UpperLimit } from "./types.ts";

export interface KnowledgeBase {
  foods: readonly Food[];
  /**
   * Everyday cooking staples (data/nutrients/staples.csv: oil, butter, bread, pasta, rice...): the meal library
   * cooks with them and the policy judges them as any food, but no screen offers them as a source of a nutrient.
   */
  staples: readonly Food[];
  /** FDA Daily Values of nutrients that have one, in the column's unit. */
  dailyValues: ReadonlyMap<NutrientKey, { value: number; unit: string; name: string }>;
  /** Name, unit and Daily Value (or null) of every nutrient. */
  nutrients: ReadonlyMap<NutrientKey, NutrientInfo>;
  supplements: readonly Supplement[];
  upperLimits: ReadonlyMap<NutrientKey, UpperLimit>;
  /** Reference energy intake (kcal) from daily_values.csv. */
  referenceEnergyKcal: number;
  /** The recommendation policy's safety rules (data/nutrients/safety/), checked against these foods. */
  safety: SafetyRules;
  /** The meal library (data/meals), its ingredients checked against these foods. */
  meals: MealLibrary;
}
