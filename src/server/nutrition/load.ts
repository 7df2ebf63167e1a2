// Loads and validates the knowledge base in data/nutrients once. Any malformed file stops the load
// with a DataFileError naming the file, line and column.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CsvRow, DataFileError, readCsvTable } from "./csv.ts";
import { COUNT_UNIT_WORDS } from "./dose-units.ts";
import { columnMassUnit, nutrientUnitLabel } from "./nutrients.ts";
import { loadSafetyRules, SAFETY_DIR } from "./policy/load-rules.ts";
import {
  FOOD_CATEGORIES,
  FOOD_NUTRIENT_KEYS,
  FOOD_TAGS,
  NUTRIENT_KEYS,
  type DoseBasis,
  type Food,
  type FoodCategory,
  type FoodEquivalent,
  type FoodTag,
  type KnowledgeBase,
  type NutrientInfo,
  type NutrientKey,
  type Supplement,
  type UpperLimit,
  type UpperLimitScope,
} from "./types.ts";

/** The folder of the CSV files (data/nutrients at the project root). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../data/nutrients/", import.meta.url));

export const DATA_FILES = {
  foods: "foods.csv",
  dailyValues: "daily_values.csv",
  supplements: "supplements.csv",
  foodTags: "food_tags.csv",
  upperLimits: "upper_limits.csv",
  editorial: "supplement_editorial.csv",
  dosing: "supplement_dosing.csv",
} as const;

/** Names shown to people where daily_values.csv uses the chemists' notation ("ALA (18:3 n-3)"). */
const DISPLAY_NAMES: Readonly<Partial<Record<NutrientKey, string>>> = {
  epa_g: "EPA (omega-3)",
  dha_g: "DHA (omega-3)",
  ala_g: "ALA (plant omega-3)",
  epa_plus_dha_g: "EPA + DHA (omega-3)",
};

/** Tags that only animal foods carry: each requires the tag "animal" as well. */
const ANIMAL_ONLY_TAGS: ReadonlySet<FoodTag> = new Set(["meat", "organ_meat", "fish", "shellfish", "dairy", "egg", "honey"]);

function readTable(dir: string, file: string, requiredColumns: readonly string[]) {
  let text: string;
  try {
    text = readFileSync(join(dir, file), "utf8");
  } catch (error) {
    throw new DataFileError(file, 1, 1, `cannot read the file (${(error as Error).message})`);
  }
  return readCsvTable(text, file, requiredColumns);
}

function httpsAddress(row: CsvRow, column: string): string {
  const address = row.requiredText(column);
  if (!address.startsWith("https://")) row.fail(column, "must be an https:// address");
  return address;
}

function nutrientKeyCell(row: CsvRow, column: string, value: string): NutrientKey {
  return row.check(column, value, NUTRIENT_KEYS, "nutrient column");
}

function uniqueKey(seen: Set<string>, row: CsvRow, column: string, value: string): void {
  if (seen.has(value)) row.fail(column, `"${value}" appears more than once`);
  seen.add(value);
}

function loadDailyValues(dir: string): { nutrients: Map<NutrientKey, NutrientInfo>; referenceEnergyKcal: number } {
  const file = DATA_FILES.dailyValues;
  const { rows } = readTable(dir, file, ["nutrient_column", "nutrient", "daily_value", "unit"]);
  const nutrients = new Map<NutrientKey, NutrientInfo>();
  let referenceEnergyKcal: number | null = null;
  const seen = new Set<string>();
  for (const row of rows) {
    const column = row.requiredText("nutrient_column");
    uniqueKey(seen, row, "nutrient_column", column);
    if (column === "energy_kcal") {
      referenceEnergyKcal = row.requiredNumber("daily_value", { min: 1 });
      continue;
    }
    const key = nutrientKeyCell(row, "nutrient_column", column);
    const unit = row.requiredText("unit");
    const unitMass = unit.split(" ")[0]?.replace(/^ug$/, "µg");
    if (unitMass !== columnMassUnit(key)) row.fail("unit", `"${unit}" does not match the column's unit ${columnMassUnit(key)}`);
    nutrients.set(key, {
      key,
      name: DISPLAY_NAMES[key] ?? row.requiredText("nutrient"),
      unit: nutrientUnitLabel(key),
      dailyValue: row.optionalNumber("daily_value", { min: 0 }),
    });
  }
  const missing = NUTRIENT_KEYS.filter((key) => !nutrients.has(key));
  if (missing.length > 0) throw new DataFileError(file, rows.length + 2, 1, `no row for ${missing.join(", ")}`);
  if (referenceEnergyKcal === null) throw new DataFileError(file, rows.length + 2, 1, "no row for energy_kcal");
  return { nutrients, referenceEnergyKcal };
}

