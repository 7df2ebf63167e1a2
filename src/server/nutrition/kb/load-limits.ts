// Loader for upper_limits.csv: adult Tolerable Upper Intake Levels (National Academies, via NIH ODS).
import { withMicroSign } from "./dose-units.ts";
import { DATA_FILES, httpsAddress, loadTable, nutrientKeyCell } from "./load-table.ts";
import type { NutrientKey, UpperLimit, UpperLimitScope } from "./types.ts";

const COLUMNS = [
  "nutrient_column",
  "nutrient",
  "ul",
  "ul_unit",
  "ul_in_column_units",
  "applies_to",
  "kind",
  "note",
  "source",
  "older_from_age",
  "older_ul_in_column_units",
] as const;
const SCOPES: readonly UpperLimitScope[] = ["total", "supplements", "preformed"];

export function loadUpperLimits(dir: string): Map<NutrientKey, UpperLimit> {
  const limits = new Map<NutrientKey, UpperLimit>();
  loadTable(dir, DATA_FILES.upperLimits, COLUMNS, (row) => {
    const nutrient = nutrientKeyCell(row, "nutrient_column", row.requiredText("nutrient_column"));
    if (limits.has(nutrient)) row.fail("nutrient_column", `"${nutrient}" appears more than once`);
    const appliesTo = row.oneOf("applies_to", SCOPES);
    const kind = row.oneOf("kind", ["ul", "guidance"] as const);
    const source = httpsAddress(row, "source");
    const ul = row.requiredNumber("ul", { min: 0 });
    const value = row.requiredNumber("ul_in_column_units", { min: 0 });
    const fromAge = row.optionalNumber("older_from_age", { min: 19, max: 120 });
    const olderValue = row.optionalNumber("older_ul_in_column_units", { min: 0 });
    if ((fromAge === null) !== (olderValue === null))
      row.fail("older_ul_in_column_units", "an older age and its upper limit go together");
    limits.set(nutrient, {
      nutrient,
      value,
      statedAs: `${ul.toLocaleString("en-US")} ${withMicroSign(row.requiredText("ul_unit"))}`,
      appliesTo,
      kind,
      note: row.text("note"),
      source,
      older: fromAge === null || olderValue === null ? null : { fromAge, value: olderValue },
    });
  });
  return limits;
}
