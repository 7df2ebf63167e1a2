import { describe, expect, it } from "vitest";
import { completeAnswers, minimalAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { personInputFromAnswers } from "./person-from-answers.ts";
import { resolvePerson } from "../policy/person.ts";
import { dietaryExclusions, nutrientsAtRisk, nutrientsAtStake, supplementNutrient } from "./risk.ts";
import { kb } from "../kb/test-support.ts";

const now = new Date("2025-06-01T00:00:00Z");
const personOf = (answers: Partial<AssessmentAnswers>) =>
  resolvePerson(kb.safety, personInputFromAnswers(answers, now));
const atStake = (answers: AssessmentAnswers) =>
  nutrientsAtStake(answers, { person: personOf(answers), rules: kb.safety });
const risksOf = (answers: AssessmentAnswers) => atStake(answers).risks;

describe("nutrients at risk", () => {
  it("reads the risks from the answers, most important first, each once", () => {
    const risks = risksOf(completeAnswers);
    const keys = risks.map((r) => r.nutrient);
    expect(keys[0]).toBe("vitamin_d_ug");
    expect(keys).toContain("vitamin_b12_ug");
    expect(keys).toContain("ala_g"); // vegetarian: plant omega-3, not fish
    expect(keys).not.toContain("epa_plus_dha_g");
    expect(keys).toContain("iron_mg");
    expect(new Set(keys).size).toBe(keys.length);
    const d = risks.find((r) => r.nutrient === "vitamin_d_ug");
    expect(d?.reasons).toEqual(["less than 30 minutes of sunlight a day", "you take it as a supplement now"]);
  });

  it("finds fewer risks for someone who eats meat and fish daily and gets sun", () => {
    const keys = risksOf(minimalAnswers).map((r) => r.nutrient);
    expect(keys).not.toContain("vitamin_d_ug");
    expect(keys).not.toContain("vitamin_b12_ug");
    expect(keys).toContain("fiber_g"); // rarely vegetables, fast food 3+
    expect(keys).toContain("magnesium_mg"); // high stress, poor sleep
    expect(keys).toContain("vitamin_c_mg"); // smoker
  });

  it("reads the same from the answers alone (the dashboard's and the chat's call), withheld nutrients left out", () => {
    const answers: AssessmentAnswers = {
      ...completeAnswers,
      healthConditions: ["other"],
      otherHealthCondition: "haemochromatosis",
    };
    expect(nutrientsAtRisk(answers, now, kb.safety)).toEqual(risksOf(answers));
    expect(nutrientsAtRisk(answers, now, kb.safety).map((r) => r.nutrient)).not.toContain("iron_mg");
  });

  it("ignores listed supplements when the person says they take none", () => {
    const keys = risksOf({ ...minimalAnswers, takesDietarySupplements: "no", supplements: ["zinc"] }).map(
      (r) => r.nutrient,
    );
    expect(keys).not.toContain("zinc_mg");
  });
});

describe("the policy decides what is safety", () => {
  it("iron is a key area only for those at risk: never for men or women over 51 who eat meat", () => {
    const meatEater = { ...minimalAnswers, vegetablesFruitsConsumption: "daily" as const };
    expect(risksOf({ ...meatEater, gender: "male", yearOfBirth: 1990 }).map((r) => r.nutrient)).not.toContain(
      "iron_mg",
    );
    expect(risksOf({ ...meatEater, gender: "female", yearOfBirth: 1960 }).map((r) => r.nutrient)).not.toContain(
      "iron_mg",
    );
    const young = risksOf({ ...meatEater, gender: "female", yearOfBirth: 1995 }).find((r) => r.nutrient === "iron_mg");
    expect(young?.reasons).toEqual(["iron needs are higher for women who menstruate"]);
    expect(risksOf({ ...meatEater, gender: "male", meatFishConsumption: "rarely" }).map((r) => r.nutrient)).toContain(
      "iron_mg",
    );
  });

  it("a typed plant-based diet counts as vegan (B12, zinc, calcium, plant omega-3)", () => {
    const keys = risksOf({ ...minimalAnswers, dietType: "other", otherDietType: "plant-based" }).map((r) => r.nutrient);
    expect(keys).toEqual(expect.arrayContaining(["vitamin_b12_ug", "ala_g", "calcium_mg", "zinc_mg"]));
    expect(keys).not.toContain("epa_plus_dha_g");
  });

  it("drops what the condition withholds and says why: iron with haemochromatosis, potassium with kidney disease", () => {
    const haemochromatosis = atStake({
      ...completeAnswers,
      healthConditions: ["other"],
      otherHealthCondition: "haemochromatosis",
    });
    expect(haemochromatosis.risks.map((r) => r.nutrient)).not.toContain("iron_mg");
    expect(haemochromatosis.withheld.map((w) => [w.nutrient, w.withheld[0]?.ruleId])).toEqual([
      ["iron_mg", "no-iron-haemochromatosis"],
    ]);
    const kidney = atStake({
      ...minimalAnswers,
      healthConditions: ["high_blood_pressure", "other"],
      otherHealthCondition: "chronic kidney disease",
    });
    expect(kidney.risks.map((r) => r.nutrient)).not.toContain("potassium_mg");
    expect(kidney.withheld.map((w) => w.nutrient)).toContain("potassium_mg");
  });
});

describe("supplements as nutrients", () => {
  it("maps omega-3 to plant ALA for people who eat no fish", () => {
    expect(supplementNutrient("omega_3", personOf({ dietType: "vegan" }))).toBe("ala_g");
    expect(supplementNutrient("omega_3", personOf({ dietType: "other", otherDietType: "plant-based" }))).toBe("ala_g");
    expect(supplementNutrient("omega_3", personOf({ dietType: "balanced" }))).toBe("epa_plus_dha_g");
    expect(supplementNutrient("probiotics", personOf({ dietType: "balanced" }))).toBeNull();
  });
});

describe("dietary exclusions", () => {
  it("names what the diet and each allergy rule out", () => {
    expect(dietaryExclusions({ dietType: "balanced", allergies: [] })).toEqual([]);
    const vegan = dietaryExclusions({ dietType: "vegan", allergies: ["nuts", "gluten"] });
    expect(vegan).toHaveLength(3);
    expect(vegan[0]).toMatch(/all animal foods/);
    expect(vegan.join(" ")).toMatch(/nut allergy/);
    expect(vegan.join(" ")).toMatch(/gluten/);
    expect(dietaryExclusions({ dietType: "balanced", allergies: ["other"], otherAllergy: "kiwi" })).toEqual([
      "anything containing the allergen the person named in otherAllergy",
    ]);
  });
});