interface TagEntry {
  tags: FoodTag[];
  aliases: string[];
}

function loadFoodTags(dir: string): { byCategory: Map<FoodCategory, TagEntry>; byFood: Map<string, TagEntry & { row: CsvRow }> } {
  const file = DATA_FILES.foodTags;
  const { rows } = readTable(dir, file, ["scope", "key", "name", "tags", "aliases"]);
  const byCategory = new Map<FoodCategory, TagEntry>();
  const byFood = new Map<string, TagEntry & { row: CsvRow }>();
  for (const row of rows) {
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
  }
  const missing = FOOD_CATEGORIES.filter((category) => !byCategory.has(category));
  if (missing.length > 0) throw new DataFileError(file, rows.length + 2, 1, `no category row for ${missing.join(", ")}`);
  return { byCategory, byFood };
}

function loadFoods(dir: string): Food[] {
  const file = DATA_FILES.foods;
  const { rows } = readTable(dir, file, [
    "fdc_id",
    "name",
    "usda_description",
    "category",
    "serving_g",
    "serving_label",
    "energy_kcal",
    ...FOOD_NUTRIENT_KEYS,
  ]);
  const tagTable = loadFoodTags(dir);
  const seen = new Set<string>();
  const foods = rows.map((row): Food => {
    const id = row.requiredText("fdc_id");
    if (!/^\d+$/.test(id)) row.fail("fdc_id", `expected digits, got "${id}"`);
    uniqueKey(seen, row, "fdc_id", id);
    const category = row.oneOf("category", FOOD_CATEGORIES);
    const nutrients: Partial<Record<NutrientKey, number>> = {};
    for (const key of FOOD_NUTRIENT_KEYS) {
      const value = row.optionalNumber(key, { min: 0 });
      if (value !== null) nutrients[key] = value;
    }
    const name = row.requiredText("name");
    const categoryTags = tagTable.byCategory.get(category);
    const foodTags = tagTable.byFood.get(id);
    if (foodTags && foodTags.row.requiredText("name") !== name) {
      foodTags.row.fail("name", `food ${id} is named "${name}" in ${file}, not "${foodTags.row.text("name")}"`);
    }
    const tags = [...new Set([...(categoryTags?.tags ?? []), ...(foodTags?.tags ?? [])])];
    const animalOnly = tags.find((tag) => ANIMAL_ONLY_TAGS.has(tag));
    if (animalOnly && !tags.includes("animal")) {
      (foodTags?.row ?? row).fail(foodTags ? "tags" : "category", `tag "${animalOnly}" requires the tag "animal"`);
    }
    if (tags.includes("lactose_free") && !tags.includes("dairy")) {
      (foodTags?.row ?? row).fail(foodTags ? "tags" : "category", `tag "lactose_free" only applies to dairy foods`);
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
      tags,
      aliases: [...(categoryTags?.aliases ?? []), ...(foodTags?.aliases ?? [])],
    };
  });
  for (const [id, entry] of tagTable.byFood) {
    if (!seen.has(id)) entry.row.fail("key", `no food with fdc_id ${id} in ${file}`);
  }
  return foods;
}

function loadUpperLimits(dir: string): Map<NutrientKey, UpperLimit> {
  const { rows } = readTable(dir, DATA_FILES.upperLimits, [
    "nutrient_column",
    "nutrient",
    "ul",
    "ul_unit",
    "ul_in_column_units",
    "applies_to",
    "kind",
    "note",
    "source",
  ]);
  const limits = new Map<NutrientKey, UpperLimit>();
  const scopes: readonly UpperLimitScope[] = ["total", "supplements", "preformed"];
  for (const row of rows) {
    const nutrient = nutrientKeyCell(row, "nutrient_column", row.requiredText("nutrient_column"));
    if (limits.has(nutrient)) row.fail("nutrient_column", `"${nutrient}" appears more than once`);
    const appliesTo = row.oneOf("applies_to", scopes);
    const kind = row.oneOf("kind", ["ul", "guidance"] as const);
    const source = httpsAddress(row, "source");
    const ul = row.requiredNumber("ul", { min: 0 });
    limits.set(nutrient, {
      nutrient,
      value: row.requiredNumber("ul_in_column_units", { min: 0 }),
      statedAs: `${ul.toLocaleString("en-US")} ${row.requiredText("ul_unit").replace(/\bug\b/g, "µg")}`,
      appliesTo,
      kind,
      note: row.text("note"),
      source,
    });
  }
  return limits;
}

type EditorialFields = Pick<
  Supplement,
  "description" | "ratings" | "rationale" | "source" | "sourceUrl" | "foodEquivalent" | "insteadNote" | "foodNote" | "foodGapNote" | "veganNote"
>;

