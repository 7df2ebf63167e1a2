import { describe, expect, it } from "vitest";
import { FOOD_NUTRIENT_KEYS } from "../kb/types.ts";
import { food, IDS, kb, person, policy, usdaPerServing } from "./test-helpers.ts";

const adult = person({ sex: "male", yearOfBirth: 1985, dietType: "balanced" });

describe("recommendFoods", () => {
  it("gives each food's amount per serving and %DV exactly as the USDA row and the FDA Daily Value say", () => {
    for (const nutrient of FOOD_NUTRIENT_KEYS) {
      for (const entry of policy.recommendFoods(adult, nutrient, { limit: 5 }).foods) {
        const expected = usdaPerServing(entry.food.id, nutrient)!;
        expect(entry.amount.amount, `${entry.food.name} ${nutrient}`).toBeCloseTo(expected, 10);
        const dailyValue = kb.nutrients.get(nutrient)?.dailyValue ?? null;
        expect(entry.amount.percentDv, `${entry.food.name} ${nutrient}`).toBe(
          dailyValue === null ? null : (expected / dailyValue) * 100,
        );
      }
    }
  });

  it("ranks best first and suggests only real sources (10% DV or more per serving)", () => {
    const result = policy.recommendFoods(adult, "magnesium_mg", { limit: 5, distinctCategories: false });
    const amounts = result.foods.map((entry) => entry.amount.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    for (const entry of result.foods) expect(entry.amount.percentDv).toBeGreaterThanOrEqual(10);
  });

  it("ranks a food one serving of which is above an upper limit after every other real source, with the caution", () => {
    // Beef liver: 6,582 µg RAE preformed vitamin A against 3,000; it gives the most vitamin A, B12 and copper.
    const vitaminA = policy.recommendFoods(adult, "vitamin_a_rae_ug", { limit: 40, distinctCategories: false }).foods;
    const liverAt = vitaminA.findIndex((entry) => entry.food.id === IDS.beefLiver);
    expect(liverAt).toBeGreaterThan(0);
    expect(vitaminA.slice(0, liverAt).every((entry) => !entry.demoted)).toBe(true);
    const liver = vitaminA[liverAt]!;
    expect(liver.demoted).toBe(true);
    const caution = liver.cautions.find((item) => item.ruleId === "upper-limit-vitamin_a_rae_ug")!;
    expect(caution.kind).toBe("upper_limit");
    expect(caution.message).toBe(
      "One serving has 6,582 µg RAE of vitamin A, above the upper limit of 3,000 µg RAE a day for preformed vitamin A: not an everyday food.",
    );
    expect(liver.cautions.some((item) => item.ruleId === "upper-limit-copper_mg")).toBe(true); // 12.4 mg against 10
    // Eastern oysters: 51.9 mg zinc against 40.
    const zinc = policy.recommendFoods(adult, "zinc_mg", { limit: 3 }).foods;
    expect(zinc.map((entry) => entry.food.id)).not.toContain(IDS.oystersEastern);
    const oysters = policy
      .recommendFoods(adult, "zinc_mg", { limit: 60, distinctCategories: false })
      .foods.find((entry) => entry.food.id === IDS.oystersEastern)!;
    expect(oysters.cautions.map((item) => item.message)).toContain(
      "One serving has 51.9 mg of zinc, above the upper limit of 40 mg a day: not an everyday food.",
    );
  });

  it("for a teenager, uses the 14-18 limits (Pacific oysters' 28 mg zinc is fine; chicken liver is out)", () => {
    const teen = person({ age: 16, sex: "male" });
    const zinc = policy.recommendFoods(teen, "zinc_mg", { limit: 60, distinctCategories: false }).foods;
    const eastern = zinc.find((entry) => entry.food.id === IDS.oystersEastern)!;
    expect(eastern.cautions.map((item) => item.message)).toContain(
      "One serving has 51.9 mg of zinc, above the upper limit of 34 mg a day at 14-18 years: not an everyday food.",
    );
    expect(zinc.find((entry) => entry.food.id === IDS.oystersPacific)?.demoted).toBe(false);
    const vitaminA = policy
      .recommendFoods(teen, "vitamin_a_rae_ug", { limit: 60, distinctCategories: false })
      .foods.map((entry) => entry.food.name);
    expect(vitaminA.join(" ")).not.toMatch(/liver/i);
  });

  it("never suggests a raw food that must be cooked; the cooked row stands in", () => {
    const iron = policy
      .recommendFoods(adult, "iron_mg", { limit: 60, distinctCategories: false })
      .foods.map((entry) => entry.food.id);
    expect(iron).not.toContain(IDS.morelRaw);
    const omega3 = policy
      .recommendFoods(adult, "epa_plus_dha_g", { limit: 60, distinctCategories: false })
      .foods.map((entry) => entry.food.id);
    expect(omega3).not.toContain(IDS.salmonFarmedRaw);
    expect(omega3).toContain(IDS.salmonFarmedCooked);
    const choline = policy
      .recommendFoods(adult, "choline_mg", { limit: 60, distinctCategories: false })
      .foods.map((entry) => entry.food.id);
    expect(choline).not.toContain(IDS.eggRaw);
    expect(choline).not.toContain(IDS.eggYolkRaw);
    expect(choline).toContain(IDS.eggBoiled);
  });

  it("gives reasons: the amount from the USDA row, and what the foods suit (only what was recognised)", () => {
    const vegan = person({ dietType: "vegan", allergies: ["nuts", "other"], otherAllergy: "sesame" });
    const entry = policy.recommendFoods(vegan, "calcium_mg").foods[0]!;
    expect(entry.food.name).toBe("Tofu, firm, calcium-set");
    expect(entry.reasons).toEqual([
      { id: "amount", message: "One serving (1/2 cup, 126 g) gives 861 mg of calcium, 66% of the Daily Value." },
      { id: "fits", message: "Suits what you told us: vegan diet, nut allergy and no sesame." },
    ]);
  });

  it("needs a real share of a reference intake where there is no Daily Value (no EPA + DHA from quinoa)", () => {
    const vegan = person({ dietType: "vegan" });
    expect(policy.recommendFoods(vegan, "epa_plus_dha_g").foods).toEqual([]);
    const ala = policy.recommendFoods(vegan, "ala_g").foods;
    expect(ala.length).toBe(3);
    for (const entry of ala) expect(entry.amount.amount).toBeGreaterThanOrEqual(0.22);
    expect(policy.recommendFoods(adult, "epa_plus_dha_g").foods.map((entry) => entry.food.name)).not.toContain(
      "Quinoa, cooked",
    );
  });

  it("takes options: a limit, foods to skip, per-100-kcal ranking, any amount", () => {
    expect(policy.recommendFoods(adult, "vitamin_c_mg", { limit: 1 }).foods).toHaveLength(1);
    const first = policy.recommendFoods(adult, "vitamin_c_mg", { limit: 1 }).foods[0]!.food.id;
    expect(
      policy
        .recommendFoods(adult, "vitamin_c_mg", { skipFoodIds: new Set([first]) })
        .foods.map((entry) => entry.food.id),
    ).not.toContain(first);
    const per100 = policy.recommendFoods(adult, "vitamin_k_ug", { rankBy: "100kcal", limit: 3 }).foods;
    expect(per100).toHaveLength(3);
    expect(
      policy.recommendFoods(adult, "vitamin_d_ug", { minPercentDv: 0, limit: 50, distinctCategories: false }).foods
        .length,
    ).toBeGreaterThan(
      policy.recommendFoods(adult, "vitamin_d_ug", { limit: 50, distinctCategories: false }).foods.length,
    );
  });

  it("returns nothing for a nutrient no food supplies in the data (iodine), without inventing figures", () => {
    expect(policy.recommendFoods(adult, "iodine_ug").foods).toEqual([]);
    expect(food(IDS.tofu).nutrients.iodine_ug).toBeUndefined();
  });
});
