// The clinical rule kinds of decision 020 for the further medicine classes of medicine_classes.csv (grapefruit
// with ivabradine, ranolazine, colchicine, mTOR inhibitors, buspirone and PDE5 inhibitors; MAO-B inhibitors and
// tyramine; heparins, supplements and herbal products with blood thinners; caffeine, alcohol, minerals,
// vitamin A, calcium and vitamin D, fluids; binders). One table per rule kind, as in rule-kinds.test.ts: each
// case names the rule it expects, so a failure says which rule broke.
import { describe, expect, it } from "vitest";
import type { NutrientKey } from "../kb/types.ts";
import type { PersonInput } from "./types.ts";
import { IDS, assess, food, foodNamed, person, policy, ruleOutcome, rules, type FoodCase } from "./test-helpers.ts";

const FOOD_CASES: FoodCase[] = [
  {
    rule: "grapefruit-ivabradine",
    who: { otherHealthCondition: "Procoralan 5mg" },
    food: "Grapefruit",
    does: "exclude",
  },
  { rule: "grapefruit-ranolazine", who: { otherHealthCondition: "ranolazine" }, food: "Grapefruit", does: "exclude" },
  {
    rule: "grapefruit-colchicine",
    who: { otherHealthCondition: "colchicine 500 micrograms" },
    food: "Grapefruit",
    does: "exclude",
  },
  { rule: "grapefruit-mtor-inhibitor", who: { medications: "Afinitor" }, food: "Grapefruit", does: "exclude" },
  { rule: "grapefruit-anxiolytic-other", who: { medications: "buspirone" }, food: "Grapefruit", does: "exclude" },
  { rule: "grapefruit-pde5-inhibitor", who: { medications: "Viagra" }, food: "Grapefruit", does: "exclude" },
  {
    rule: "maob-aged-cheese",
    who: { otherHealthCondition: "rasagiline for Parkinson's" },
    food: "Parmesan cheese",
    does: "caution",
  },
  {
    rule: "mtor-inhibitor-soft-cheese",
    who: { medications: "everolimus" },
    food: food(IDS.feta).name,
    does: "caution",
  },
  { rule: "potassium-binder-rich", who: { medications: "Lokelma" }, food: "Potato, baked, with skin", does: "demote" },
  {
    rule: "phosphate-binder-rich",
    who: { medications: "sevelamer 800 mg" },
    food: food(IDS.salmonFarmedCooked).name,
    does: "demote",
  },
];

describe("medicine food rules of the further classes", () => {
  for (const c of FOOD_CASES) {
    it(`${c.rule}: ${c.food} for ${JSON.stringify(c.who)}`, () => {
      expect(ruleOutcome(c.who, c.food, c.rule), c.rule).toBe(c.does);
      const verdict = assess(person(c.who), foodNamed(c.food));
      const found =
        verdict.exclusion ?? verdict.cautions.find((caution) => "ruleId" in caution && caution.ruleId === c.rule);
      expect(found?.source.url, c.rule).toMatch(/^https:\/\//);
    });
  }

  it("an MAO-B inhibitor marks aged cheese but leaves it in (an MAOI leaves it out)", () => {
    expect(assess(person({ medications: "Azilect" }), foodNamed("Parmesan cheese")).exclusion).toBeNull();
    expect(assess(person({ medications: "phenelzine" }), foodNamed("Parmesan cheese")).exclusion?.ruleId).toBe(
      "maoi-aged-cheese-cured-meat",
    );
  });

  it("grapefruit stays for someone whose medicine it does not affect (sumatriptan)", () => {
    const verdict = assess(person({ medications: "sumatriptan" }), foodNamed("Grapefruit"));
    expect(verdict.exclusion).toBeNull();
    expect(
      verdict.cautions.filter((caution) => "ruleId" in caution && caution.ruleId.startsWith("grapefruit-")),
    ).toEqual([]);
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
      expect(
        result.withheld.map((message) => message.ruleId),
        c.rule,
      ).toContain(c.rule);
    });
  }
});

