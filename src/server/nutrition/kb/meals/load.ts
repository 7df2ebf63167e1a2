// Loads and validates the meal library in data/meals: any bad row (an unknown food id, grams that are not a
// positive number, a slot or diet we do not know) stops the load with a DataFileError naming the file, line and
// column, as the knowledge base's own files do. Nutrients per serving are summed here from the foods' USDA rows.
import { fileURLToPath } from "node:url";
import type { CsvRow } from "../csv.ts";
import { DataFileError } from "../csv.ts";
import { httpsAddress, readTable, uniqueKey } from "../load-table.ts";
import type { Food, NutrientKey } from "../types.ts";
import { words } from "../text-match.ts";
import {
  ACTIVITY_LEVELS,
  MEAL_SLOTS,
  type ActivityLevel,
  type EnergyEquation,
  type EnergyExtra,
  type EnergyExtraStage,
  type Meal,
  type MealIngredient,
  type MealLibrary,
  type MealNutrients,
} from "./types.ts";

/** The folder of the meal library (data/meals at the project root). */
export const DEFAULT_MEALS_DIR = fileURLToPath(new URL("../../../../../data/meals/", import.meta.url));

export const MEAL_FILES = {
  meals: "meals.csv",
  ingredients: "ingredients.csv",
  equations: "energy_equations.csv",
  extras: "energy_extras.csv",
  activity: "activity_levels.csv",
  aisles: "aisles.csv",
  noCalorieTargets: "no_calorie_targets.csv",
} as const;

const table = (dir: string, file: string, columns: readonly string[]) => readTable(dir, file, columns, `meals/${file}`);

/** What a meal's diets and allergens may name: the policy's own ids (diets.csv, allergens.csv). */
export interface KnownIds {
  diets: ReadonlySet<string>;
  allergens: ReadonlySet<string>;
}

function idList(row: CsvRow, column: string, known: ReadonlySet<string>, what: string): string[] {
  const items = row.list(column);
  for (const item of items) if (!known.has(item)) row.fail(column, `unknown ${what} "${item}"`);
  return items;
}

/** Per serving: each ingredient's grams times its per-100 g value, summed, divided by the servings. */
export function nutrientsPerServing(ingredients: readonly MealIngredient[], servings: number): MealNutrients {
  let energy = 0;
  const values: Partial<Record<NutrientKey, number>> = {};
  for (const { food, grams } of ingredients) {
    energy += ((food.energyKcal ?? 0) * grams) / 100;
    for (const [key, per100g] of Object.entries(food.nutrients) as [NutrientKey, number][]) {
      values[key] = (values[key] ?? 0) + (per100g * grams) / 100;
    }
  }
  for (const key of Object.keys(values) as NutrientKey[]) values[key] = values[key]! / servings;
  return { energyKcal: energy / servings, values };
}

function loadIngredients(
  dir: string,
  foods: ReadonlyMap<string, Food>,
): Map<string, { row: CsvRow; items: MealIngredient[] }> {
  const byMeal = new Map<string, { row: CsvRow; items: MealIngredient[] }>();
  for (const row of table(dir, MEAL_FILES.ingredients, ["meal_id", "fdc_id", "food_name", "grams"])) {
    const mealId = row.requiredText("meal_id");
    const id = row.requiredText("fdc_id");
    const food =
      foods.get(id) ?? row.fail("fdc_id", `unknown food "${id}" (no row with this fdc_id in nutrients/foods.csv)`);
    const name = row.requiredText("food_name");
    if (name !== food.name)
      row.fail("food_name", `"${name}" is not the name of food ${id} in nutrients/foods.csv ("${food.name}")`);
    const grams = row.requiredNumber("grams", { min: 0.5, max: 5000 });
    const entry = byMeal.get(mealId) ?? { row, items: [] };
    if (entry.items.some((item) => item.food.id === id))
      row.fail("fdc_id", `food ${id} appears twice in meal "${mealId}"`);
    entry.items.push({ food, grams });
    byMeal.set(mealId, entry);
  }
  return byMeal;
}

function loadMealRows(dir: string, foods: ReadonlyMap<string, Food>, known: KnownIds): Meal[] {
  const ingredients = loadIngredients(dir, foods);
  const seen = new Set<string>();
  const meals = table(dir, MEAL_FILES.meals, [
    "id",
    "name",
    "slots",
    "servings",
    "minutes",
    "cuisine",
    "diets",
    "allergens",
    "steps",
  ]).map((row): Meal => {
    const id = row.requiredText("id");
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) row.fail("id", `"${id}" must be lower-case words joined by hyphens`);
    uniqueKey(seen, row, "id", id);
    const slots = row.list("slots").map((slot) => row.check("slots", slot, MEAL_SLOTS, "slot"));
    if (slots.length === 0) row.fail("slots", "must name at least one slot");
    const servings = row.requiredNumber("servings", { min: 1, max: 12 });
    if (!Number.isInteger(servings)) row.fail("servings", "must be a whole number");
    const items = ingredients.get(id)?.items ?? row.fail("id", `meal "${id}" has no rows in meals/ingredients.csv`);
    const steps = row
      .requiredText("steps")
      .split(" | ")
      .map((step) => step.trim());
    if (steps.some((step) => step === "")) row.fail("steps", "has an empty step");
    return {
      id,
      name: row.requiredText("name"),
      slots,
      servings,
      minutes: row.requiredNumber("minutes", { min: 1, max: 240 }),
      cuisine: row.requiredText("cuisine"),
      diets: idList(row, "diets", known.diets, "diet"),
      allergens: idList(row, "allergens", known.allergens, "allergen"),
      steps,
      ingredients: items,
      perServing: nutrientsPerServing(items, servings),
    };
  });
  for (const [mealId, { row }] of ingredients) {
    if (!seen.has(mealId)) row.fail("meal_id", `unknown meal "${mealId}" (no row with this id in meals/meals.csv)`);
  }
  return meals;
}

