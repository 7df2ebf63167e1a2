import { describe, expect, it } from "vitest";
import { topFoodsForCoverage, topFoodsForNutrient } from "./ranking.ts";
import { kb } from "../kb/test-support.ts";

describe("best foods for a nutrient", () => {
  it("ranks by amount per serving, highest first", () => {
    const ranked = topFoodsForNutrient(kb, "magnesium_mg", { limit: 10 });
    expect(ranked).toHaveLength(10);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i - 1]!.amount.amount).toBeGreaterThanOrEqual(ranked[i]!.amount.amount);
    // Hemp seeds 700 mg/100 g * 30 g = 210 mg; pumpkin seeds 592 * 0.2835 = 167.8 mg
    expect(ranked.slice(0, 2).map((entry) => entry.food.name)).toEqual([
      "Hemp seeds, hulled",
      "Pumpkin seeds (pepitas), dried",
    ]);
  });

  it("skips foods whose value is unknown (and never treats them as zero)", () => {
    const ranked = topFoodsForNutrient(kb, "vitamin_d_ug", { limit: 500 });
    const unknown = kb.foods.filter((food) => food.nutrients.vitamin_d_ug === undefined);
    expect(unknown.length).toBe(15);
    for (const food of unknown) expect(ranked.map((entry) => entry.food.id)).not.toContain(food.id);
    expect(ranked.map((entry) => entry.food.name)).not.toContain("Salmon, Atlantic, wild, cooked"); // empty cell in foods.csv
    // Iodine is empty for every food: nothing to rank.
    expect(topFoodsForNutrient(kb, "iodine_ug")).toEqual([]);
    expect(topFoodsForNutrient(kb, "biotin_ug")).toEqual([]);
  });

  it("ranks per 100 kcal when asked, which favours low-energy foods", () => {
    const perServing = topFoodsForNutrient(kb, "magnesium_mg", { limit: 3 });
    const perKcal = topFoodsForNutrient(kb, "magnesium_mg", { limit: 3, rankBy: "100kcal" });
    expect(perServing.map((entry) => entry.food.category)).toContain("nuts_seeds");
    expect(perKcal.map((entry) => entry.food.category)).not.toContain("nuts_seeds");
    // Spinach, raw: 79 mg per 23 kcal = 343.5 mg per 100 kcal vs pumpkin seeds 592 / 559 = 105.9
    const names = topFoodsForNutrient(kb, "magnesium_mg", { limit: 200, rankBy: "100kcal" }).map(
      (entry) => entry.food.name,
    );
    expect(names.indexOf("Spinach, raw")).toBeLessThan(names.indexOf("Pumpkin seeds (pepitas), dried"));
  });

  it("respects the diet profile", () => {
    const ranked = topFoodsForNutrient(kb, "vitamin_b12_ug", { profile: { dietType: "vegan" }, limit: 50 });
    for (const entry of ranked) expect(entry.food.tags).not.toContain("animal");
    const fish = topFoodsForNutrient(kb, "epa_plus_dha_g", { profile: { dietType: "vegan" }, limit: 50 });
    for (const entry of fish) expect(["fish", "shellfish"]).not.toContain(entry.food.category);
  });

  it("prefers one food per category when asked (among strong sources), then tops up", () => {
    const plain = topFoodsForNutrient(kb, "magnesium_mg", { limit: 3 });
    expect(new Set(plain.map((entry) => entry.food.category)).size).toBeLessThan(3);
    const varied = topFoodsForNutrient(kb, "magnesium_mg", { limit: 3, distinctCategories: true });
    expect(new Set(varied.map((entry) => entry.food.category)).size).toBe(3);
    // Variety never brings in a weak source: every pick gives at least a quarter of the best amount.
    const vitaminD = topFoodsForNutrient(kb, "vitamin_d_ug", { limit: 3, distinctCategories: true });
    expect(vitaminD.map((entry) => entry.food.category).sort()).toEqual(["fish", "mushrooms", "mushrooms"]);
    for (const entry of vitaminD) expect(entry.amount.amount).toBeGreaterThanOrEqual(vitaminD[0]!.amount.amount * 0.25);
    const veganD = topFoodsForNutrient(kb, "vitamin_d_ug", {
      limit: 3,
      distinctCategories: true,
      profile: { dietType: "vegan" },
    });
    expect(veganD).toHaveLength(3); // only mushrooms have vitamin D for vegans: topped up from the same category
    expect(veganD.every((entry) => entry.food.category === "mushrooms")).toBe(true);
  });

  it("applies a minimum amount", () => {
    const ranked = topFoodsForNutrient(kb, "vitamin_d_ug", { limit: 500, minAmount: 5 });
    expect(ranked.every((entry) => entry.amount.amount >= 5)).toBe(true);
  });
});

describe("coverage ranking for multi-nutrient supplements", () => {
  it("ranks by average %DV (each capped at 100) over the nutrients that have a DV", () => {
    const nutrients = [
      "thiamin_mg",
      "riboflavin_mg",
      "niacin_mg",
      "vitamin_b6_mg",
      "folate_dfe_ug",
      "vitamin_b12_ug",
      "pantothenic_acid_mg",
      "biotin_ug",
    ] as const;
    const ranked = topFoodsForCoverage(kb, nutrients, { limit: 3 });
    expect(ranked[0]?.food.category).toBe("organ_meat");
    for (const entry of ranked) expect(entry.coverage).toBeLessThanOrEqual(100);
  });
});
