import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataFileError } from "./csv.ts";
import { DEFAULT_DATA_DIR, loadKnowledgeBase } from "./load.ts";
import { kb, supplement } from "./test-support.ts";

const copies: string[] = [];

/** A copy of data/nutrients with one file edited. */
function dataWith(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "kb-"));
  copies.push(dir);
  cpSync(DEFAULT_DATA_DIR, dir, { recursive: true });
  const path = join(dir, file);
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  if (after === before) throw new Error(`the edit did not change ${file}`);
  writeFileSync(path, after);
  return dir;
}

/** Replaces the cell at a 1-based line and column of a simple (unquoted) region. */
function replaceLine(text: string, line: number, edit: (line: string) => string): string {
  const lines = text.split("\n");
  lines[line - 1] = edit(lines[line - 1]!);
  return lines.join("\n");
}

function loadError(dir: string): DataFileError {
  try {
    loadKnowledgeBase(dir);
  } catch (error) {
    if (error instanceof DataFileError) return error;
    throw error;
  }
  throw new Error("expected the load to fail");
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loading the knowledge base", () => {
  it("loads every file", () => {
    expect(kb.foods).toHaveLength(175);
    expect(kb.supplements).toHaveLength(33); // 32 + niacin (issue 9)
    expect(kb.dailyValues.get("vitamin_d_ug")).toEqual({ value: 20, unit: "µg", name: "Vitamin D" });
    expect(kb.dailyValues.has("epa_g")).toBe(false);
    expect(kb.nutrients.get("epa_g")?.dailyValue).toBeNull();
    expect(kb.referenceEnergyKcal).toBe(2000);
  });

  it("keeps empty cells unknown, never zero", () => {
    const wildSalmon = kb.foods.find((food) => food.id === "171998");
    expect(wildSalmon?.nutrients.vitamin_d_ug).toBeUndefined();
    expect("iodine_ug" in (wildSalmon?.nutrients ?? {})).toBe(false);
    const farmedRaw = kb.foods.find((food) => food.id === "175167");
    expect(farmedRaw?.nutrients.vitamin_k2_mk4_ug).toBe(0); // a real 0 in the CSV stays 0
  });

  it("has an editorial entry for every supplement, with half-step ratings out of 5 and a source", () => {
    for (const s of kb.supplements) {
      for (const value of Object.values(s.ratings)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(5);
        expect(Number.isInteger(value * 2)).toBe(true);
      }
      expect(s.description.length, s.id).toBeGreaterThan(40);
      expect(s.rationale.length, s.id).toBeGreaterThan(30);
      expect(s.sourceUrl, s.id).toMatch(/^https:\/\//);
    }
  });

  it("marks supplements with no whole-food equivalent and says what is true instead", () => {
    for (const id of ["melatonin", "creatine", "coq10", "probiotics", "turmeric_curcumin"]) {
      expect(supplement(id).foodEquivalent, id).toBe("none");
      expect(supplement(id).insteadNote.length, id).toBeGreaterThan(40);
    }
    expect(supplement("probiotics").insteadNote).toMatch(/fermented foods with live cultures/i);
    expect(supplement("vitamin_d").foodGapNote).toMatch(/winter/);
    expect(supplement("vitamin_b12").veganNote).toMatch(/fortified foods or a B12 supplement/);
    expect(supplement("vitamin_b12").foodGapNote).toMatch(/over 50/);
    expect(supplement("iron").foodGapNote).toMatch(/Pregnancy/);
    expect(supplement("folic_acid").foodGapNote).toMatch(/pregnant/);
    expect(supplement("vitamin_k1").safetyNote).toMatch(/^If you take warfarin or another vitamin K antagonist/);
    expect(supplement("vitamin_k2")).toMatchObject({
      nutrients: ["vitamin_k2_mk4_ug"],
      rankNutrient: "vitamin_k2_mk4_ug",
      fallbackNutrient: "vitamin_k_ug",
    });
    expect(supplement("niacin")).toMatchObject({ nutrients: ["niacin_mg"], typicalDose: 500, maxPlausibleDose: 12000 });
  });

  it("holds the adult upper limits with their scope and source", () => {
    expect(kb.upperLimits.get("vitamin_d_ug")).toMatchObject({ value: 100, appliesTo: "total", kind: "ul" });
    expect(kb.upperLimits.get("magnesium_mg")).toMatchObject({ value: 350, appliesTo: "supplements" });
    expect(kb.upperLimits.get("niacin_mg")).toMatchObject({ value: 35, appliesTo: "supplements" });
    expect(kb.upperLimits.get("folate_dfe_ug")).toMatchObject({
      value: 1700,
      appliesTo: "supplements",
      statedAs: "1,000 µg folic acid from supplements and fortified foods",
    });
    expect(kb.upperLimits.get("vitamin_a_rae_ug")).toMatchObject({ value: 3000, appliesTo: "preformed" });
    expect(kb.upperLimits.get("epa_plus_dha_g")).toMatchObject({ kind: "guidance" });
    for (const limit of kb.upperLimits.values()) expect(limit.source).toMatch(/^https:\/\/ods\.od\.nih\.gov\//);
  });
});

describe("a malformed file stops the load, naming file, line and column", () => {
  it("a bad number in foods.csv", () => {
    // Line 3 is the second food; serving_g is the 5th column.
    const dir = dataWith("foods.csv", (text) =>
      replaceLine(text, 3, (line) => line.replace(",fish,85,3 oz,", ",fish,abc,3 oz,")),
    );
    const error = loadError(dir);
    expect(error.message).toBe('foods.csv, line 3, column 5: serving_g: expected a number, got "abc"');
    expect({ file: error.file, line: error.line, column: error.column }).toEqual({
      file: "foods.csv",
      line: 3,
      column: 5,
    });
  });

  it("an unknown category in foods.csv", () => {
    const dir = dataWith("foods.csv", (text) =>
      replaceLine(text, 2, (line) => line.replace(",fish,85,", ",fishy,85,")),
    );
    expect(loadError(dir).message).toMatch(/^foods\.csv, line 2, column 4: category: unknown value "fishy"/);
  });

  it("a missing cell in foods.csv", () => {
    const dir = dataWith("foods.csv", (text) => replaceLine(text, 4, (line) => line.slice(0, line.lastIndexOf(","))));
    expect(loadError(dir).message).toMatch(
      /^foods\.csv, line 4, column \d+: expected 44 cells as in the header, found 43/,
    );
  });

  it("a negative nutrient value in foods.csv", () => {
    const dir = dataWith("foods.csv", (text) =>
      replaceLine(text, 2, (line) => line.replace(",206,22.1,", ",206,-22.1,")),
    );
    expect(loadError(dir).message).toMatch(/^foods\.csv, line 2, column 9: protein_g: -22.1 is below the minimum 0/);
  });

  it("an unclosed quote in supplements.csv", () => {
    const dir = dataWith("supplements.csv", (text) => `${text}zz,"Broken,a,,1,mg,,x,y\n`);
    expect(loadError(dir).message).toMatch(/^supplements\.csv, line 35, column 2: a quoted cell is never closed/);
  });

  it("an unknown nutrient column in supplements.csv", () => {
    const dir = dataWith("supplements.csv", (text) => text.replace(",magnesium_mg,250,", ",magnesium_mgg,250,"));
    expect(loadError(dir).message).toMatch(
      /^supplements\.csv, line 9, column 4: nutrient_columns: unknown nutrient column "magnesium_mgg"/,
    );
  });

  it("an unknown tag, or a name that does not match foods.csv, in food_tags.csv", () => {
    const unknownTag = dataWith("food_tags.csv", (text) =>
      text.replace("food,170567,Almonds,tree_nut,", "food,170567,Almonds,treenut,"),
    );
    expect(loadError(unknownTag).message).toMatch(/^food_tags\.csv, line \d+, column 4: tags: unknown tag "treenut"/);
    const wrongName = dataWith("food_tags.csv", (text) =>
      text.replace("food,170567,Almonds,", "food,170567,Almond milk,"),
    );
    expect(loadError(wrongName).message).toMatch(
      /^food_tags\.csv, line \d+, column 3: name: food 170567 is named "Almonds"/,
    );
  });

  it("a dairy tag without the animal tag", () => {
    const dir = dataWith("food_tags.csv", (text) =>
      text.replace('food,170904,"Kefir, plain, low fat",animal|dairy,', 'food,170904,"Kefir, plain, low fat",dairy,'),
    );
    expect(loadError(dir).message).toMatch(
      /^food_tags\.csv, line \d+, column 4: tags: tag "dairy" requires the tag "animal"/,
    );
  });

  it("a rating that is not a half step, or a missing editorial row", () => {
    const rating = dataWith("supplement_editorial.csv", (text) =>
      replaceLine(text, 2, (line) => line.replace(",4.5,5,4.5,", ",4.3,5,4.5,")),
    );
    expect(loadError(rating).message).toMatch(
      /^supplement_editorial\.csv, line 2, column 3: effectiveness: ratings go in half steps/,
    );
    const missing = dataWith("supplement_editorial.csv", (text) =>
      text
        .split("\n")
        .filter((line) => !line.startsWith("creatine,"))
        .join("\n"),
    );
    expect(loadError(missing).message).toMatch(
      /^supplement_editorial\.csv, line \d+, column 1: no editorial row for creatine/,
    );
  });

  it("a bad scope in upper_limits.csv", () => {
    const dir = dataWith("upper_limits.csv", (text) =>
      text.replace("vitamin_c_mg,Vitamin C,2000,mg,2000,total,", "vitamin_c_mg,Vitamin C,2000,mg,2000,everything,"),
    );
    expect(loadError(dir).message).toMatch(
      /^upper_limits\.csv, line 3, column 6: applies_to: unknown value "everything"/,
    );
  });

  it("a supplement ranked by a nutrient without a plausibility bound, or with one below four typical doses", () => {
    const missing = dataWith("supplement_dosing.csv", (text) =>
      text.replace("iron,iron_mg,nutrient,,,tablet|capsule,,,,800,", "iron,iron_mg,nutrient,,,tablet|capsule,,,,,"),
    );
    expect(loadError(missing).message).toMatch(
      /^supplement_dosing\.csv, line 4, column 10: max_plausible_dose: is required for a supplement ranked by one nutrient/,
    );
    const low = dataWith("supplement_dosing.csv", (text) =>
      text.replace("iron,iron_mg,nutrient,,,tablet|capsule,,,,800,", "iron,iron_mg,nutrient,,,tablet|capsule,,,,50,"),
    );
    expect(loadError(low).message).toMatch(
      /^supplement_dosing\.csv, line 4, column 10: max_plausible_dose: 50 is less than 4 times the typical dose \(18\)/,
    );
  });

  it("an older age without its upper limit in upper_limits.csv", () => {
    const dir = dataWith("upper_limits.csv", (text) => text.replace(",51,2000\n", ",51,\n"));
    expect(loadError(dir).message).toMatch(
      /^upper_limits\.csv, line \d+, column 11: older_ul_in_column_units: an older age and its upper limit go together/,
    );
  });

  it("a missing file", () => {
    const dir = dataWith("daily_values.csv", (text) => `${text} `);
    rmSync(join(dir, "daily_values.csv"));
    expect(loadError(dir).message).toMatch(/^daily_values\.csv, line 1, column 1: cannot read the file/);
  });
});