function rating(row: CsvRow, column: string): number {
  const value = row.requiredNumber(column, { min: 0, max: 5 });
  if (!Number.isInteger(value * 2)) row.fail(column, `ratings go in half steps (e.g. 3.5), got ${value}`);
  return value;
}

function loadEditorial(dir: string, ids: ReadonlySet<string>): Map<string, EditorialFields> {
  const file = DATA_FILES.editorial;
  const { rows } = readTable(dir, file, [
    "supplement_id",
    "description",
    "effectiveness",
    "cost_efficiency",
    "safety",
    "rationale",
    "source",
    "source_url",
    "food_equivalent",
    "instead_note",
    "food_note",
    "food_gap_note",
    "vegan_note",
  ]);
  const result = new Map<string, EditorialFields>();
  const equivalents: readonly FoodEquivalent[] = ["yes", "partial", "none"];
  for (const row of rows) {
    const id = row.requiredText("supplement_id");
    if (!ids.has(id)) row.fail("supplement_id", `no supplement "${id}" in ${DATA_FILES.supplements}`);
    if (result.has(id)) row.fail("supplement_id", `"${id}" appears more than once`);
    const foodEquivalent = row.oneOf("food_equivalent", equivalents);
    const sourceUrl = httpsAddress(row, "source_url");
    const insteadNote = row.text("instead_note");
    if (foodEquivalent === "none" && insteadNote === "") row.fail("instead_note", "a supplement with no food equivalent must say what is true instead");
    result.set(id, {
      description: row.requiredText("description"),
      ratings: { effectiveness: rating(row, "effectiveness"), costEfficiency: rating(row, "cost_efficiency"), safety: rating(row, "safety") },
      rationale: row.requiredText("rationale"),
      source: row.requiredText("source"),
      sourceUrl,
      foodEquivalent,
      insteadNote,
      foodNote: row.text("food_note"),
      foodGapNote: row.text("food_gap_note"),
      veganNote: row.text("vegan_note"),
    });
  }
  const missing = [...ids].filter((id) => !result.has(id));
  if (missing.length > 0) throw new DataFileError(file, rows.length + 2, 1, `no editorial row for ${missing.join(", ")}`);
  return result;
}

type DosingFields = Pick<
  Supplement,
  "rankNutrient" | "doseBasis" | "productName" | "productGramsPerDose" | "countUnits" | "fallbackNutrient" | "fallbackNote" | "suggestedFoodIds"
>;

function loadDosing(dir: string, nutrientsById: ReadonlyMap<string, readonly NutrientKey[]>, foodIds: ReadonlySet<string>): Map<string, DosingFields> {
  const file = DATA_FILES.dosing;
  const { rows } = readTable(dir, file, [
    "supplement_id",
    "rank_nutrient",
    "dose_basis",
    "product_name",
    "product_g_per_dose",
    "count_units",
    "fallback_nutrient",
    "fallback_note",
    "suggest_foods",
  ]);
  const result = new Map<string, DosingFields>();
  const bases: readonly DoseBasis[] = ["iu", "nutrient", "folic_acid", "product", "count", "none"];
  for (const row of rows) {
    const id = row.requiredText("supplement_id");
    const nutrients = nutrientsById.get(id) ?? row.fail("supplement_id", `no supplement "${id}" in ${DATA_FILES.supplements}`);
    if (result.has(id)) row.fail("supplement_id", `"${id}" appears more than once`);
    const doseBasis = row.oneOf("dose_basis", bases);
    const rankText = row.text("rank_nutrient");
    let rankNutrient: DosingFields["rankNutrient"] = null;
    if (rankText === "coverage") rankNutrient = "coverage";
    else if (rankText !== "") {
      rankNutrient = nutrientKeyCell(row, "rank_nutrient", rankText);
      if (!nutrients.includes(rankNutrient)) row.fail("rank_nutrient", `"${rankText}" is not one of the supplement's nutrient columns`);
    }
    if ((rankNutrient === null) !== (nutrients.length === 0)) {
      row.fail("rank_nutrient", nutrients.length === 0 ? "must be empty for a supplement with no nutrient" : "is required for a supplement with nutrients");
    }
    if ((doseBasis === "none") !== (nutrients.length === 0)) row.fail("dose_basis", `"none" is for supplements with no nutrient, and only them`);
    const productGramsPerDose = row.optionalNumber("product_g_per_dose", { min: 0.001 });
    if ((doseBasis === "product") !== (productGramsPerDose !== null)) row.fail("product_g_per_dose", `is required for dose_basis "product", and only for it`);
    const productName = row.text("product_name");
    if (doseBasis === "product" && productName === "") row.fail("product_name", `is required for dose_basis "product"`);
    const countUnits = row.list("count_units");
    for (const unit of countUnits) {
      if (!COUNT_UNIT_WORDS.has(unit)) row.fail("count_units", `unknown count unit "${unit}" (known: ${[...COUNT_UNIT_WORDS.keys()].join(", ")})`);
    }
    const fallbackText = row.text("fallback_nutrient");
    const fallbackNutrient = fallbackText === "" ? null : nutrientKeyCell(row, "fallback_nutrient", fallbackText);
    const fallbackNote = row.text("fallback_note");
    if ((fallbackNutrient === null) !== (fallbackNote === "")) row.fail("fallback_note", "a fallback nutrient and its note go together");
    const suggestedFoodIds = row.list("suggest_foods");
    for (const foodId of suggestedFoodIds) if (!foodIds.has(foodId)) row.fail("suggest_foods", `no food with fdc_id ${foodId} in ${DATA_FILES.foods}`);
    result.set(id, { rankNutrient, doseBasis, productName, productGramsPerDose, countUnits, fallbackNutrient, fallbackNote, suggestedFoodIds });
  }
  const missing = [...nutrientsById.keys()].filter((id) => !result.has(id));
  if (missing.length > 0) throw new DataFileError(file, rows.length + 2, 1, `no dosing row for ${missing.join(", ")}`);
  return result;
}

