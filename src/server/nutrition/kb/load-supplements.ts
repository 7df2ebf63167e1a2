// Loaders for the supplement catalogue: supplements.csv plus its editorial and dosing tables, one row each.
import type { CsvRow } from "./csv.ts";
import { COUNT_UNIT_WORDS } from "./dose-units.ts";
import { DATA_FILES, httpsAddress, loadTable, missingRows, nutrientKeyCell, uniqueKey } from "./load-table.ts";
import type { DoseBasis, FoodEquivalent, NutrientKey, Supplement } from "./types.ts";

type EditorialFields = Pick<
  Supplement,
  | "description"
  | "ratings"
  | "rationale"
  | "source"
  | "sourceUrl"
  | "foodEquivalent"
  | "insteadNote"
  | "foodNote"
  | "foodGapNote"
  | "veganNote"
  | "safetyNote"
>;

type DosingFields = Pick<
  Supplement,
  | "rankNutrient"
  | "doseBasis"
  | "productName"
  | "productGramsPerDose"
  | "countUnits"
  | "fallbackNutrient"
  | "fallbackNote"
  | "suggestedFoodIds"
  | "maxPlausibleDose"
  | "plausibleBasis"
  | "minFoodAmount"
>;

const EDITORIAL_COLUMNS = [
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
  "safety_note",
] as const;

const DOSING_COLUMNS = [
  "supplement_id",
  "rank_nutrient",
  "dose_basis",
  "product_name",
  "product_g_per_dose",
  "count_units",
  "fallback_nutrient",
  "fallback_note",
  "suggest_foods",
  "max_plausible_dose",
  "plausible_basis",
  "min_food_amount",
] as const;

const SUPPLEMENT_COLUMNS = [
  "id",
  "name",
  "aliases",
  "nutrient_columns",
  "typical_dose",
  "typical_dose_unit",
  "dose_in_column_units",
  "dose_basis",
  "food_mapping_note",
] as const;

const EQUIVALENTS: readonly FoodEquivalent[] = ["yes", "partial", "none"];
const BASES: readonly DoseBasis[] = ["iu", "nutrient", "folic_acid", "product", "count", "none"];

function rating(row: CsvRow, column: string): number {
  const value = row.requiredNumber(column, { min: 0, max: 5 });
  if (!Number.isInteger(value * 2)) row.fail(column, `ratings go in half steps (e.g. 3.5), got ${value}`);
  return value;
}

/** Reads a table keyed by supplement_id that must have exactly one row per supplement. */
function loadPerSupplement<T>(
  dir: string,
  file: string,
  columns: readonly string[],
  what: string,
  ids: Iterable<string>,
  read: (row: CsvRow, id: string) => T,
): Map<string, T> {
  const known = new Set(ids);
  const result = new Map<string, T>();
  const { rowCount } = loadTable(dir, file, columns, (row) => {
    const id = row.requiredText("supplement_id");
    if (!known.has(id)) row.fail("supplement_id", `no supplement "${id}" in ${DATA_FILES.supplements}`);
    if (result.has(id)) row.fail("supplement_id", `"${id}" appears more than once`);
    result.set(id, read(row, id));
  });
  const missing = [...known].filter((id) => !result.has(id));
  if (missing.length > 0) throw missingRows(file, rowCount, `no ${what} row for ${missing.join(", ")}`);
  return result;
}

function readEditorial(row: CsvRow): EditorialFields {
  const foodEquivalent = row.oneOf("food_equivalent", EQUIVALENTS);
  const sourceUrl = httpsAddress(row, "source_url");
  const insteadNote = row.text("instead_note");
  if (foodEquivalent === "none" && insteadNote === "")
    row.fail("instead_note", "a supplement with no food equivalent must say what is true instead");
  return {
    description: row.requiredText("description"),
    ratings: {
      effectiveness: rating(row, "effectiveness"),
      costEfficiency: rating(row, "cost_efficiency"),
      safety: rating(row, "safety"),
    },
    rationale: row.requiredText("rationale"),
    source: row.requiredText("source"),
    sourceUrl,
    foodEquivalent,
    insteadNote,
    foodNote: row.text("food_note"),
    foodGapNote: row.text("food_gap_note"),
    veganNote: row.text("vegan_note"),
    safetyNote: row.text("safety_note"),
  };
}

