import { describe, expect, it } from "vitest";
import { completeAnswers, minimalAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { dietaryExclusions, nutrientsAtRisk, supplementNutrient } from "./risk.ts";

const now = new Date("2025-06-01T00:00:00Z");

describe("nutrients at risk", () => {
  it("reads the risks from the answers, most important first, each once", () => {
    const risks = nutrientsAtRisk(completeAnswers, now);
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
    const keys = nutrientsAtRisk(minimalAnswers, now).map((r) => r.nutrient);
    expect(keys).not.toContain("vitamin_d_ug");
    expect(keys).not.toContain("vitamin_b12_ug");
    expect(keys).toContain("fiber_g"); // rarely vegetables, fast food 3+
    expect(keys).toContain("magnesium_mg"); // high stress, poor sleep
    expect(keys).toContain("vitamin_c_mg"); // smoker
  });

  it("ignores listed supplements when the person says they take none", () => {
    const keys = nutrientsAtRisk({ ...minimalAnswers, takesDietarySupplements: "no", supplements: ["zinc"] }, now).map(
      (r) => r.nutrient,
    );
    expect(keys).not.toContain("zinc_mg");
  });
});

describe("supplements as nutrients", () => {
  it("maps omega-3 to plant ALA for people who eat no fish", () => {
    expect(supplementNutrient("omega_3", { dietType: "vegan" })).toBe("ala_g");
    expect(supplementNutrient("omega_3", { dietType: "balanced" })).toBe("epa_plus_dha_g");
    expect(supplementNutrient("probiotics", { dietType: "balanced" })).toBeNull();
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
