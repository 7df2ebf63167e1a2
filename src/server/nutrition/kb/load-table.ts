// The one skeleton every knowledge-base loader shares: read a CSV file, check its columns, turn each row
// into a record. Cells are validated by CsvRow's accessors, so any problem names the file, line and column.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CsvRow, DataFileError, readCsvTable } from "./csv.ts";
import { NUTRIENT_KEYS, type NutrientKey } from "./types.ts";

export const DATA_FILES = {
  foods: "foods.csv",
  staples: "staples.csv",
  dailyValues: "daily_values.csv",
  supplements: "supplements.csv",
  foodTags: "food_tags.csv",
  upperLimits: "upper_limits.csv",
  editorial: "supplement_editorial.csv",
  dosing: "supplement_dosing.csv",
} as const;

/** Reads `file` from `dir` and checks its columns; errors name the file as `name` (e.g. "safety/diets.csv"). */
export function readTable(dir: string, file: string, columns: readonly string[], name = file): CsvRow[] {
  let text: string;
  try {
    text = readFileSync(join(dir, file), "utf8");
  } catch (error) {
    throw new DataFileError(name, 1, 1, `cannot read the file (${(error as Error).message})`);
  }
  return readCsvTable(text, name, columns).rows;
}

/**
 * Reads `file` from `dir`, requires `columns` (the table's schema) and maps every row with `rowToRecord`.
 * Returns the records and the number of data rows (for "no row for ..." errors after the last line).
 */
export function loadTable<T>(
  dir: string,
  file: string,
  columns: readonly string[],
  rowToRecord: (row: CsvRow) => T,
): { records: T[]; rowCount: number } {
  const rows = readTable(dir, file, columns);
  return { records: rows.map(rowToRecord), rowCount: rows.length };
}

/** A located error just after the last row, for rows the file should have but lacks. */
export function missingRows(file: string, rowCount: number, problem: string): DataFileError {
  return new DataFileError(file, rowCount + 2, 1, problem);
}

export function httpsAddress(row: CsvRow, column: string): string {
  const address = row.requiredText(column);
  if (!address.startsWith("https://")) row.fail(column, "must be an https:// address");
  return address;
}

export function nutrientKeyCell(row: CsvRow, column: string, value: string): NutrientKey {
  return row.check(column, value, NUTRIENT_KEYS, "nutrient column");
}

export function uniqueKey(seen: Set<string>, row: CsvRow, column: string, value: string): void {
  if (seen.has(value)) row.fail(column, `"${value}" appears more than once`);
  seen.add(value);
}