const ADVICE_CASES: { advice: string; who: PersonInput }[] = [
  { advice: "maob-tyramine", who: { medications: "rasagiline" } },
  { advice: "heparin-bleeding-supplements", who: { medications: "enoxaparin" } },
  { advice: "bleeding-vitamin-e-taken-heparin", who: { medications: "Clexane", otherSupplement: "vitamin E 400 IU" } },
  { advice: "bleeding-fish-oil-taken-heparin", who: { medications: "Fragmin", otherSupplement: "fish oil 3 g" } },
  { advice: "bleeding-herbs-taken-heparin", who: { medications: "enoxaparin", otherSupplement: "ginkgo" } },
  { advice: "herbal-bleeding", who: { medications: "warfarin", otherSupplement: "dong quai" } },
  { advice: "plant-omega3-thinner", who: { medications: "apixaban", otherSupplement: "algal oil" } },
  { advice: "plant-omega3-general", who: { otherSupplement: "algal oil" } },
  { advice: "meglitinide-alcohol", who: { medications: "repaglinide" } },
  { advice: "mtor-food-safety", who: { medications: "Rapamune" } },
  { advice: "bile-acid-sequestrant", who: { medications: "Questran" } },
  { advice: "ivabradine-grapefruit", who: { medications: "ivabradine" } },
  { advice: "ranolazine-grapefruit", who: { medications: "Ranexa" } },
  { advice: "theophylline-caffeine", who: { medications: "theophylline" } },
  { advice: "buspirone-grapefruit", who: { medications: "Buspar" } },
  { advice: "stimulant-caffeine", who: { medications: "Ritalin" } },
  { advice: "disulfiram-alcohol", who: { medications: "Antabuse" } },
  { advice: "bone-medicine-calcium", who: { medications: "Prolia" } },
  { advice: "bone-medicine-calcium", who: { medications: "teriparatide" } },
  { advice: "bone-medicine-calcium", who: { medications: "raloxifene" } },
  { advice: "colchicine-grapefruit", who: { medications: "colchicine" } },
  { advice: "retinoid-vitamin-a", who: { medications: "Roaccutane" } },
  { advice: "pde5-grapefruit", who: { medications: "sildenafil" } },
  { advice: "desmopressin-fluid", who: { medications: "Desmotabs" } },
  { advice: "contraceptive-st-johns-wort", who: { medications: "Microgynon", otherSupplement: "St John's wort" } },
  { advice: "contraceptive-general", who: { medications: "Microgynon" } },
  { advice: "active-vitamin-d", who: { medications: "alfacalcidol" } },
  { advice: "glucosamine-warfarin-shellfish", who: { otherSupplement: "glucosamine" } },
  { advice: "coq10-warfarin", who: { medications: "warfarin", otherSupplement: "coenzyme Q10" } },
  { advice: "cranberry-warfarin", who: { medications: "warfarin", otherSupplement: "cranberry" } },
  { advice: "cranberry-general", who: { otherSupplement: "cranberry" } },
  { advice: "ashwagandha", who: { otherSupplement: "ashwagandha" } },
  { advice: "antiretroviral", who: { medications: "Tivicay" } },
  { advice: "rilpivirine-with-meal", who: { medications: "Edurant" } },
  { advice: "phosphate-binder", who: { medications: "sevelamer" } },
  { advice: "potassium-binder", who: { medications: "Lokelma" } },
  { advice: "herbal-sedative", who: { otherSupplement: "valerian" } },
  { advice: "glucose-lowering-supplement", who: { medications: "metformin", otherSupplement: "chromium" } },
  { advice: "cannabidiol", who: { otherSupplement: "CBD oil" } },
  { advice: "other-antidepressant", who: { medications: "mirtazapine 15mg" } },
  { advice: "triptan-st-johns-wort", who: { medications: "Imigran" } },
  { advice: "fluoride-apart", who: { medications: "sodium fluoride" } },
  { advice: "bisphosphonate-infusion", who: { medications: "Aclasta" } },
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

  it("someone on heparin and warfarin gets one bleeding-supplements line (one topic, said once)", () => {
    const lines = policy.adviceFor(person({ medications: "warfarin, enoxaparin" }), null).lines;
    expect(lines.filter((line) => line.topic === "bleeding_supplements").map((line) => line.ruleId)).toEqual([
      "bleeding-supplements",
    ]);
  });

  it("a zoledronic acid infusion gets its own line, never the tablets' empty-stomach one", () => {
    const ids = policy.adviceFor(person({ medications: "zoledronic acid" }), null).lines.map((line) => line.ruleId);
    expect(ids).toContain("bisphosphonate-infusion");
    expect(ids).not.toContain("bisphosphonate-apart");
  });

  it("warfarin with cranberry gets the warfarin line, not the general cranberry one", () => {
    const ids = policy
      .adviceFor(person({ medications: "warfarin", otherSupplement: "cranberry juice extract" }), null)
      .lines.map((line) => line.ruleId);
    expect(ids).toContain("cranberry-warfarin");
    expect(ids).not.toContain("cranberry-general");
  });
});

/** The classes this file covers: each has a rule naming it, or its class row says "none" (its own sourced row). */
const FURTHER_CLASSES = [
  "maob_inhibitor",
  "heparin",
  "meglitinide",
  "mtor_inhibitor",
  "bile_acid_sequestrant",
  "ivabradine",
  "ranolazine",
  "theophylline",
  "other_antidepressant",
  "anxiolytic_other",
  "stimulant",
  "triptan",
  "disulfiram",
  "denosumab",
  "raloxifene",
  "bone_anabolic",
  "colchicine",
  "oral_retinoid",
  "pde5_inhibitor",
  "desmopressin",
  "hormonal_contraceptive",
  "active_vitamin_d",
  "glucosamine",
  "coenzyme_q10",
  "cranberry",
  "ashwagandha",
  "plant_omega3",
  "antiretroviral",
  "phosphate_binder",
  "potassium_binder",
  "fluoride",
  "herbal_bleeding_risk",
  "herbal_sedative",
  "glucose_lowering_supplement",
  "cannabidiol",
  "bisphosphonate_infusion",
];

describe("the further classes each have rules or a sourced 'no food rule' row", () => {
  const named = new Set(
    [...rules.foodRules, ...rules.nutrientRules, ...rules.advice, ...rules.noFoodRules].flatMap((rule) =>
      rule.who.flat(),
    ),
  );
  it("are classes of medicine_classes.csv", () => {
    expect(FURTHER_CLASSES.filter((id) => !rules.medicines.classes.has(id))).toEqual([]);
  });
  it("are each named by a rule, or say none on their own sourced row", () => {
    const uncovered = FURTHER_CLASSES.filter(
      (id) => !named.has(`medicine:${id}`) && rules.medicines.classes.get(id)?.interaction !== "none",
    );
    expect(uncovered).toEqual([]);
  });
});
