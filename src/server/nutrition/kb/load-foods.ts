// Loaders for the USDA side of the knowledge base: FDA Daily Values, foods and their diet/allergy tags.
import { nutrientName } from "../../../shared/format.ts";
import type { CsvRow } from "./csv.ts";
import { withMicroSign } from "./dose-units.ts";
import { DATA_FILES, loadTable, missingRows, nutrientKeyCell, uniqueKey } from "./load-table.ts";
import { columnMassUnit, nutrientUnitLabel } from "./nutrients.ts";
import {
  FOOD_CATEGORIES,
  FOOD_NUTRIENT_KEYS,
  FOOD_TAGS,
  NUTRIENT_KEYS,
  type Food,
  type FoodCategory,
  type FoodTag,
  type NutrientInfo,
  type NutrientKey,
} from "./types.ts";

/** Tags that only animal foods carry: each requires the tag "animal" as well. */
const ANIMAL_ONLY_TAGS: ReadonlySet<FoodTag> = new Set([
  "meat",
  "organ_meat",
  "fish",
  "shellfish",
  "dairy",
  "egg",
  "honey",
]);

export function loadDailyValues(dir: string): {
  nutrients: Map<NutrientKey, NutrientInfo>;
  referenceEnergyKcal: number;
} {
  const file = DATA_FILES.dailyValues;
  const nutrients = new Map<NutrientKey, NutrientInfo>();
  let referenceEnergyKcal: number | null = null;
  const seen = new Set<string>();
  const { rowCount } = loadTable(dir, file, ["nutrient_column", "nutrient", "daily_value", "unit"], (row) => {
    const column = row.requiredText("nutrient_column");
    uniqueKey(seen, row, "nutrient_column", column);
    if (column === "energy_kcal") {
      referenceEnergyKcal = row.requiredNumber("daily_value", { min: 1 });
      return;
    }
    const key = nutrientKeyCell(row, "nutrient_column", column);
    const unit = row.requiredText("unit");
    const unitMass = withMicroSign(unit.split(" ")[0] ?? "");
    if (unitMass !== columnMassUnit(key))
      row.fail("unit", `"${unit}" does not match the column's unit ${columnMassUnit(key)}`);
    nutrients.set(key, {
      key,
      // People see the one shared name table's label (it is the CSV's name but for the chemists' notation).
      name: nutrientName(key),
      unit: nutrientUnitLabel(key),
      dailyValue: row.optionalNumber("daily_value", { min: 0 }),
    });
  });
  const missing = NUTRIENT_KEYS.filter((key) => !nutrients.has(key));
  if (missing.length > 0) throw missingRows(file, rowCount, `no row for ${missing.join(", ")}`);
  if (referenceEnergyKcal === null) throw missingRows(file, rowCount, "no row for energy_kcal");
  return { nutrients, referenceEnergyKcal };
}

interface TagEntry {
  tags: FoodTag[];
  aliases: string[];
}

function loadFoodTags(dir: string): {
  byCategory: Map<FoodCategory, TagEntry>;
  byFood: Map<string, TagEntry & { row: CsvRow }>;
} {
  const file = DATA_FILES.foodTags;
  const byCategory = new Map<FoodCategory, TagEntry>();
  const byFood = new Map<string, TagEntry & { row: CsvRow }>();
  const { rowCount } = loadTable(dir, file, ["scope", "key", "name", "tags", "aliases"], (row) => {
    const scope = row.requiredText("scope");
    const key = row.requiredText("key");
    const tags = row.list("tags").map((tag) => row.check("tags", tag, FOOD_TAGS, "tag"));
    const aliases = row.list("aliases");
    if (scope === "category") {
      const category = row.check("key", key, FOOD_CATEGORIES, "category");
      if (byCategory.has(category)) row.fail("key", `category "${key}" appears more than once`);
      byCategory.set(category, { tags, aliases });
    } else if (scope === "food") {
      if (!/^\d+$/.test(key)) row.fail("key", `expected an fdc_id, got "${key}"`);
      if (byFood.has(key)) row.fail("key", `food ${key} appears more than once`);
      byFood.set(key, { tags, aliases, row });
    } else {
      row.fail("scope", `expected "category" or "food", got "${scope}"`);
    }
  });
  const missing = FOOD_CATEGORIES.filter((category) => !byCategory.has(category));
  if (missing.length > 0) throw missingRows(file, rowCount, `no category row for ${missing.join(", ")}`);
  return { byCategory, byFood };
}

