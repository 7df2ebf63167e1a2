import { describe, expect, it } from "vitest";
import { servingsForDailyValue } from "../../lookup/lookup-match.ts";
import { convertMass, nutrientPer100Kcal, nutrientPerServing } from "./nutrients.ts";
import { createPolicy } from "../policy/policy.ts";
import { food, kb } from "./test-support.ts";

// Figures computed by hand from data/nutrients/foods.csv (per 100 g) and daily_values.csv:
//   amount = value_per_100g * serving_g / 100;  %DV = amount / DV * 100
//
// 1. Salmon, Atlantic, farmed, cooked (175168): vitamin D 13.1 µg/100 g, serving 85 g, DV 20 µg
//    13.1 * 85 / 100 = 11.135 µg;  11.135 / 20 * 100 = 55.675 %DV
//    1000 IU = 25 µg -> 25 / 11.135 = 2.24517... servings;  full DV: 20 / 11.135 = 1.79614... servings
// 2. Beef liver, pan-fried (168627): B12 83.13 µg/100 g, 85 g, DV 2.4 µg
//    83.13 * 0.85 = 70.6605 µg;  70.6605 / 2.4 * 100 = 2944.1875 %DV;  full DV: 2.4 / 70.6605 = 0.033965... servings
// 3. Pumpkin seeds (170556): magnesium 592 mg/100 g, 28.35 g, DV 420 mg, 559 kcal/100 g
//    592 * 0.2835 = 167.832 mg;  167.832 / 420 * 100 = 39.96 %DV;  250 mg dose: 250 / 167.832 = 1.489585 servings
//    per 100 kcal: 592 / 559 * 100 = 105.9034 mg
// 4. Oysters, eastern, wild, cooked (175171): zinc 61.04 mg/100 g, 85 g, DV 11 mg
//    61.04 * 0.85 = 51.884 mg;  51.884 / 11 * 100 = 471.6727 %DV
// 5. Spinach, raw (168462): magnesium 79 mg/100 g, 30 g, 23 kcal/100 g
//    79 * 0.30 = 23.7 mg;  23.7 / 420 * 100 = 5.642857 %DV;  per 100 kcal: 79 / 23 * 100 = 343.4783 mg
// 6. Egg, whole, raw (171287): choline 293.8 mg/100 g, 50 g, DV 550 mg
//    293.8 * 0.5 = 146.9 mg;  146.9 / 550 * 100 = 26.70909 %DV
// 7. Guava (173044): vitamin C 228.3 mg/100 g, 55 g, DV 90 mg
//    228.3 * 0.55 = 125.565 mg;  125.565 / 90 * 100 = 139.5167 %DV;  500 mg dose: 500 / 125.565 = 3.98200... servings
// 8. Walnuts (170187): ALA 9.08 g/100 g, 28.35 g, no DV -> 9.08 * 0.2835 = 2.57418 g, %DV null
describe("per-serving amounts and %DV, checked against hand arithmetic", () => {
  const cases = [
    { id: "175168", nutrient: "vitamin_d_ug", amount: 11.135, percentDv: 55.675, unit: "µg" },
    { id: "168627", nutrient: "vitamin_b12_ug", amount: 70.6605, percentDv: 2944.1875, unit: "µg" },
    { id: "170556", nutrient: "magnesium_mg", amount: 167.832, percentDv: 39.96, unit: "mg" },
    { id: "175171", nutrient: "zinc_mg", amount: 51.884, percentDv: 471.6727, unit: "mg" },
    { id: "168462", nutrient: "magnesium_mg", amount: 23.7, percentDv: 5.642857, unit: "mg" },
    { id: "171287", nutrient: "choline_mg", amount: 146.9, percentDv: 26.70909, unit: "mg" },
    { id: "173044", nutrient: "vitamin_c_mg", amount: 125.565, percentDv: 139.5167, unit: "mg" },
  ] as const;
  for (const { id, nutrient, amount, percentDv, unit } of cases) {
    it(`${food(id).name}: ${nutrient}`, () => {
      const result = nutrientPerServing(kb, food(id), nutrient);
      expect(result?.amount).toBeCloseTo(amount, 4);
      expect(result?.percentDv).toBeCloseTo(percentDv, 3);
      expect(result?.unit).toBe(unit);
    });
  }

  it("gives a null %DV for a nutrient with no Daily Value", () => {
    const result = nutrientPerServing(kb, food("170187"), "ala_g");
    expect(result?.amount).toBeCloseTo(2.57418, 5);
    expect(result?.percentDv).toBeNull();
    expect(result?.unit).toBe("g");
  });

  it("returns null when USDA reports no value (empty cell = unknown, not zero)", () => {
    // Salmon, Atlantic, wild, cooked (171998) has an empty vitamin D cell.
    expect(nutrientPerServing(kb, food("171998"), "vitamin_d_ug")).toBeNull();
    expect(servingsForDailyValue(kb, anyone, food("171998"), "vitamin_d_ug")).toBeNull();
  });

  it("labels vitamin A and folate in their equivalents", () => {
    expect(nutrientPerServing(kb, food("168627"), "vitamin_a_rae_ug")?.unit).toBe("µg RAE");
    expect(nutrientPerServing(kb, food("172421"), "folate_dfe_ug")?.unit).toBe("µg DFE");
  });
});

const policy = createPolicy(kb);
const anyone = policy.forPerson(policy.resolvePerson({}));

describe("servings", () => {
  it("servings for 100% of the Daily Value (the policy's servingsToMatchSafely, for a person we know nothing about)", () => {
    expect(servingsForDailyValue(kb, anyone, food("175168"), "vitamin_d_ug")).toBeCloseTo(1.8, 3);
    expect(servingsForDailyValue(kb, anyone, food("168627"), "vitamin_b12_ug")).toBeCloseTo(0.034, 3);
    expect(servingsForDailyValue(kb, anyone, food("170187"), "ala_g")).toBeNull(); // no DV for ALA
    // More than the daily cap: the number is kept, and the card says more than 3 servings would be needed.
    expect(servingsForDailyValue(kb, anyone, food("168462"), "vitamin_d_ug")).toBeNull(); // raw spinach: no vitamin D
  });

  it("amount per 100 kcal", () => {
    expect(nutrientPer100Kcal(food("170556"), "magnesium_mg")).toBeCloseTo(105.9034, 4);
    expect(nutrientPer100Kcal(food("168462"), "magnesium_mg")).toBeCloseTo(343.4783, 4);
  });

  it("converts masses", () => {
    expect(convertMass(1, "g", "mg")).toBe(1000);
    expect(convertMass(2500, "µg", "mg")).toBe(2.5);
    expect(convertMass(300, "mg", "g")).toBeCloseTo(0.3, 10);
  });
});
