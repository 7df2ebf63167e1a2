// Kidney disease by stage (decision 027): stages 1-2, 3 (3a, 3b), 4-5, dialysis, a transplant and a typed eGFR each
// read as their KDIGO stage, with the stage's rules: potassium and phosphorus foods left out only from stage 4, on
// dialysis or when no stage is given; not pushed from stage 3; protein per kg by stage; dialysis's protein and fluid
// line; no magnesium or high-dose vitamin C supplements at any stage. Each case names the rule it expects.
import { describe, expect, it } from "vitest";
import type { PersonInput } from "./types.ts";
import { foodNamed, person, policy } from "./test-helpers.ts";

const kidney = (text: string) => person({ age: 55, otherHealthCondition: text } as PersonInput);

describe("kidney disease stages are recognised", () => {
  it.each([
    ["chronic kidney disease", "ckd", true],
    ["CKD stage 1", "ckd_early", false],
    ["ckd 2", "ckd_early", false],
    ["mild kidney disease", "ckd_early", false],
    ["CKD stage 3a", "ckd_stage_3", false],
    ["stage 3b CKD", "ckd_stage_3", false],
    ["CKD3", "ckd_stage_3", false],
    ["chronic kidney disease stage 4", "ckd_advanced", false],
    ["CKD 5", "ckd_advanced", false],
    ["kidney failure", "ckd_advanced", false],
    ["ESRD", "ckd_advanced", false],
    ["eGFR 95", "ckd_early", false],
    ["eGFR 62", "ckd_early", false],
    ["my eGFR is 47", "ckd_stage_3", false],
    ["GFR of 31", "ckd_stage_3", false],
    ["eGFR 22", "ckd_advanced", false],
    ["egfr 9", "ckd_advanced", false],
    ["haemodialysis", "dialysis", false],
    ["peritoneal dialysis", "dialysis", false],
    ["kidney transplant", "kidney_transplant", false],
  ])("%s -> %s", (typed, id, unknownStage) => {
    const who = kidney(typed);
    expect(who.conditions.map((item) => item.id)).toEqual([id]);
    expect(who.groups.has("stage:ckd_stage_unknown"), "stage not given").toBe(unknownStage);
    expect(who.unrecognised).toEqual([]);
  });

  it("reads a negated stage as not applying", () => {
    const who = kidney("CKD 3a, not on dialysis");
    expect(who.groups.has("condition:dialysis")).toBe(false);
    expect(who.groups.has("condition:ckd_stage_3")).toBe(true);
  });

  it("a transplant is not read as kidney disease of a stage, but as a weakened immune system", () => {
    const who = kidney("kidney transplant");
    expect(who.groups.has("condition:ckd")).toBe(false);
    expect(who.groups.has("condition:weakened_immunity")).toBe(true);
  });
});

/** What the policy does with a food for the person: its rule's id when left out or ranked last, else "allowed". */
function outcome(typed: string, food: string): string {
  const verdict = policy.forPerson(kidney(typed)).assessFood(foodNamed(food));
  if (verdict.exclusion) return `exclude ${verdict.exclusion.ruleId}`;
  if (verdict.demoted) return `demote ${verdict.cautions.find((caution) => caution.kind === "rule")?.ruleId ?? ""}`;
  return "allowed";
}

describe("potassium and phosphorus: left out only from stage 4, on dialysis or with no stage given", () => {
  it.each([
    ["chronic kidney disease", "Banana", "exclude ckd-potassium"],
    ["CKD stage 2", "Banana", "allowed"],
    ["CKD stage 3a", "Banana", "allowed"],
    ["CKD stage 4", "Banana", "exclude ckd-potassium"],
    ["eGFR 12", "Banana", "exclude ckd-potassium"],
    ["on dialysis", "Banana", "exclude ckd-potassium"],
    ["kidney transplant", "Banana", "allowed"],
  ])("%s, %s: %s", (typed, food, expected) => {
    expect(outcome(typed, food)).toBe(expected);
  });

  it.each([
    ["chronic kidney disease", true],
    ["CKD stage 1", false],
    ["CKD stage 3b", true],
    ["CKD stage 5", true],
    ["haemodialysis", true],
    ["kidney transplant", false],
  ])("%s: potassium and phosphorus not pushed: %s", (typed, withheld) => {
    const forPerson = policy.forPerson(kidney(typed));
    for (const nutrient of ["potassium_mg", "phosphorus_mg"] as const) {
      const ids = forPerson.adviceFor(nutrient).withheld.map((line) => line.ruleId);
      expect(ids.length > 0, `${nutrient}: ${ids.join(", ")}`).toBe(withheld);
    }
  });
});

describe("each stage's advice line, with its source", () => {
  it.each([
    ["chronic kidney disease", "ckd-stage-unknown", "give your stage or eGFR"],
    ["CKD stage 2", "ckd-early", "don't eat more than 1.3 g of protein per kg a day"],
    ["CKD stage 3a", "ckd-stage-3", "about 0.8 g of protein per kg a day"],
    ["CKD stage 4", "ckd", "sets your limits for potassium, phosphorus, protein and fluid"],
    ["haemodialysis", "dialysis-fluids", "1.0-1.2 g per kg a day"],
    ["kidney transplant", "kidney-transplant", "avoid grapefruit and its juice"],
  ])("%s: %s", (typed, rule, words) => {
    const lines = policy.forPerson(kidney(typed)).adviceFor(null).lines;
    const line = lines.find((item) => item.ruleId === rule);
    expect(line?.message, lines.map((item) => item.ruleId).join(", ")).toContain(words);
    expect(line?.source.url).toMatch(/^https:\/\//);
  });

  it("no magnesium or high-dose vitamin C supplements at every stage of kidney disease", () => {
    for (const typed of ["CKD stage 1", "CKD stage 3b", "CKD stage 5", "dialysis", "kidney disease"]) {
      const ids = policy
        .forPerson(kidney(typed))
        .adviceFor(null)
        .lines.map((line) => line.ruleId);
      expect(ids, typed).toContain("ckd-supplements");
    }
  });

  it("stage 4 and dialysis do not also get the early or stage 3 line", () => {
    const ids = policy
      .forPerson(kidney("CKD stage 4; haemodialysis"))
      .adviceFor(null)
      .lines.map((line) => line.ruleId);
    expect(ids).not.toContain("ckd-early");
    expect(ids).not.toContain("ckd-stage-3");
    expect(ids).not.toContain("ckd-stage-unknown");
  });
});