const source = (row: CsvRow) => ({ label: row.requiredText("source"), url: httpsAddress(row, "source_url") });

function loadEquations(dir: string): EnergyEquation[] {
  const seen = new Set<string>();
  const columns = [
    "sex",
    "from_age",
    "intercept",
    "per_year",
    "per_kg",
    "per_metre",
    "pa_inactive",
    "pa_low_active",
    "pa_active",
    "pa_very_active",
    "source",
    "source_url",
  ];
  const equations = table(dir, MEAL_FILES.equations, columns).map((row) => {
    const sex = row.oneOf("sex", ["male", "female"] as const);
    uniqueKey(seen, row, "sex", sex);
    const activity = Object.fromEntries(
      ACTIVITY_LEVELS.map((level) => [level, row.requiredNumber(`pa_${level}`, { min: 1, max: 2.5 })]),
    ) as Record<ActivityLevel, number>;
    return {
      sex,
      fromAge: row.requiredNumber("from_age", { min: 0, max: 120 }),
      intercept: row.requiredNumber("intercept"),
      perYear: row.requiredNumber("per_year"),
      perKg: row.requiredNumber("per_kg", { min: 0 }),
      perMetre: row.requiredNumber("per_metre", { min: 0 }),
      activity,
      source: source(row),
    };
  });
  if (seen.size !== 2)
    throw new DataFileError(
      `meals/${MEAL_FILES.equations}`,
      equations.length + 2,
      1,
      "needs one row for male and one for female",
    );
  return equations;
}

const EXTRA_STAGES: readonly EnergyExtraStage[] = [
  "pregnancy_1st",
  "pregnancy_2nd",
  "pregnancy_3rd",
  "lactation_0_6",
  "lactation_7_12",
];

function loadExtras(dir: string): Map<EnergyExtraStage, EnergyExtra> {
  const extras = new Map<EnergyExtraStage, EnergyExtra>();
  const rows = table(dir, MEAL_FILES.extras, ["stage", "kcal", "source", "source_url"]);
  for (const row of rows) {
    const stage = row.oneOf("stage", EXTRA_STAGES);
    if (extras.has(stage)) row.fail("stage", `"${stage}" appears more than once`);
    extras.set(stage, { stage, kcal: row.requiredNumber("kcal", { min: 0, max: 1000 }), source: source(row) });
  }
  const missing = EXTRA_STAGES.filter((stage) => !extras.has(stage));
  if (missing.length > 0)
    throw new DataFileError(`meals/${MEAL_FILES.extras}`, rows.length + 2, 1, `no row for ${missing.join(", ")}`);
  return extras;
}

function loadActivity(dir: string): Map<string, ActivityLevel> {
  const levels = new Map<string, ActivityLevel>();
  for (const row of table(dir, MEAL_FILES.activity, ["lifestyle", "exercise_frequency", "level"])) {
    const key = `${row.requiredText("lifestyle")}/${row.requiredText("exercise_frequency")}`;
    if (levels.has(key)) row.fail("exercise_frequency", `"${key}" appears more than once`);
    levels.set(key, row.oneOf("level", ACTIVITY_LEVELS));
  }
  return levels;
}

function loadAisles(dir: string, foods: ReadonlyMap<string, Food>): MealLibrary["aisles"] {
  const byFood = new Map<string, string>();
  const byCategory = new Map<string, string>();
  const order: string[] = [];
  const categories = new Set([...foods.values()].map((food) => food.category));
  for (const row of table(dir, MEAL_FILES.aisles, ["scope", "key", "aisle"])) {
    const scope = row.oneOf("scope", ["category", "food"] as const);
    const key = row.requiredText("key");
    if (scope === "food" && !foods.has(key)) row.fail("key", `unknown food "${key}"`);
    if (scope === "category" && !categories.has(key as Food["category"])) row.fail("key", `unknown category "${key}"`);
    const aisle = row.requiredText("aisle");
    if (!order.includes(aisle)) order.push(aisle);
    (scope === "food" ? byFood : byCategory).set(key, aisle);
  }
  return { byFood, byCategory, order };
}

function loadNoCalorieSignals(dir: string): MealLibrary["noCalorieSignals"] {
  const rows = table(dir, MEAL_FILES.noCalorieTargets, ["signal", "terms", "bmi_below", "source", "source_url"]);
  const signal = (id: string) =>
    rows.find((row) => row.text("signal") === id) ??
    (() => {
      throw new DataFileError(`meals/${MEAL_FILES.noCalorieTargets}`, rows.length + 2, 1, `no row for "${id}"`);
    })();
  for (const row of rows) source(row);
  const disorder = signal("eating_disorder");
  return {
    phrases: disorder.list("terms").map(words),
    bmiBelow: signal("underweight_wants_to_lose").requiredNumber("bmi_below", { min: 10, max: 30 }),
  };
}

/** Parses and validates every file of the meal library against the knowledge base's foods. */
export function loadMealLibrary(foods: readonly Food[], known: KnownIds, dir: string = DEFAULT_MEALS_DIR): MealLibrary {
  const byId = new Map(foods.map((food) => [food.id, food]));
  return {
    meals: loadMealRows(dir, byId, known),
    equations: loadEquations(dir),
    extras: loadExtras(dir),
    activity: loadActivity(dir),
    aisles: loadAisles(dir, byId),
    noCalorieSignals: loadNoCalorieSignals(dir),
  };
}