function readDosing(
  row: CsvRow,
  nutrients: readonly NutrientKey[],
  typicals: readonly (number | null)[],
  foodIds: ReadonlySet<string>,
): DosingFields {
  const doseBasis = row.oneOf("dose_basis", BASES);
  const rankText = row.text("rank_nutrient");
  let rankNutrient: DosingFields["rankNutrient"] = null;
  if (rankText === "coverage") rankNutrient = "coverage";
  else if (rankText !== "") {
    rankNutrient = nutrientKeyCell(row, "rank_nutrient", rankText);
    if (!nutrients.includes(rankNutrient))
      row.fail("rank_nutrient", `"${rankText}" is not one of the supplement's nutrient columns`);
  }
  const rankIndex = rankNutrient === null || rankNutrient === "coverage" ? -1 : nutrients.indexOf(rankNutrient);
  const typical = typicals[rankIndex] ?? null;
  if ((rankNutrient === null) !== (nutrients.length === 0)) {
    row.fail(
      "rank_nutrient",
      nutrients.length === 0
        ? "must be empty for a supplement with no nutrient"
        : "is required for a supplement with nutrients",
    );
  }
  if ((doseBasis === "none") !== (nutrients.length === 0))
    row.fail("dose_basis", `"none" is for supplements with no nutrient, and only them`);
  const productGramsPerDose = row.optionalNumber("product_g_per_dose", { min: 0.001 });
  if ((doseBasis === "product") !== (productGramsPerDose !== null))
    row.fail("product_g_per_dose", `is required for dose_basis "product", and only for it`);
  const productName = row.text("product_name");
  if (doseBasis === "product" && productName === "") row.fail("product_name", `is required for dose_basis "product"`);
  const countUnits = row.list("count_units");
  for (const unit of countUnits) {
    if (!COUNT_UNIT_WORDS.has(unit))
      row.fail("count_units", `unknown count unit "${unit}" (known: ${[...COUNT_UNIT_WORDS.keys()].join(", ")})`);
  }
  const fallbackText = row.text("fallback_nutrient");
  const fallbackNutrient = fallbackText === "" ? null : nutrientKeyCell(row, "fallback_nutrient", fallbackText);
  const fallbackNote = row.text("fallback_note");
  if (fallbackNutrient !== null && fallbackNote === "")
    row.fail("fallback_note", "a fallback nutrient needs a note saying why it is shown");
  const suggestedFoodIds = row.list("suggest_foods");
  for (const foodId of suggestedFoodIds)
    if (!foodIds.has(foodId)) row.fail("suggest_foods", `no food with fdc_id ${foodId} in ${DATA_FILES.foods}`);
  const { maxPlausibleDose, plausibleBasis } = readPlausibility(row, rankNutrient, typical);
  const minFoodAmount = row.optionalNumber("min_food_amount", { min: 0 });
  if (minFoodAmount !== null && (rankNutrient === null || rankNutrient === "coverage"))
    row.fail("min_food_amount", "is only for a supplement ranked by one nutrient");
  return {
    rankNutrient,
    doseBasis,
    productName,
    productGramsPerDose,
    countUnits,
    fallbackNutrient,
    fallbackNote,
    suggestedFoodIds,
    maxPlausibleDose,
    plausibleBasis,
    minFoodAmount,
  };
}

/** The plausibility bound: required for a supplement ranked by one nutrient, and above its typical dose. */
function readPlausibility(
  row: CsvRow,
  rankNutrient: DosingFields["rankNutrient"],
  typical: number | null,
): Pick<DosingFields, "maxPlausibleDose" | "plausibleBasis"> {
  const maxPlausibleDose = row.optionalNumber("max_plausible_dose", { min: 0 });
  const plausibleBasis = row.text("plausible_basis");
  const ranked = rankNutrient !== null && rankNutrient !== "coverage";
  if (ranked !== (maxPlausibleDose !== null))
    row.fail("max_plausible_dose", "is required for a supplement ranked by one nutrient, and only for it");
  if ((maxPlausibleDose === null) !== (plausibleBasis === ""))
    row.fail("plausible_basis", "must say what the bound rests on");
  if (maxPlausibleDose !== null && typical !== null && maxPlausibleDose < typical * 4) {
    row.fail("max_plausible_dose", `${maxPlausibleDose} is less than 4 times the typical dose (${typical})`);
  }
  return { maxPlausibleDose, plausibleBasis };
}

function readSupplement(row: CsvRow, seen: Set<string>) {
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
}

export function loadSupplements(dir: string, foodIds: ReadonlySet<string>): Supplement[] {
  const seen = new Set<string>();
  const { records: base } = loadTable(dir, DATA_FILES.supplements, SUPPLEMENT_COLUMNS, (row) =>
    readSupplement(row, seen),
  );
  const ids = base.map((supplement) => supplement.id);
  const byId = new Map(base.map((supplement) => [supplement.id, supplement]));
  const editorial = loadPerSupplement(dir, DATA_FILES.editorial, EDITORIAL_COLUMNS, "editorial", ids, (row) =>
    readEditorial(row),
  );
  const dosing = loadPerSupplement(dir, DATA_FILES.dosing, DOSING_COLUMNS, "dosing", ids, (row, id) =>
    readDosing(row, byId.get(id)?.nutrients ?? [], byId.get(id)?.doseInColumnUnits ?? [], foodIds),
  );
  return base.map((supplement): Supplement => {
    const edit = editorial.get(supplement.id);
    const dose = dosing.get(supplement.id);
    if (!edit || !dose) throw new Error(`supplement ${supplement.id} lost its editorial or dosing row`);
    return { ...supplement, ...edit, ...dose };
  });
}
