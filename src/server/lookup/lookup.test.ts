import { describe, expect, it } from "vitest";
import type { LookupMatch, LookupResult } from "../../shared/lookup.ts";
import { lookupTexts } from "../../shared/texts/lookup.ts";
import { lookupSupplement, type LookupInput } from "./lookup.ts";
import { food, kb } from "../nutrition/kb/test-support.ts";

function run(query: string, dosage?: string, profile: LookupInput["profile"] = {}): LookupResult {
  const outcome = lookupSupplement(kb, { query, dosage, profile, profileSource: "request" });
  if (!outcome.ok) throw new Error(`lookup failed: ${outcome.message}`);
  return outcome.result;
}

function match(query: string, dosage?: string, profile: LookupInput["profile"] = {}): LookupMatch {
  const result = run(query, dosage, profile);
  if (result.status !== "match") throw new Error(`no match for ${query}`);
  return result;
}

describe("lookup", () => {
  it("Vitamin D with 1000 IU: three foods, each with servings to match 25 µg", () => {
    const result = match("Vitamin D", "1000 IU");
    expect(result.supplementName).toBe("Vitamin D");
    expect(result.comparison).toBe("dose");
    expect(result.dose?.amounts).toEqual([{ key: "vitamin_d_ug", name: "Vitamin D", amount: 25, unit: "µg" }]);
    expect(result.foodAlternatives).toHaveLength(3);
    for (const alternative of result.foodAlternatives) {
      const main = alternative.nutrients[0]!;
      expect(main.key).toBe("vitamin_d_ug");
      expect(alternative.servingsToMatch).toBeCloseTo(25 / main.amount, 2);
      expect(alternative.imageUrl).toMatch(/^\/images\/foods\/[a-z_]+\.svg$/);
    }
    // Trout, rainbow, farmed, cooked: 19 µg/100 g * 85 g = 16.15 µg -> 25 / 16.15 = 1.548 servings; 80.75 %DV
    const trout = result.foodAlternatives.find((alternative) => alternative.id === "173718");
    expect(trout?.servingsToMatch).toBeCloseTo(1.548, 2);
    expect(trout?.nutrients[0]?.percentDv).toBeCloseTo(80.75, 1);
    expect(result.effectivenessRating).toBe(4.5);
    expect(result.source.url).toMatch(/^https:\/\/ods\.od\.nih\.gov\//);
    expect(result.notes.map((note) => note.kind)).toContain("food_gap");
  });

  it("without a dose: %DV per serving and servings for the full DV", () => {
    const result = match("magnesium");
    expect(result.comparison).toBe("dv");
    expect(result.dose).toBeNull();
    for (const alternative of result.foodAlternatives) {
      expect(alternative.servingsToMatch).toBeNull();
      expect(alternative.nutrients[0]?.percentDv).toBeGreaterThan(10);
      expect(alternative.servingsForDv).toBeGreaterThan(0);
    }
  });

  it("fish oil on a vegan diet: no fish, plant ALA foods instead, and says why", () => {
    const result = match("fish oil", undefined, { dietType: "vegan" });
    for (const alternative of result.foodAlternatives) {
      expect(food(alternative.id).tags).not.toContain("animal");
      expect(["fish", "shellfish"]).not.toContain(alternative.category);
    }
    expect(result.foodAlternatives.length).toBeGreaterThan(0);
    expect(result.mainNutrient?.key).toBe("ala_g");
    // One explanation: the vegan note says why plant ALA is shown (no separate fallback note).
    expect(result.notes.find((note) => note.kind === "diet")?.text).toMatch(/ALA/);
    expect(result.notes.some((note) => note.kind === "fallback")).toBe(false);
    expect(result.filter.excluded).toEqual([{ label: "vegan", count: 59 }]);
    // A vegetarian with a nut allergy gets the fallback note itself.
    const vegetarian = match("fish oil", undefined, { dietType: "vegetarian", allergies: ["nuts"] });
    expect(vegetarian.notes.find((note) => note.kind === "fallback")?.text).toMatch(/ALA/);
  });

  it("an unknown name: no match, with the closest names or common supplements", () => {
    const nonsense = run("xyz");
    expect(nonsense).toMatchObject({ status: "no_match", query: "xyz", suggestionsAreClose: false });
    expect(nonsense.status === "no_match" && nonsense.suggestions.map((s) => s.id)).toContain("vitamin_d");
    const ambiguous = run("vitamin");
    expect(ambiguous).toMatchObject({ status: "no_match", suggestionsAreClose: true });
  });

  it("melatonin: says no food replaces it and what helps instead; no food cards", () => {
    const result = match("melatonin", "3 mg");
    expect(result.foodEquivalent).toBe("none");
    expect(result.comparison).toBe("none");
    expect(result.foodAlternatives).toEqual([]);
    expect(result.notes[0]).toMatchObject({
      kind: "no_food_equivalent",
      text: expect.stringMatching(/No food replaces melatonin/),
    });
  });

  it("probiotics: offers fermented foods that suit the diet", () => {
    const result = match("probiotics", undefined, { dietType: "vegan" });
    expect(result.comparison).toBe("suggestions");
    expect(result.foodAlternatives.map((alternative) => alternative.foodName)).toEqual(["Natto", "Miso"]);
    expect(result.notes[0]?.text).toMatch(/live cultures/);
  });

  it("B12 on a vegan diet: no food, and the vegan note says a supplement or fortified foods are needed", () => {
    const result = match("B12", "1000 mcg", { dietType: "vegan" });
    expect(result.foodAlternatives).toEqual([]);
    expect(result.notes.map((note) => note.kind)).toEqual(expect.arrayContaining(["diet", "no_suitable_food"]));
  });

  it("cautions above the adult upper limit", () => {
    expect(match("vitamin d", "10,000 IU").upperLimitCautions).toMatchObject([
      { nutrient: "Vitamin D", dose: 250, unit: "µg", limit: "100 µg (4000 IU)" },
    ]);
    expect(match("vitamin d", "4000 IU").upperLimitCautions).toEqual([]); // at the UL, not above it
    expect(match("magnesium", "500 mg").upperLimitCautions[0]).toMatchObject({ appliesTo: "supplements" });
    expect(match("vitamin a", "15000 IU").upperLimitCautions[0]).toMatchObject({ dose: 4500, appliesTo: "preformed" });
  });

  it("cautions above the person's own upper limit (age from the assessment), as the dose note and the cards do", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    const zinc = (yearOfBirth: number) => {
      const outcome = lookupSupplement(kb, {
        query: "zinc",
        dosage: "38 mg",
        profile: { yearOfBirth },
        profileSource: "assessment",
        now,
      });
      if (!outcome.ok || outcome.result.status !== "match") throw new Error("zinc 38 mg not looked up");
      return outcome.result;
    };
    // 15 or 16 years old: 34 mg at 14-18 years, so a treatment dose whose servings are not matched.
    const teen = zinc(2010);
    expect(teen.upperLimitCautions).toEqual([
      expect.objectContaining({
        nutrient: "Zinc",
        dose: 38,
        unit: "mg",
        limit: "34 mg at 14-18 years",
        adultLimit: false,
        note: expect.stringMatching(/^The adult limit is 40 mg\. /),
      }),
    ]);
    expect(lookupTexts.ulCaution(teen.upperLimitCautions[0]!)).toBe(
      "38 mg of zinc is above the Tolerable Upper Intake Level of 34 mg at 14-18 years. Take more than this only with medical advice.",
    );
    expect(teen.notes).toContainEqual({ kind: "dose", text: lookupTexts.doseAboveUlNotMatched("zinc") });
    // An adult: within the 40 mg limit, no caution and no such note; servings are matched.
    const adult = zinc(1990);
    expect(adult.upperLimitCautions).toEqual([]);
    expect(adult.notes.map((note) => note.text)).not.toContain(lookupTexts.doseAboveUlNotMatched("zinc"));
    expect(adult.foodAlternatives[0]?.doseMatch).toMatchObject({ kind: "servings" });
  });

  it("never offers a food above an upper limit in one serving while other real sources exist (vitamin A: no liver), and says a card's cautions", () => {
    const result = match("vitamin a");
    expect(result.foodAlternatives.some((alternative) => alternative.category === "organ_meat")).toBe(false);
    // Sweet potato: 961 µg/100 g * 114 g = 1,095.54 µg, shown to 4 digits as 1,096; 122% DV. Beta-carotene is not
    // preformed vitamin A, so no upper-limit caution.
    const sweetPotato = result.foodAlternatives.find((alternative) => alternative.id === "168483");
    expect(sweetPotato?.nutrients[0]?.amount).toBe(1096);
    expect(sweetPotato?.caution).toBeNull();
    // Cautions the policy attaches for the person: oily fish in pregnancy, halal meat.
    const pregnant = match("fish oil", undefined, { healthConditions: ["other"], otherHealthCondition: "pregnant" });
    expect(pregnant.foodAlternatives[0]?.caution).toMatch(/no more than 2 portions of oily fish a week/);
    const halal = match("zinc", undefined, { dietType: "other", otherDietType: "halal" });
    expect(halal.foodAlternatives.find((alternative) => alternative.category === "meat")?.caution).toMatch(
      /^Choose halal meat/,
    );
  });

  it("refuses a dose it cannot read, with a message for the Dosage field", () => {
    expect(lookupSupplement(kb, { query: "vitamin d", dosage: "lots", profile: {}, profileSource: "none" })).toEqual({
      ok: false,
      field: "dosage",
      message: expect.stringContaining("couldn't find an amount"),
    });
    expect(
      lookupSupplement(kb, { query: "vitamin d", dosage: "1 scoop", profile: {}, profileSource: "none" }),
    ).toMatchObject({ ok: false });
  });

  it("reads a product dose across every nutrient of a multi-nutrient supplement", () => {
    const result = match("cod liver oil", "2 tsp");
    expect(result.dose?.amounts.map((amount) => amount.key)).toEqual([
      "vitamin_a_rae_ug",
      "vitamin_d_ug",
      "epa_g",
      "dha_g",
      "epa_plus_dha_g",
    ]);
    expect(result.dose?.amounts.find((amount) => amount.key === "vitamin_d_ug")?.amount).toBe(22.5);
  });

  it("ranks multivitamin foods by coverage, without servings to match", () => {
    const result = match("multivitamin", "1 tablet");
    expect(result.comparison).toBe("coverage");
    expect(result.foodAlternatives).toHaveLength(3);
    for (const alternative of result.foodAlternatives) expect(alternative.servingsToMatch).toBeNull();
  });

  it("respects allergies in every card", () => {
    const result = match("vitamin e", undefined, { allergies: ["nuts"] });
    for (const alternative of result.foodAlternatives) {
      expect(food(alternative.id).tags.some((tag) => tag === "tree_nut" || tag === "peanut")).toBe(false);
    }
    expect(result.filter.excluded).toEqual([{ label: "nut allergy", count: 11 }]);
  });

  it("niacin: its own entry, with flushing and the supplemental UL said plainly", () => {
    const result = match("niacin", "500 mg");
    expect(result).toMatchObject({
      supplementId: "niacin",
      supplementName: "Niacin",
      source: { url: "https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/" },
    });
    expect(result.notes[0]).toMatchObject({
      kind: "safety",
      text: expect.stringMatching(/^Nicotinic acid above about 30 mg a day can cause flushing/),
    });
    expect(result.upperLimitCautions[0]).toMatchObject({
      nutrient: "Niacin",
      dose: 500,
      limit: "35 mg from supplements and fortified foods",
    });
    for (const name of ["nicotinamide", "niacinamide", "vitamin B3", "nicotinic acid"])
      expect(match(name).supplementId, name).toBe("niacin");
    // Foods by niacin per serving (tuna: 18.76 mg, 117% DV), with %DV against the 16 mg NE Daily Value.
    const tuna = match("niacin").foodAlternatives.find(
      (alternative) => alternative.foodName === "Tuna, yellowfin, cooked",
    );
    expect(tuna?.nutrients[0]).toMatchObject({ key: "niacin_mg", amount: 18.76, percentDv: 117 });
  });

  it("vitamin K2: its own entry, never K1 figures under the K2 name, with an honest note and the warfarin note", () => {
    const result = match("vitamin K2", "100 mcg");
    expect(result.supplementId).toBe("vitamin_k2");
    expect(result.dose?.amounts).toEqual([{ key: "vitamin_k2_mk4_ug", name: "Vitamin K2", amount: 100, unit: "µg" }]);
    expect(result.mainNutrient?.key).toBe("vitamin_k_ug");
    expect(result.notes.find((note) => note.kind === "fallback")?.text).toMatch(
      /ranked by vitamin K1 \(phylloquinone\): the figures shown are K1, not K2\./,
    );
    for (const alternative of result.foodAlternatives) {
      for (const nutrient of alternative.nutrients)
        expect(["vitamin_k_ug", "vitamin_k2_mk4_ug"]).toContain(nutrient.key);
      expect(alternative.doseMatch).toBeNull();
    }
    const warfarin =
      "If you take warfarin or another vitamin K antagonist, keep vitamin K intake steady and talk to your doctor before changing it.";
    expect(result.notes[0]).toEqual({ kind: "safety", text: warfarin });
    expect(match("vitamin K1").notes[0]).toEqual({ kind: "safety", text: warfarin });
    expect(match("K2").supplementId).toBe("vitamin_k2");
    expect(match("MK-7").supplementId).toBe("vitamin_k2");
  });

  it("reads the form of vitamin E or A from the name as typed", () => {
    expect(match("Vitamin E (dl-alpha-tocopherol)", "400 IU").dose?.amounts[0]).toMatchObject({
      amount: 180,
      unit: "mg",
    });
    expect(match("vitamin e natural", "400 IU").dose?.amounts[0]).toMatchObject({ amount: 268 });
    expect(match("beta-carotene", "25000 IU")).toMatchObject({ supplementId: "vitamin_a", upperLimitCautions: [] });
  });
});