/** A food's tags: its category's plus its own row's, checked for combinations that make no sense. */
function foodTags(
  row: CsvRow,
  category: TagEntry | undefined,
  own: (TagEntry & { row: CsvRow }) | undefined,
): FoodTag[] {
  const tags = [...new Set([...(category?.tags ?? []), ...(own?.tags ?? [])])];
  const where = own?.row ?? row;
  const column = own ? "tags" : "category";
  const animalOnly = tags.find((tag) => ANIMAL_ONLY_TAGS.has(tag));
  if (animalOnly && !tags.includes("animal")) where.fail(column, `tag "${animalOnly}" requires the tag "animal"`);
  if (tags.includes("lactose_free") && !tags.includes("dairy"))
    where.fail(column, `tag "lactose_free" only applies to dairy foods`);
  return tags;
}

/**
 * The foods of `foods.csv` (the sources of nutrients every screen may name) and of `staples.csv` (everyday cooking
 * staples, same columns and conventions: oil, bread, pasta, rice... that meals are cooked with but that no screen
 * offers as a source of a nutrient). Both take their tags from food_tags.csv.
 */
export function loadFoodTables(dir: string): { foods: Food[]; staples: Food[] } {
  const tagTable = loadFoodTags(dir);
  const seen = new Set<string>();
  const foods = loadFoodFile(dir, DATA_FILES.foods, tagTable, seen);
  // The staples were added by hand from USDA rows, so each names its FoodData Central page.
  const staples = loadFoodFile(dir, DATA_FILES.staples, tagTable, seen, ["source_url"]);
  for (const [id, entry] of tagTable.byFood) {
    if (!seen.has(id))
      entry.row.fail("key", `no food with fdc_id ${id} in ${DATA_FILES.foods} or ${DATA_FILES.staples}`);
  }
  return { foods, staples };
}

export function loadFoods(dir: string): Food[] {
  return loadFoodTables(dir).foods;
}

function loadFoodFile(
  dir: string,
  file: string,
  tagTable: ReturnType<typeof loadFoodTags>,
  seen: Set<string>,
  sourceColumns: readonly string[] = [],
): Food[] {
  const columns = [
    ...sourceColumns,
    "fdc_id",
    "name",
    "usda_description",
    "category",
    "serving_g",
    "serving_label",
    "energy_kcal",
    ...FOOD_NUTRIENT_KEYS,
  ];
  const { records: foods } = loadTable(dir, file, columns, (row): Food => {
    const id = row.requiredText("fdc_id");
    if (!/^\d+$/.test(id)) row.fail("fdc_id", `expected digits, got "${id}"`);
    for (const column of sourceColumns)
      if (!row.requiredText(column).startsWith("https://")) row.fail(column, "expected an https address");
    uniqueKey(seen, row, "fdc_id", id);
    const category = row.oneOf("category", FOOD_CATEGORIES);
    const nutrients: Partial<Record<NutrientKey, number>> = {};
    for (const key of FOOD_NUTRIENT_KEYS) {
      const value = row.optionalNumber(key, { min: 0 });
      if (value !== null) nutrients[key] = value;
    }
    const name = row.requiredText("name");
    const categoryTags = tagTable.byCategory.get(category);
    const ownTags = tagTable.byFood.get(id);
    if (ownTags && ownTags.row.requiredText("name") !== name) {
      ownTags.row.fail("name", `food ${id} is named "${name}" in ${file}, not "${ownTags.row.text("name")}"`);
    }
    return {
      id,
      name,
      usdaDescription: row.requiredText("usda_description"),
      category,
      servingG: row.requiredNumber("serving_g", { min: 0.1 }),
      servingLabel: row.requiredText("serving_label"),
      energyKcal: row.optionalNumber("energy_kcal", { min: 0 }),
      nutrients,
      tags: foodTags(row, categoryTags, ownTags),
      aliases: [...(categoryTags?.aliases ?? []), ...(ownTags?.aliases ?? [])],
    };
  });
  return foods;
}
