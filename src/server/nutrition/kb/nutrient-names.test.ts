import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nutrientNames } from "../../../shared/texts/nutrients.ts";
import { readCsvTable } from "./csv.ts";
import { DATA_FILES, DEFAULT_DATA_DIR } from "./load.ts";
import { kb } from "./test-support.ts";
import { NUTRIENT_KEYS } from "./types.ts";

// The shared name table (src/shared/texts/nutrients.ts) against the knowledge base it names: every
// column has exactly one row, and the labels are daily_values.csv's names, so a renamed or added
// nutrient in the data fails here rather than showing two names to people.

/** Columns that daily_values.csv names in the chemists' notation ("ALA (18:3 n-3)"); people see the table's label. */
const chemistsNotation = new Set(["epa_g", "dha_g", "ala_g", "epa_plus_dha_g"]);
/** The K2 column holds MK-4 only ("Vitamin K2 (menaquinone-4)"), but a K2 dose of any form is shown as "Vitamin K2". */
const renamed = new Map([["vitamin_k2_mk4_ug", "Vitamin K2"]]);

const csvNames = new Map(
  readCsvTable(readFileSync(join(DEFAULT_DATA_DIR, DATA_FILES.dailyValues), "utf8"), DATA_FILES.dailyValues, [
    "nutrient_column",
    "nutrient",
  ])
    .rows.map((row) => [row.requiredText("nutrient_column"), row.requiredText("nutrient")] as const)
    .filter(([column]) => column !== "energy_kcal"),
);

describe("the shared nutrient names", () => {
  it("name every nutrient column of the knowledge base, and nothing else", () => {
    expect(Object.keys(nutrientNames).sort()).toEqual([...NUTRIENT_KEYS].sort());
    expect([...csvNames.keys()].sort()).toEqual([...NUTRIENT_KEYS].sort());
  });

  const plainColumns = [...csvNames].filter(([column]) => !chemistsNotation.has(column) && !renamed.has(column));
  const chemistsColumns = [...csvNames].filter(([column]) => chemistsNotation.has(column));

  it.each(plainColumns)("label %s as daily_values.csv names it", (column, csvName) => {
    expect(nutrientNames[column as keyof typeof nutrientNames].label).toBe(csvName);
  });

  it.each([...renamed])("label %s as %s", (column, label) => {
    expect(nutrientNames[column as keyof typeof nutrientNames].label).toBe(label);
  });

  // "EPA (20:5 n-3)" -> "EPA (omega-3)": the same fatty acid, named for people.
  it.each(chemistsColumns)("label %s in plain words (omega-3)", (column, csvName) => {
    const { label } = nutrientNames[column as keyof typeof nutrientNames];
    expect(label).toContain("omega-3");
    expect(label.startsWith(csvName.replace(/ \(.*\)$/, ""))).toBe(true);
  });

  it("are the names the loaded knowledge base gives the lookup", () => {
    for (const key of NUTRIENT_KEYS) expect(kb.nutrients.get(key)?.name, key).toBe(nutrientNames[key].label);
  });
});
