// The clinical rule kinds of decision 020, one table each: medicine-food rules, condition-food rules,
// nutrients not pushed, advice lines (medicine with supplement, condition, life stage, allergy), and the
// "no food rule" rows. Each case names the rule it expects, so a failure says which rule broke.
import { describe, expect, it } from "vitest";
import type { PersonInput } from "./types.ts";
import { assess, foodNamed, person, policy, ruleOutcome, rules, type FoodCase } from "./test-helpers.ts";

const FOOD_CASES: FoodCase[] = [
  {
    rule: "maoi-aged-cheese-cured-meat",
    who: { otherHealthCondition: "phenelzine" },
    food: "Parmesan cheese",
    does: "exclude",
  },
  { rule: "maoi-fermented-foods", who: { otherHealthCondition: "Nardil" }, food: "Natto", does: "exclude" },
  {
    rule: "maoi-fermented-foods",
    who: { otherHealthCondition: "tranylcypromine" },
    food: "Sauerkraut",
    does: "exclude",
  },
  {
    rule: "grapefruit-simvastatin",
    who: { otherHealthCondition: "simvastatin 40mg" },
    food: "Grapefruit",
    does: "exclude",
  },
  { rule: "grapefruit-atorvastatin", who: { otherHealthCondition: "Lipitor" }, food: "Grapefruit", does: "caution" },
  {
    rule: "grapefruit-immunosuppressant",
    who: { otherHealthCondition: "tacrolimus" },
    food: "Grapefruit",
    does: "exclude",
  },
  {
    rule: "grapefruit-calcium-channel-blocker",
    who: { otherHealthCondition: "felodipine" },
    food: "Grapefruit",
    does: "exclude",
  },
  { rule: "grapefruit-amiodarone", who: { otherHealthCondition: "amiodarone" }, food: "Grapefruit", does: "exclude" },
  {
    rule: "kidney-stones-oxalate",
    who: { otherHealthCondition: "kidney stones" },
    food: "Spinach, cooked",
    does: "exclude",
  },
  {
    rule: "kidney-stones-oxalate",
    who: { otherHealthCondition: "calcium oxalate stones" },
    food: "Swiss chard, cooked",
    does: "exclude",
  },
  { rule: "kidney-stones-nuts", who: { otherHealthCondition: "kidney stones" }, food: "Almonds", does: "demote" },
  {
    rule: "thyroid-seaweed-iodine",
    who: { otherHealthCondition: "Hashimoto's" },
    food: "Kelp (kombu), raw",
    does: "demote",
  },
  {
    rule: "potassium-medicine-rich",
    who: { otherHealthCondition: "losartan" },
    food: "Potato, baked, with skin",
    does: "demote",
  },
  { rule: "vka-vitamin-k-rich", who: { otherHealthCondition: "Coumadin" }, food: "Kale, cooked", does: "demote" },
  {
    rule: "pregnancy-halibut",
    who: { pregnancy: "pregnant", sex: "female", age: 30 },
    food: "Halibut, cooked",
    does: "caution",
  },
];

