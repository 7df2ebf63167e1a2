import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { safetyTexts } from "../../../../shared/texts/safety.ts";
import { DataFileError } from "../csv.ts";
import { DEFAULT_DATA_DIR, loadKnowledgeBase } from "../load.ts";
import { readCsvTable } from "../csv.ts";
import { SAFETY_DIR, SAFETY_FILES } from "./read-table.ts";
import { kb, rules } from "../../policy/test-helpers.ts";

const copies: string[] = [];

/** A copy of data/nutrients with one safety file edited. */
function dataWith(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "safety-"));
  copies.push(dir);
  cpSync(DEFAULT_DATA_DIR, dir, { recursive: true });
  const path = join(dir, SAFETY_DIR, file);
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  if (after === before) throw new Error(`the edit did not change ${file}`);
  writeFileSync(path, after);
  return dir;
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

function lineOf(file: string, startsWith: string): number {
  const lines = readFileSync(join(DEFAULT_DATA_DIR, SAFETY_DIR, file), "utf8").split("\n");
  const index = lines.findIndex((line) => line.startsWith(startsWith));
  if (index < 0) throw new Error(`no line starting ${startsWith} in ${file}`);
  return index + 1;
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function rowsOf(file: string): Record<string, string>[] {
  const text = readFileSync(join(DEFAULT_DATA_DIR, SAFETY_DIR, file), "utf8");
  const { header, rows } = readCsvTable(text, file, []);
  return rows.map((row) => Object.fromEntries(header.map((name) => [name, row.text(name)])));
}

describe("the safety tables load with the knowledge base", () => {
  it("reads every table with its rows", () => {
    expect(readdirSync(join(DEFAULT_DATA_DIR, SAFETY_DIR)).sort()).toEqual(Object.values(SAFETY_FILES).sort());
    expect(rules.allergens.size).toBe(rowsOf(SAFETY_FILES.allergens).length);
    expect(rules.diets.size).toBe(rowsOf(SAFETY_FILES.diets).length);
    expect(rules.conditions.size).toBe(rowsOf(SAFETY_FILES.conditions).length);
    const foodRuleRows = [
      SAFETY_FILES.dietFoods,
      SAFETY_FILES.allergenFoods,
      SAFETY_FILES.conditionFoods,
      SAFETY_FILES.medicineFoods,
      SAFETY_FILES.pregnancyFoods,
      SAFETY_FILES.mustCook,
    ];
    expect(rules.foodRules).toHaveLength(foodRuleRows.reduce((sum, file) => sum + rowsOf(file).length, 0));
    expect(rules.settings).toEqual({
      maxServingsPerDay: 3,
      minPercentDvToRecommend: 10,
      minPercentReferenceToRecommend: 20,
      highDoseMultipleOfDv: 10,
      foodAboveUlAction: "demote",
    });
    expect(kb.safety).toBe(rules);
  });

  it("gives every row of every table a source (https address, or the decision record for editorial choices)", () => {
    for (const file of Object.values(SAFETY_FILES)) {
      for (const row of rowsOf(file)) {
        const where = `${file}: ${JSON.stringify(row).slice(0, 80)}`;
        expect(row.source, where).not.toBe("");
        expect(row.source_url, where).toMatch(/^(https:\/\/|docs\/decisions\/)/);
        // Editorial choices point at our decision record; everything else at its public source.
        const editorial = "basis" in row && row.basis === "editorial";
        expect(row.source_url, where).toMatch(editorial ? /^docs\/decisions\// : /^(https:\/\/|docs\/decisions\/)/);
        expect(!("basis" in row) || editorial || (row.source_url ?? "").startsWith("https://"), where).toBe(true);
      }
    }
  });

  it("uses every message and label the texts define, and the texts define every one the data uses", () => {
    const used = new Set(
      [...rules.foodRules, ...rules.nutrientRules, ...rules.advice, ...rules.keepTaking].map((rule) => rule.message),
    );
    expect([...used].filter((key) => !(key in safetyTexts.messages))).toEqual([]);
    expect(Object.keys(safetyTexts.messages).filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(safetyTexts.labels.diets).sort()).toEqual([...rules.diets.keys()].sort());
    expect(Object.keys(safetyTexts.labels.allergens).sort()).toEqual([...rules.allergens.keys()].sort());
    expect(Object.keys(safetyTexts.labels.conditions).sort()).toEqual([...rules.conditions.keys()].sort());
  });

  it("works out each rule's foods once, at load (liver for pregnancy depends on the person's limits too)", () => {
    const rule = (id: string) => rules.foodRules.find((candidate) => candidate.id === id)!;
    expect([...rule("sesame-sesame").staticMatches].sort()).toEqual(["170150", "170189"]);
    expect(rule("cook-morels").staticMatches).toEqual(new Set(["168423"]));
    expect(rule("pregnancy-liver").personDependent).toHaveLength(1);
    expect(rule("vegan-animal").personDependent).toEqual([]);
    expect(rule("lactose-dairy").staticMatches.has("173414")).toBe(false); // cheddar: unless lactose_free
  });

  it("reads the weekly limits: oily fish and tuna twice a week and halibut once in pregnancy, no other rule limited", () => {
    const limited = rules.foodRules
      .filter((rule) => rule.maxPerWeek !== null)
      .map((rule) => [rule.id, rule.maxPerWeek]);
    expect(limited).toEqual([
      ["pregnancy-tuna", 2],
      ["pregnancy-oily-fish", 2],
      ["pregnancy-halibut", 1],
    ]);
    expect(rules.foodRules.find((rule) => rule.id === "pregnancy-oily-fish")!.staticMatches).toContain("175168"); // cooked farmed salmon
  });
});

describe("a malformed safety row stops the start, naming the file, line and column", () => {
  const cases: {
    name: string;
    file: string;
    edit: (text: string) => string;
    line: () => number;
    column: number;
    message: RegExp;
  }[] = [
    {
      name: "an unknown tag in a selector",
      file: SAFETY_FILES.dietFoods,
      edit: (text) => text.replace("vegan-animal,diet:vegan,tag:animal", "vegan-animal,diet:vegan,tag:animals"),
      line: () => lineOf(SAFETY_FILES.dietFoods, "vegan-animal,"),
      column: 3,
      message: /match: unknown tag "animals"/,
    },
    {
      name: "a message with no text",
      file: SAFETY_FILES.mustCook,
      edit: (text) => text.replace("reason_cook_morels", "reason_cook_morel"),
      line: () => lineOf(SAFETY_FILES.mustCook, "cook-morels,"),
      column: 6,
      message: /message: no message "reason_cook_morel"/,
    },
    {
      name: "a group nobody can be in",
      file: SAFETY_FILES.pregnancyFoods,
      edit: (text) => text.replace("pregnancy-tuna,stage:pregnant|", "pregnancy-tuna,stage:pregnnat|"),
      line: () => lineOf(SAFETY_FILES.pregnancyFoods, "pregnancy-tuna,"),
      column: 2,
      message: /who: unknown stage "pregnnat"/,
    },
    {
      name: "a source that is not an https address",
      file: SAFETY_FILES.conditionFoods,
      edit: (text) =>
        text.replace(
          "gout-organ-meat,condition:gout,tag:organ_meat,,exclude,reason_high_purine,,stated,NIH NIAMS: Gout,https://",
          "gout-organ-meat,condition:gout,tag:organ_meat,,exclude,reason_high_purine,,stated,NIH NIAMS: Gout,http://",
        ),
      line: () => lineOf(SAFETY_FILES.conditionFoods, "gout-organ-meat,"),
      column: 10,
      message: /source_url: must be an https:\/\/ address/,
    },
    {
      name: "a food id that is not in foods.csv",
      file: SAFETY_FILES.allergenFoods,
      edit: (text) =>
        text.replace(
          "celery-celery,allergen:celery,word:celery|word:celeriac",
          "celery-celery,allergen:celery,food:999999",
        ),
      line: () => lineOf(SAFETY_FILES.allergenFoods, "celery-celery,"),
      column: 3,
      message: /no food with fdc_id "999999"/,
    },
    {
      name: "a term claimed by two allergens",
      file: SAFETY_FILES.allergens,
      edit: (text) => text.replace("egg,egg|egg white", "egg,egg|tahini|egg white"),
      line: () => lineOf(SAFETY_FILES.allergens, "sesame,"),
      column: 2,
      message: /terms: "tahini" is already a term of "egg"/,
    },
    {
      name: "a rule id used twice",
      file: SAFETY_FILES.mustCook,
      edit: (text) => text.replace("cook-eggs,everyone", "cook-morels,everyone"),
      line: () => lineOf(SAFETY_FILES.mustCook, "cook-eggs,"),
      column: 1,
      message: /rule id "cook-morels" is used more than once/,
    },
    {
      name: "an unknown setting value",
      file: SAFETY_FILES.settings,
      edit: (text) => text.replace("food_above_ul_action,demote", "food_above_ul_action,hide"),
      line: () => lineOf(SAFETY_FILES.settings, "food_above_ul_action,"),
      column: 2,
      message: /value: must be "demote" or "exclude"/,
    },
    {
      name: "a nutrient with no adult upper limit in a life-stage row",
      file: SAFETY_FILES.lifeStageLimits,
      edit: (text) => text.replace("zinc_mg,14_18,any,34", "potassium_mg,14_18,any,34"),
      line: () => lineOf(SAFETY_FILES.lifeStageLimits, "zinc_mg,"),
      column: 1,
      message: /"potassium_mg" has no adult upper limit/,
    },
    {
      name: "a weekly limit that is not a whole number of servings",
      file: SAFETY_FILES.pregnancyFoods,
      edit: (text) => text.replace("caution_limit_oily_fish,2,", "caution_limit_oily_fish,two,"),
      line: () => lineOf(SAFETY_FILES.pregnancyFoods, "pregnancy-oily-fish,"),
      column: 7,
      message: /max_per_week: expected a whole number of servings a week, or nothing/,
    },
    {
      name: "a weekly limit of no servings",
      file: SAFETY_FILES.pregnancyFoods,
      edit: (text) => text.replace("caution_limit_tuna,2,", "caution_limit_tuna,0,"),
      line: () => lineOf(SAFETY_FILES.pregnancyFoods, "pregnancy-tuna,"),
      column: 7,
      message: /max_per_week: expected 1 to 14 servings a week/,
    },
    {
      name: "a weekly limit on foods no plan serves (an exclusion)",
      file: SAFETY_FILES.pregnancyFoods,
      edit: (text) => text.replace("reason_liver_pregnancy,,", "reason_liver_pregnancy,2,"),
      line: () => lineOf(SAFETY_FILES.pregnancyFoods, "pregnancy-liver,"),
      column: 7,
      message: /max_per_week: a weekly limit needs the action "caution", not "exclude"/,
    },
    {
      name: "an over_ul selector in unless",
      file: SAFETY_FILES.conditionFoods,
      edit: (text) =>
        text.replace(
          "gout-organ-meat,condition:gout,tag:organ_meat,,",
          "gout-organ-meat,condition:gout,tag:organ_meat,over_ul:zinc_mg,",
        ),
      line: () => lineOf(SAFETY_FILES.conditionFoods, "gout-organ-meat,"),
      column: 4,
      message: /unless: over_ul cannot be used in unless/,
    },
  ];
  for (const testCase of cases) {
    it(testCase.name, () => {
      const error = loadError(dataWith(testCase.file, testCase.edit));
      expect(error.file).toBe(`${SAFETY_DIR}/${testCase.file}`);
      expect(error.line).toBe(testCase.line());
      expect(error.column).toBe(testCase.column);
      expect(error.message).toMatch(testCase.message);
    });
  }

  it("a missing table", () => {
    const dir = dataWith(SAFETY_FILES.advice, (text) => `${text}x`);
    rmSync(join(dir, SAFETY_DIR, SAFETY_FILES.advice));
    expect(loadError(dir).message).toMatch(/safety\/advice\.csv, line 1, column 1: cannot read the file/);
  });

  it("an assessment diet with no row", () => {
    const error = loadError(dataWith(SAFETY_FILES.diets, (text) => text.replace(/^keto,.*\n/m, "")));
    expect(error.message).toMatch(/no row for the assessment's diet "keto"/);
  });
});
