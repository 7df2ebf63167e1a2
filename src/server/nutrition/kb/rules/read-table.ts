// Reading one safety table: CSV text -> rows parsed by a zod schema, a failure located to file, line and column.
import type { z } from "zod";
import type { CsvRow } from "../csv.ts";
import { readTable } from "../load-table.ts";
import type { KnowledgeBase } from "../knowledge-base.ts";
import type { SourceRef } from "./types.ts";

export const SAFETY_DIR = "safety";

export const SAFETY_FILES = {
  allergens: "allergens.csv",
  diets: "diets.csv",
  conditions: "conditions.csv",
  dietFoods: "diet_foods.csv",
  allergenFoods: "allergen_foods.csv",
  conditionFoods: "condition_foods.csv",
  medicineFoods: "medicine_foods.csv",
  noFoodRules: "no_food_rule.csv",
  keepTaking: "keep_taking.csv",
  saltForms: "salt_forms.csv",
  proteinPerKg: "protein_per_kg.csv",
  medicineClasses: "medicine_classes.csv",
  medicines: "medicines.csv",
  pregnancyFoods: "pregnancy_foods.csv",
  mustCook: "must_cook.csv",
  nutrientRules: "nutrient_rules.csv",
  advice: "advice.csv",
  lifeStageLimits: "life_stage_upper_limits.csv",
  referenceIntakes: "reference_intakes.csv",
  settings: "settings.csv",
} as const;

export type Base = Pick<KnowledgeBase, "foods" | "nutrients" | "upperLimits">;

export interface ParsedRow<T> {
  row: CsvRow;
  value: T;
  where: string;
}

/** Reads one table and parses every row with `schema`; a failure names the file, line and column. */
export function readRows<S extends z.ZodObject>(dir: string, file: string, schema: S): ParsedRow<z.output<S>>[] {
  const name = `${SAFETY_DIR}/${file}`;
  const columns = Object.keys(schema.shape);
  const rows = readTable(dir, file, columns, name);
  return rows.map((row) => {
    const cells = Object.fromEntries(columns.map((column) => [column, row.text(column)]));
    const result = schema.safeParse(cells);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      row.fail(String(issue.path[0] ?? columns[0]), issue.message);
    }
    return { row, value: result.data as z.output<S>, where: `${name}, line ${row.line}` };
  });
}

export function sourceOf(value: { source: string; source_url: string }): SourceRef {
  return { label: value.source, url: value.source_url };
}
