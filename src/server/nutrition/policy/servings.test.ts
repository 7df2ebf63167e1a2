import { describe, expect, it } from "vitest";
import { food, foodNamed, IDS, person, policy, rules, usdaPerServing } from "./test-helpers.ts";

const adult = person({ sex: "male", yearOfBirth: 1985 });
const match = policy.servingsToMatchSafely;

describe("servingsToMatchSafely", () => {
  it("matches a dose with a realistic number of servings", () => {
    const perServing = usdaPerServing(IDS.oystersPacific, "zinc_mg")!;
    const result = match(adult, food(IDS.oystersPacific), "zinc_mg", 8);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.servings).toBeCloseTo(8 / perServing, 10);
    expect(result.message).toBe("Less than one serving matches the dose.");
    const lentils = foodNamed("Lentils, cooked");
    const two = match(adult, lentils, "folate_dfe_ug", usdaPerServing(lentils.id, "folate_dfe_ug")! * 2);
    expect(two.ok && two.message).toBe("2 servings a day match the dose.");
  });

  it("caps servings at the number in settings.csv (3 a day) and says when food cannot match, e.g. 1,000 µg of B12", () => {
    expect(rules.settings.maxServingsPerDay).toBe(3);
    const liver = food(IDS.beefLiver);
    const result = match(adult, liver, "vitamin_b12_ug", 1000);
    expect(result).toMatchObject({ ok: false, reason: "too_many_servings", cap: 3, farAboveDailyValue: true });
    if (result.ok || result.reason !== "too_many_servings") return;
    expect(result.servings).toBeCloseTo(1000 / usdaPerServing(IDS.beefLiver, "vitamin_b12_ug")!, 10); // 14.2, as the review found
    expect(result.message).toMatch(
      /^It would take 14\.2 servings a day to match this dose; more than 3 servings of one food a day is not realistic/,
    );
    expect(result.message).toMatch(
      /about 417 times the Daily Value, far above daily needs: .* a matter for your doctor or pharmacist/,
    );

    const egg = food(IDS.eggBoiled);
    const perEgg = usdaPerServing(egg.id, "vitamin_d_ug")!;
    expect(match(adult, egg, "vitamin_d_ug", perEgg * 3).ok).toBe(true);
    expect(match(adult, egg, "vitamin_d_ug", perEgg * 3.01)).toMatchObject({
      ok: false,
      reason: "too_many_servings",
      farAboveDailyValue: false,
    });
  });

  it("never takes another nutrient of the food above its upper limit (liver for folate: vitamin A)", () => {
    const liver = food(IDS.beefLiver);
    const oneServing = usdaPerServing(IDS.beefLiver, "folate_dfe_ug")!;
    const result = match(adult, liver, "folate_dfe_ug", oneServing);
    expect(result).toMatchObject({
      ok: false,
      reason: "would_exceed_ul",
      nutrient: "vitamin_a_rae_ug",
      limit: "3,000 µg RAE",
    });
    if (result.ok || result.reason !== "would_exceed_ul") return;
    expect(result.safeServings).toBeCloseTo(3000 / usdaPerServing(IDS.beefLiver, "vitamin_a_rae_ug")!, 10);
    expect(result.message).toBe(
      "Matching this dose with this food would take you above the upper limit for vitamin A (3,000 µg RAE a day).",
    );
    // Zinc from eastern oysters: a serving is 51.9 mg, so only doses under the limit's share can be matched.
    const oysters = food(IDS.oystersEastern);
    expect(match(adult, oysters, "vitamin_b12_ug", usdaPerServing(oysters.id, "vitamin_b12_ug")!)).toMatchObject({
      ok: false,
      reason: "would_exceed_ul",
      nutrient: "zinc_mg",
    });
    const small = match(adult, oysters, "zinc_mg", 11);
    expect(small.ok).toBe(true);
  });

  it("calls a dose above the person's upper limit a treatment dose for a professional (iron 65 mg; vitamin D 5,000 IU)", () => {
    const lentils = foodNamed("Lentils, cooked");
    const iron = match(adult, lentils, "iron_mg", 65);
    expect(iron).toMatchObject({ ok: false, reason: "therapeutic_dose", limit: "45 mg" });
    expect(iron.message).toMatch(
      /above the upper limit for iron \(45 mg a day\)\. Doses like this are used to treat a deficiency under medical supervision/,
    );
    expect(match(adult, food(IDS.salmonFarmedCooked), "vitamin_d_ug", 125)).toMatchObject({
      ok: false,
      reason: "therapeutic_dose",
    });
    // Preformed vitamin A: a treatment dose for animal foods, but carotenoids in plants have no limit.
    expect(match(adult, food(IDS.kefir), "vitamin_a_rae_ug", 5000)).toMatchObject({
      ok: false,
      reason: "therapeutic_dose",
    });
    expect(match(adult, food(IDS.sweetPotato), "vitamin_a_rae_ug", 5000)).toMatchObject({
      ok: false,
      reason: "too_many_servings",
    });
    // A teenager's limit is lower: 40 mg of zinc is above 34.
    expect(match(person({ age: 16 }), food(IDS.oystersPacific), "zinc_mg", 40)).toMatchObject({
      ok: false,
      reason: "therapeutic_dose",
      limit: "34 mg",
    });
  });

  it("lets food match a dose above a supplements-only limit, and says the supplement dose is above it (magnesium 400 mg)", () => {
    const seeds = foodNamed("Pumpkin seeds (pepitas), dried");
    const result = match(adult, seeds, "magnesium_mg", 400);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.servings).toBeCloseTo(400 / usdaPerServing(seeds.id, "magnesium_mg")!, 10);
    expect(result.cautions.map((caution) => caution.message)).toContain(
      "As a supplement, this dose is above the upper limit for magnesium from supplements (350 mg a day); the same amount from food is not limited.",
    );
  });

  it("refuses foods the person leaves out, nutrients their condition says not to push, and foods with no known amount", () => {
    expect(match(person({ dietType: "vegan" }), food(IDS.salmonFarmedCooked), "epa_plus_dha_g", 0.5)).toMatchObject({
      ok: false,
      reason: "excluded",
      message: "vegan: animal food",
    });
    expect(
      match(person({ sex: "female", age: 30, pregnancy: "pregnant" }), food(IDS.beefLiver), "vitamin_b12_ug", 2.6),
    ).toMatchObject({ ok: false, reason: "excluded" });
    expect(match(adult, food(IDS.morelRaw), "iron_mg", 8)).toMatchObject({
      ok: false,
      reason: "excluded",
      message: "food safety: raw morels are toxic: cook them",
    });
    const haemo = person({ otherHealthCondition: "haemochromatosis" });
    expect(match(haemo, foodNamed("Lentils, cooked"), "iron_mg", 8)).toMatchObject({ ok: false, reason: "withheld" });
    expect(match(adult, foodNamed("Salmon, Atlantic, wild, cooked"), "vitamin_d_ug", 20)).toMatchObject({
      ok: false,
      reason: "no_amount",
    });
    expect(() => match(adult, food(IDS.tofu), "calcium_mg", 0)).toThrow(RangeError);
  });
});
