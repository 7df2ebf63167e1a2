// The clinical rule kinds of decision 020 for the medicine classes beyond the first ones (grapefruit with
// ivabradine, ranolazine, colchicine, mTOR inhibitors, buspirone, PDE5 inhibitors; caffeine, alcohol, minerals,
// vitamin A, calcium and vitamin D, fluids; supplements and herbal products with the medicines they affect).
// One table per rule kind, as in rule-kinds.test.ts: each case names the rule it expects.
import { describe, expect, it } from "vitest";
import type { NutrientKey } from "../types.ts";
import type { PersonInput } from "./types.ts";
import { IDS, assess, food, foodNamed, person, policy, rules } from "./test-helpers.ts";

interface FoodCase {
  rule: string;
  who: PersonInput;
  food: string;
  does: "exclude" | "demote" | "caution";
}

const FOOD_CASES: FoodCase[] = [
  { rule: "grapefruit-ivabradine", who: { otherHealthCondition: "Procoralan 5mg" }, food: "Grapefruit", does: "exclude" },
  { rule: "grapefruit-ranolazine", who: { otherHealthCondition: "ranolazine" }, food: "Grapefruit", does: "exclude" },
  { rule: "grapefruit-colchicine", who: { otherHealthCondition: "colchicine 500 micrograms" }, food: "Grapefruit", does: "exclude" },
  { rule: "grapefruit-mtor-inhibitor", who: { medications: "Afinitor" }, food: "Grapefruit", does: "exclude" },
  { rule: "grapefruit-buspirone", who: { medications: "buspirone" }, food: "Grapefruit", does: "caution" },
  { rule: "grapefruit-pde5-inhibitor", who: { medications: "Viagra" }, food: "Grapefruit", does: "caution" },
  { rule: "maob-very-aged-cheese", who: { otherHealthCondition: "rasagiline for Parkinson's" }, food: "Parmesan cheese", does: "caution" },
  { rule: "mtor-inhibitor-soft-cheese", who: { medications: "everolimus" }, food: food(IDS.feta).name, does: "caution" },
];

function ruleOutcome(who: PersonInput, foodName: string, rule: string): string {
  const verdict = assess(person(who), foodNamed(foodName));
  const cautioned = verdict.cautions.some((caution) => "ruleId" in caution && caution.ruleId === rule);
  return verdict.exclusion?.ruleId === rule ? "exclude" : cautioned ? (verdict.demoted ? "demote" : "caution") : "nothing";
}