function loadSupplements(dir: string, foodIds: ReadonlySet<string>): Supplement[] {
  const file = DATA_FILES.supplements;
  const { rows } = readTable(dir, file, [
    "id",
    "name",
    "aliases",
    "nutrient_columns",
    "typical_dose",
    "typical_dose_unit",
    "dose_in_column_units",
    "dose_basis",
    "food_mapping_note",
  ]);
  const seen = new Set<string>();
  const base = rows.map((row) => {
    const id = row.requiredText("id");
    if (!/^[a-z0-9_]+$/.test(id)) row.fail("id", `expected lower-case letters, digits and _, got "${id}"`);
    uniqueKey(seen, row, "id", id);
    const nutrients = row.list("nutrient_columns").map((value) => nutrientKeyCell(row, "nutrient_columns", value));
    const doseCells = row.list("dose_in_column_units");
    if (doseCells.length > 0 && doseCells.length !== nutrients.length) {
      row.fail("dose_in_column_units", `has ${doseCells.length} values for ${nutrients.length} nutrient columns`);
    }
    const doseInColumnUnits = nutrients.map((_, index) => {
      const cell = doseCells[index];
      if (cell === undefined) return null;
      if (!/^\d+(\.\d+)?$/.test(cell)) row.fail("dose_in_column_units", `expected a number, got "${cell}"`);
      return Number(cell);
    });
    return {
      id,
      name: row.requiredText("name"),
      aliases: row.list("aliases"),
      nutrients,
      typicalDose: row.requiredNumber("typical_dose", { min: 0.001 }),
      typicalDoseUnit: row.requiredText("typical_dose_unit"),
      doseInColumnUnits,
      doseBasisNote: row.text("dose_basis"),
      foodMappingNote: row.text("food_mapping_note"),
    };
  });
  const ids = new Set(base.map((supplement) => supplement.id));
  const editorial = loadEditorial(dir, ids);
  const dosing = loadDosing(dir, new Map(base.map((supplement) => [supplement.id, supplement.nutrients])), foodIds);
  return base.map((supplement): Supplement => {
    const edit = editorial.get(supplement.id);
    const dose = dosing.get(supplement.id);
    if (!edit || !dose) throw new Error(`supplement ${supplement.id} lost its editorial or dosing row`);
    return { ...supplement, ...edit, ...dose };
  });
}

/** Parses and validates every file of the knowledge base. Throws a DataFileError on the first problem. */
export function loadKnowledgeBase(dir: string = DEFAULT_DATA_DIR): KnowledgeBase {
  const { nutrients, referenceEnergyKcal } = loadDailyValues(dir);
  const dailyValues = new Map<NutrientKey, { value: number; unit: string; name: string }>();
  for (const info of nutrients.values()) {
    if (info.dailyValue !== null) dailyValues.set(info.key, { value: info.dailyValue, unit: info.unit, name: info.name });
  }
  const foods = loadFoods(dir);
  const upperLimits = loadUpperLimits(dir);
  return {
    foods,
    dailyValues,
    nutrients,
    supplements: loadSupplements(dir, new Set(foods.map((food) => food.id))),
    upperLimits,
    referenceEnergyKcal,
    safety: loadSafetyRules(join(dir, SAFETY_DIR), { foods, nutrients, upperLimits }),
  };
}

let cached: KnowledgeBase | undefined;

/** The knowledge base from data/nutrients, loaded on first use and kept in memory. */
export function getKnowledgeBase(): KnowledgeBase {
  cached ??= loadKnowledgeBase();
  return cached;
}