describe("medicine and condition food rules", () => {
  for (const c of FOOD_CASES) {
    it(`${c.rule}: ${c.food} for ${JSON.stringify(c.who)}`, () => {
      expect(ruleOutcome(c.who, c.food, c.rule), c.rule).toBe(c.does);
      const verdict = assess(person(c.who), foodNamed(c.food));
      // The rule's source travels with it to every screen.
      const found =
        verdict.exclusion ?? verdict.cautions.find((caution) => "ruleId" in caution && caution.ruleId === c.rule);
      expect(found?.source.url, c.rule).toMatch(/^https:\/\//);
    });
  }

  it("coeliac typed as a condition is gluten-free everywhere: spelt, barley, bulgur and unlabelled oats left out", () => {
    const who = person({ otherHealthCondition: "coeliac" });
    for (const name of ["Spelt, cooked", "Barley, pearled, cooked", "Bulgur, cooked", "Oats, rolled, dry"])
      expect(assess(who, foodNamed(name)).exclusion, name).not.toBeNull();
  });

  it("a baby under 1 gets no honey", () => {
    const concerns = policy.foodConcernsIn(person({ age: 0 }), "A spoon of honey helps.");
    expect(concerns.map((concern) => (concern.kind === "caution" ? "" : concern.exclusion.ruleId))).toContain(
      "infant-honey",
    );
  });
});

interface NutrientCase {
  rule: string;
  who: PersonInput;
  nutrient: "potassium_mg" | "protein_g" | "iodine_ug" | "iron_mg";
}

const NUTRIENT_CASES: NutrientCase[] = [
  { rule: "no-potassium-medicine", who: { otherHealthCondition: "lisinopril 10mg" }, nutrient: "potassium_mg" },
  { rule: "no-potassium-medicine", who: { otherHealthCondition: "losartan" }, nutrient: "potassium_mg" },
  { rule: "no-potassium-medicine", who: { otherHealthCondition: "spironolactone" }, nutrient: "potassium_mg" },
  { rule: "no-protein-pku", who: { otherHealthCondition: "PKU" }, nutrient: "protein_g" },
  { rule: "no-iodine-thyroid", who: { otherHealthCondition: "Hashimotos" }, nutrient: "iodine_ug" },
  { rule: "no-iron-sickle-cell", who: { otherHealthCondition: "thalassaemia" }, nutrient: "iron_mg" },
];

describe("nutrients a medicine or condition says not to push", () => {
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
  { advice: "bleeding-supplements", who: { otherHealthCondition: "warfarin" } },
  {
    advice: "bleeding-vitamin-e-taken",
    who: { otherHealthCondition: "warfarin", otherSupplement: "vitamin E 400 IU" },
  },
  { advice: "bleeding-fish-oil-taken", who: { otherHealthCondition: "warfarin", otherSupplement: "fish oil 3 g" } },
  { advice: "bleeding-herbs-taken", who: { otherHealthCondition: "apixaban", otherSupplement: "turmeric, ginkgo" } },
  { advice: "statin-red-yeast-rice", who: { otherHealthCondition: "atorvastatin", otherSupplement: "red yeast rice" } },
  { advice: "st-johns-wort", who: { otherSupplement: "St John's wort" } },
  { advice: "potassium-supplement-medicine", who: { otherHealthCondition: "ramipril; LoSalt" } },
  { advice: "levothyroxine-apart", who: { otherHealthCondition: "levothyroxine 100mcg" } },
  { advice: "thyroid-iodine-supplements", who: { otherHealthCondition: "Hashimoto's" } },
  { advice: "metformin-b12", who: { otherHealthCondition: "metformin" } },
  { advice: "acid-medicine-b12", who: { otherHealthCondition: "omeprazole" } },
  { advice: "lithium-salt-fluids", who: { otherHealthCondition: "lithium" } },
  { advice: "antibiotic-minerals", who: { otherHealthCondition: "doxycycline" } },
  { advice: "antibiotic-minerals", who: { otherHealthCondition: "ciprofloxacin" } },
  { advice: "glucose-lowering-alcohol", who: { otherHealthCondition: "gliclazide" } },
  { advice: "coeliac-gluten-free", who: { otherHealthCondition: "celiac" } },
  { advice: "ckd-sodium", who: { otherHealthCondition: "CKD stage 4" } },
  { advice: "ckd-supplements", who: { otherHealthCondition: "CKD stage 3b" } },
  { advice: "dialysis-fluids", who: { otherHealthCondition: "on dialysis" } },
  { advice: "kidney-stones", who: { otherHealthCondition: "kidney stones" } },
  { advice: "hypertension", who: { healthConditions: ["high_blood_pressure"] } },
  {
    advice: "hypertension-medicine-or-kidneys",
    who: { healthConditions: ["high_blood_pressure", "other"], otherHealthCondition: "lisinopril" },
  },
  { advice: "diabetes", who: { healthConditions: ["blood_sugar_problems"] } },
  { advice: "high-cholesterol", who: { healthConditions: ["cholesterol_issues"] } },
  {
    advice: "haemochromatosis-supplement-taken",
    who: { otherHealthCondition: "haemochromatosis", otherSupplement: "multivitamin with iron" },
  },
  { advice: "osteoporosis", who: { otherHealthCondition: "osteoporosis" } },
  { advice: "gout-drinks", who: { otherHealthCondition: "gout" } },
  { advice: "anaemia-prescribed-iron", who: { otherHealthCondition: "iron deficiency anaemia" } },
  { advice: "prescribed-supplements", who: { otherSupplement: "ferrous sulfate 200 mg twice a day" } },
  { advice: "peanut-cross-reaction", who: { allergies: ["other"], otherAllergy: "peanuts" } },
  { advice: "fish-allergy-supplements", who: { allergies: ["other"], otherAllergy: "fish" } },
  { advice: "vitamin-d-pregnancy", who: { pregnancy: "pregnant", sex: "female", age: 30 } },
  { advice: "alcohol-pregnancy", who: { pregnancy: "trying", sex: "female", age: 30 } },
  { advice: "caffeine-pregnancy", who: { pregnancy: "pregnant", sex: "female", age: 30 } },
  {
    advice: "pregnancy-food-safety-meat-milk",
    who: { otherHealthCondition: "first trimester", sex: "female", age: 30 },
  },
  {
    advice: "pregnancy-keep-prenatal",
    who: { pregnancy: "pregnant", sex: "female", age: 30, otherSupplement: "prenatal vitamin" },
  },
  {
    advice: "vitamin-a-supplement-pregnancy",
    who: { pregnancy: "pregnant", sex: "female", age: 30, otherSupplement: "cod liver oil" },
  },
  { advice: "over-65", who: { age: 70 } },
  { advice: "infant-honey-advice", who: { age: 0 } },
];

describe("advice lines: medicine with supplement, condition, life stage, allergy", () => {
  for (const c of ADVICE_CASES) {
    it(`${c.advice} for ${JSON.stringify(c.who)}`, () => {
      const lines = policy.adviceFor(person(c.who), null).lines;
      const line = lines.find((candidate) => candidate.ruleId === c.advice);
      expect(line, `${c.advice} among ${lines.map((l) => l.ruleId).join(", ")}`).toBeDefined();
      expect(line!.source.url).toMatch(/^(https:\/\/|docs\/decisions\/)/);
    });
  }

  it("the hypertension line never adds potassium foods for someone on an ACE inhibitor", () => {
    const lines = policy.adviceFor(
      person({ healthConditions: ["high_blood_pressure", "other"], otherHealthCondition: "lisinopril" }),
      null,
    ).lines;
    expect(lines.map((line) => line.ruleId)).not.toContain("hypertension");
  });
});

describe("every condition and medicine class has rules or a sourced 'no food rule' row", () => {
  const named = new Set(
    [...rules.foodRules, ...rules.nutrientRules, ...rules.advice, ...rules.noFoodRules].flatMap((rule) =>
      rule.who.flat(),
    ),
  );
  const implied = (id: string) => (rules.conditions.get(id)?.implies ?? []).some((group) => named.has(group));
  it("conditions", () => {
    expect(
      [...rules.conditions.keys()].filter(
        (id) => !named.has(`condition:${id}`) && !implied(id) && !["pregnancy", "breastfeeding"].includes(id),
      ),
    ).toEqual([]);
  });
  it("medicine classes", () => {
    // A class whose row says "none" is itself the sourced "no known food interaction" row (medicine_classes.csv).
    const uncovered = [...rules.medicines.classes.values()].filter(
      (item) => !named.has(`medicine:${item.id}`) && item.interaction !== "none",
    );
    expect(uncovered.map((item) => item.id)).toEqual([]);
  });
});

describe("keep taking it: supplements standard or prescribed for the person (keep_taking.csv)", () => {
  const cases: { rule: string; who: PersonInput; supplement: string }[] = [
    { rule: "keep-b12-plant-based", who: { dietType: "vegan", age: 30 }, supplement: "Vitamin B12 1000 mcg" },
    { rule: "keep-b12-over-50", who: { age: 60 }, supplement: "cyanocobalamin" },
    {
      rule: "keep-folic-acid-pregnancy",
      who: { pregnancy: "pregnant", sex: "female", age: 30 },
      supplement: "prenatal vitamin",
    },
    {
      rule: "keep-folic-acid-pregnancy",
      who: { pregnancy: "trying", sex: "female", age: 30 },
      supplement: "folic acid 400 mcg",
    },
    { rule: "keep-vitamin-d-everyone", who: { age: 40 }, supplement: "vitamin D3 10 mcg" },
    {
      rule: "keep-iron-anaemia",
      who: { otherHealthCondition: "iron deficiency anaemia" },
      supplement: "ferrous sulfate 200 mg twice a day",
    },
  ];
  for (const c of cases) {
    it(`${c.rule}: "${c.supplement}" for ${JSON.stringify(c.who)}`, () => {
      expect(policy.forPerson(person(c.who)).keepTaking(c.supplement)?.ruleId).toBe(c.rule);
    });
  }

  it("says nothing for a supplement that is neither standard nor prescribed for the person", () => {
    expect(policy.forPerson(person({ age: 30 })).keepTaking("zinc 15 mg")).toBeNull();
  });

  it("names the supplements advised for a group whatever they take (not the everyone rows)", () => {
    const advised = policy
      .forPerson(person({ pregnancy: "pregnant", sex: "female", age: 30 }))
      .standardSupplements()
      .map((line) => line.ruleId);
    expect(advised).toEqual(["keep-folic-acid-pregnancy", "keep-vitamin-d-pregnancy"]);
  });
});

describe("the chat's question with the person's own words (the public API the chat calls)", () => {
  it('"I\'m pregnant, can I eat brie?": pregnancy read from the question, brie left out with the NHS rule', () => {
    const question = "I'm pregnant, can I eat brie?";
    const who = policy.resolvePerson({ age: 30, sex: "female", otherHealthCondition: question });
    const concern = policy
      .forPerson(who)
      .foodConcernsIn(question)
      .find((item) => item.named.includes("brie"));
    expect(concern?.kind === "excluded" ? concern.exclusion.ruleId : concern?.kind).toBe(
      "pregnancy-mould-ripened-cheese",
    );
  });
});

describe("protein per kg by life stage (protein_per_kg.csv)", () => {
  it.each([
    ["protein-pregnancy", { pregnancy: "pregnant", sex: "female", age: 30 }, 1.1, null],
    ["protein-lactating", { pregnancy: "breastfeeding", sex: "female", age: 30 }, 1.3, null],
    ["protein-over-65", { age: 70 }, 1.0, 1.2],
    ["protein-14-18", { age: 16 }, 0.85, null],
    ["protein-adults", { age: 30 }, 0.8, null],
    ["protein-dialysis", { age: 70, otherHealthCondition: "haemodialysis" }, 1.0, 1.2],
    ["protein-ckd-stage-3-5", { age: 50, otherHealthCondition: "CKD 3b" }, 0.8, null],
    ["protein-ckd-early", { age: 50, pregnancy: "pregnant", otherHealthCondition: "CKD stage 1" }, 0.8, null],
  ] as const)("%s", (rule, who, grams, max) => {
    expect(policy.forPerson(person(who as PersonInput)).proteinPerKg()).toMatchObject({
      ruleId: rule,
      gramsPerKg: grams,
      maxGramsPerKg: max,
    });
  });

  it("gives the line every screen shows for the weight, with its source; none under 14 or for PKU", () => {
    const line = (who: PersonInput, kg: number) => policy.forPerson(person(who)).proteinNeed(kg);
    expect(line({ age: 70, otherHealthCondition: "peritoneal dialysis" }, 70)).toMatchObject({
      ruleId: "protein-dialysis",
      message: expect.stringContaining("about 70-84 g of protein a day (1.0-1.2 g per kg)"),
      source: { url: "https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext" },
    });
    expect(line({ age: 30, pregnancy: "pregnant", sex: "female" }, 60)?.message).toContain(
      "about 66 g of protein a day (1.1 g per kg)",
    );
    expect(line({ age: 10 }, 35)).toBeNull();
    expect(line({ age: 30, otherHealthCondition: "PKU" }, 60)).toBeNull();
  });
});

describe("sleep hours by age (src/shared/sleep-hours.ts, CDC)", () => {
  it.each([
    ["sleep-0-3-months", 0, "14-17 hours a day"],
    ["sleep-1-2-years", 2, "11-14 hours a day including naps"],
    ["sleep-3-5-years", 4, "10-13 hours a day including naps"],
    ["sleep-6-12-years", 10, "9-12 hours"],
    ["sleep-13-17-years", 15, "8-10 hours"],
    ["sleep-18-60-years", 30, "7 or more hours"],
    ["sleep-61-64-years", 62, "7-9 hours"],
    ["sleep-65-plus", 70, "7-8 hours"],
  ] as const)("%s (age %i): %s", (rule, age, hours) => {
    const said = policy.forPerson(person({ age } as PersonInput)).sleepHours();
    expect(said).toMatchObject({ ruleId: rule, hours, source: { url: "https://www.cdc.gov/sleep/about/index.html" } });
  });
});