describe("medicine food rules of the further classes", () => {
  for (const c of FOOD_CASES) {
    it(`${c.rule}: ${c.food} for ${JSON.stringify(c.who)}`, () => {
      expect(ruleOutcome(c.who, c.food, c.rule), c.rule).toBe(c.does);
      const verdict = assess(person(c.who), foodNamed(c.food));
      const found = verdict.exclusion ?? verdict.cautions.find((caution) => "ruleId" in caution && caution.ruleId === c.rule);
      expect(found?.source.url, c.rule).toMatch(/^https:\/\//);
    });
  }

  it("an MAO-B inhibitor marks aged cheese but leaves it in (an MAOI leaves it out)", () => {
    expect(assess(person({ medications: "Azilect" }), foodNamed("Parmesan cheese")).exclusion).toBeNull();
    expect(assess(person({ medications: "phenelzine" }), foodNamed("Parmesan cheese")).exclusion?.ruleId).toBe("maoi-aged-cheese-cured-meat");
  });

  it("grapefruit stays for someone whose medicine it does not affect (sumatriptan)", () => {
    const verdict = assess(person({ medications: "sumatriptan" }), foodNamed("Grapefruit"));
    expect(verdict.exclusion).toBeNull();
    expect(verdict.cautions.filter((caution) => "ruleId" in caution && caution.ruleId.startsWith("grapefruit-"))).toEqual([]);
  });
});

const NUTRIENT_CASES: { rule: string; who: PersonInput; nutrient: NutrientKey }[] = [
  { rule: "no-vitamin-a-oral-retinoid", who: { medications: "isotretinoin 20mg" }, nutrient: "vitamin_a_rae_ug" },
  { rule: "no-potassium-potassium-binder", who: { medications: "Lokelma" }, nutrient: "potassium_mg" },
  { rule: "no-phosphorus-phosphate-binder", who: { medications: "Renvela" }, nutrient: "phosphorus_mg" },
];

describe("nutrients the further classes say not to push", () => {
  for (const c of NUTRIENT_CASES) {
    it(`${c.rule}: ${c.nutrient} for ${JSON.stringify(c.who)}`, () => {
      const result = policy.recommendFoods(person(c.who), c.nutrient);
      expect(result.foods, c.rule).toEqual([]);
      expect(result.withheld.map((message) => message.ruleId), c.rule).toContain(c.rule);
    });
  }
});

const ADVICE_CASES: { advice: string; who: PersonInput }[] = [
  { advice: "maob-tyramine", who: { medications: "rasagiline" } },
  { advice: "bleeding-supplements-heparin", who: { medications: "enoxaparin" } },
  { advice: "bleeding-vitamin-e-taken-heparin", who: { medications: "Clexane", otherSupplement: "vitamin E 400 IU" } },
  { advice: "bleeding-fish-oil-taken-heparin", who: { medications: "Fragmin", otherSupplement: "fish oil 3 g" } },
  { advice: "bleeding-herbs-taken-heparin", who: { medications: "enoxaparin", otherSupplement: "ginkgo" } },
  { advice: "herbal-bleeding-taken-thinner", who: { medications: "warfarin", otherSupplement: "dong quai" } },
  { advice: "herbal-bleeding", who: { otherSupplement: "dong quai" } },
  { advice: "algal-omega3-taken-thinner", who: { medications: "apixaban", otherSupplement: "algal oil" } },
  { advice: "meglitinide-meals-alcohol", who: { medications: "repaglinide" } },
  { advice: "mtor-inhibitor-food-safety", who: { medications: "Rapamune" } },
  { advice: "bile-acid-sequestrant-apart", who: { medications: "Questran" } },
  { advice: "theophylline-caffeine", who: { medications: "theophylline" } },
  { advice: "sjw-serotonergic-taken", who: { medications: "mirtazapine", otherSupplement: "St John's wort" } },
  { advice: "sjw-serotonergic-taken", who: { medications: "Imigran", otherSupplement: "St John's wort" } },
  { advice: "bupropion-alcohol", who: { medications: "Zyban" } },
  { advice: "other-antidepressant-alcohol", who: { medications: "mirtazapine 15mg" } },
  { advice: "stimulant-appetite-caffeine", who: { medications: "Ritalin" } },
  { advice: "disulfiram-alcohol", who: { medications: "Antabuse" } },
  { advice: "denosumab-calcium-vitamin-d", who: { medications: "Prolia" } },
  { advice: "bisphosphonate-infusion-calcium-fluids", who: { medications: "Aclasta" } },
  { advice: "bone-anabolic-calcium", who: { medications: "teriparatide" } },
  { advice: "raloxifene-calcium", who: { medications: "raloxifene" } },
  { advice: "oral-retinoid-vitamin-a-taken", who: { medications: "Roaccutane", otherSupplement: "cod liver oil" } },
  { advice: "oral-retinoid-vitamin-a", who: { medications: "isotretinoin" } },
  { advice: "pde5-meals-alcohol", who: { medications: "sildenafil" } },
  { advice: "desmopressin-fluids", who: { medications: "Desmotabs" } },
  { advice: "sjw-contraceptive-taken", who: { medications: "Microgynon", otherSupplement: "St John's wort" } },
  { advice: "active-vitamin-d-prescribed", who: { medications: "alfacalcidol" } },
  { advice: "glucosamine-warfarin-taken", who: { medications: "warfarin", otherSupplement: "glucosamine" } },
  { advice: "glucosamine-shellfish-allergy", who: { allergies: ["other"], otherAllergy: "shellfish", otherSupplement: "glucosamine" } },
  { advice: "coenzyme-q10-warfarin-taken", who: { medications: "warfarin", otherSupplement: "coenzyme Q10" } },
  { advice: "cranberry-warfarin-taken", who: { medications: "warfarin", otherSupplement: "cranberry" } },
  { advice: "ashwagandha", who: { otherSupplement: "ashwagandha" } },
  { advice: "sjw-antiretroviral-taken", who: { medications: "Biktarvy", otherSupplement: "St John's wort" } },
  { advice: "integrase-inhibitor-minerals", who: { medications: "Tivicay" } },
  { advice: "integrase-inhibitor-minerals", who: { medications: "Biktarvy" } },
  { advice: "rilpivirine-with-meal", who: { medications: "Edurant" } },
  { advice: "phosphate-binder-meals", who: { medications: "sevelamer" } },
  { advice: "potassium-binder-diet", who: { medications: "Lokelma" } },
  { advice: "fluoride-apart-calcium", who: { medications: "sodium fluoride" } },
  { advice: "herbal-sedative", who: { otherSupplement: "valerian" } },
  { advice: "glucose-lowering-supplement-taken", who: { medications: "metformin", otherSupplement: "chromium" } },
  { advice: "cannabidiol", who: { otherSupplement: "CBD oil" } },
];

describe("advice lines of the further classes", () => {
  for (const c of ADVICE_CASES) {
    it(`${c.advice} for ${JSON.stringify(c.who)}`, () => {
      const lines = policy.adviceFor(person(c.who), null).lines;
      const line = lines.find((candidate) => candidate.ruleId === c.advice);
      expect(line, `${c.advice} among ${lines.map((l) => l.ruleId).join(", ")}`).toBeDefined();
      expect(line!.source.url).toMatch(/^https:\/\//);
    });
  }

  it("a blood thinner with dong quai gets the thinner line, not also the general one (one topic, said once)", () => {
    const ids = policy.adviceFor(person({ medications: "warfarin", otherSupplement: "dong quai" }), null).lines.map((line) => line.ruleId);
    expect(ids).toContain("herbal-bleeding-taken-thinner");
    expect(ids).not.toContain("herbal-bleeding");
  });

  it("someone on heparin and warfarin gets the bleeding-supplements line once", () => {
    const ids = policy.adviceFor(person({ medications: "warfarin, enoxaparin" }), null).lines.map((line) => line.ruleId);
    expect(ids.filter((id) => id.startsWith("bleeding-supplements"))).toEqual(["bleeding-supplements"]);
  });
});

/** The classes this file covers: every one has a rule or a sourced "no food rule" row naming it. */
const FURTHER_CLASSES = [
  "maob_inhibitor", "heparin", "meglitinide", "mtor_inhibitor", "bile_acid_sequestrant", "ivabradine", "ranolazine", "theophylline",
  "other_antidepressant", "anxiolytic_other", "stimulant", "triptan", "disulfiram", "denosumab", "raloxifene", "bone_anabolic",
  "colchicine", "oral_retinoid", "pde5_inhibitor", "desmopressin", "hormonal_contraceptive", "active_vitamin_d", "glucosamine",
  "coenzyme_q10", "cranberry", "ashwagandha", "plant_omega3", "antiretroviral", "phosphate_binder", "potassium_binder", "fluoride",
  "herbal_bleeding_risk", "herbal_sedative", "glucose_lowering_supplement", "cannabidiol", "bisphosphonate_infusion",
];

describe("the further classes each have rules or a sourced 'no food rule' row", () => {
  const named = new Set([...rules.foodRules, ...rules.nutrientRules, ...rules.advice, ...rules.noFoodRules].flatMap((rule) => rule.who.flat()));
  it("are classes of medicine_classes.csv marked as having rules", () => {
    expect(FURTHER_CLASSES.filter((id) => !rules.medicines.classes.has(id))).toEqual([]);
  });
  it("are each named by a rule", () => {
    expect(FURTHER_CLASSES.filter((id) => !named.has(`medicine:${id}`))).toEqual([]);
  });
});
