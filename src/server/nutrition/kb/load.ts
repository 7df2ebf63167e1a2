// Loads and validates the knowledge base in data/nutrients once. Any malformed file stops the load
// with a DataFileError naming the file, line and column. One loader per file family:
// load-foods.ts (Daily Values, foods, tags), load-limits.ts (upper limits), load-supplements.ts (catalogue).
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { loadDailyValues, loadFoodTables } from "./load-foods.ts";
import { loadUpperLimits } from "./load-limits.ts";
import { loadSupplements } from "./load-supplements.ts";
import { loadSafetyRules } from "./rules/load-rules.ts";
import { SAFETY_DIR } from "./rules/read-table.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { DEFAULT_MEALS_DIR, loadMealLibrary } from "./meals/load.ts";
import type { NutrientKey } from "./types.ts";

export { DATA_FILES } from "./load-table.ts";

/** The folder of the CSV files (data/nutrients at the project root). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../../data/nutrients/", import.meta.url));

/**
 * Parses and validates every file of the knowledge base, and the meal library (data/meals) over its foods.
 * Throws a DataFileError on the first problem.
 */
export function loadKnowledgeBase(dir: string = DEFAULT_DATA_DIR, mealsDir: string = DEFAULT_MEALS_DIR): KnowledgeBase {
  const { nutrients, referenceEnergyKcal } = loadDailyValues(dir);
  const dailyValues = new Map<NutrientKey, { value: number; unit: string; name: string }>();
  for (const info of nutrients.values()) {
    if (info.dailyValue !== null)
      dailyValues.set(info.key, { value: info.dailyValue, unit: info.unit, name: info.name });
  }
  const { foods, staples } = loadFoodTables(dir);
  const upperLimits = loadUpperLimits(dir);
  // The rules are indexed over the staples too: a meal cooked with bread must meet the gluten and keto rules.
  const safety = loadSafetyRules(join(dir, SAFETY_DIR), { foods: [...foods, ...staples], nutrients, upperLimits });
  return {
    foods,
    staples,
    dailyValues,
    nutrients,
    supplements: loadSupplements(dir, new Set(foods.map((food) => food.id))),
    upperLimits,
    referenceEnergyKcal,
    safety,
    meals: loadMealLibrary(
      [...foods, ...staples],
      { diets: new Set(safety.diets.keys()), allergens: new Set(safety.allergens.keys()) },
      mealsDir,
    ),
  };
}
