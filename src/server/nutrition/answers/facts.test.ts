// The assessment's facts come from the recommendation policy for the person the answers describe: examples of
// what the review of issue 9 asked for (the property tests in assessment/offline-matrix.test.ts check it over
// the whole matrix of people).
import { describe, expect, it } from "vitest";
import { completeAnswers, minimalAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { assessmentSystemPrompt } from "../../assessment/prompts.ts";
import { buildAssessmentFacts } from "./facts.ts";
import { kb } from "../kb/test-support.ts";

const now = new Date("2026-06-01T12:00:00Z");
const facts = (answers: AssessmentAnswers) => buildAssessmentFacts(answers, kb, { now });
const typedCondition = (text: string): Partial<AssessmentAnswers> => ({
  healthConditions: ["other"],
  otherHealthCondition: text,
});
const allFoods = (built: ReturnType<typeof facts>) => [
  ...built.risks.flatMap((risk) => risk.foods.map((entry) => entry.food)),
  ...built.suitable,
];

describe("assessment facts from the policy", () => {
  const pregnant = facts({
    ...completeAnswers,
    dietType: "balanced",
    allergies: [],
    meatFishConsumption: "rarely",
    ...typedCondition("pregnant"),
  });

  it("pregnancy: no liver anywhere, oily fish with its caution, folic acid advice", () => {
    expect(allFoods(pregnant).filter((food) => /liver/i.test(food.name))).toEqual([]);
    const omega = pregnant.atRisk.find((risk) => risk.nutrient === "epa_plus_dha_g");
    expect(omega?.foods[0]?.cautions.join(" ")).toMatch(/no more than 2 portions of oily fish a week/);
    expect(pregnant.advice.join(" ")).toMatch(/folic acid supplement/);
  });

  it("no raw food that must be cooked, for anyone (raw morels, raw eggs, raw salmon)", () => {
    const names = allFoods(
      facts({ ...minimalAnswers, vegetablesFruitsConsumption: "rarely", meatFishConsumption: "rarely" }),
    ).map((food) => food.name);
    for (const raw of ["Mushrooms, morel, raw", "Egg, whole, raw", "Salmon, Atlantic, farmed, raw"])
      expect(names).not.toContain(raw);
  });

  it('typed diets and allergies are read: halal leaves out pork liver, "sesame seeds" leaves out tahini', () => {
    const halal = facts({
      ...minimalAnswers,
      dietType: "other",
      otherDietType: "halal",
      allergies: ["other"],
      otherAllergy: "sesame seeds",
    });
    expect(
      allFoods(halal)
        .map((food) => food.name)
        .filter((name) => /pork|tahini|sesame/i.test(name)),
    ).toEqual([]);
    expect(halal.exclusions.join("\n")).toMatch(/^halal: pork/m);
  });

  it("haemochromatosis drops iron for the condition's words; warfarin gets its advice", () => {
    const built = facts({ ...completeAnswers, ...typedCondition("haemochromatosis, on warfarin") });
    expect(built.atRisk.map((risk) => risk.nutrient)).not.toContain("iron_mg");
    expect(built.withheld).toEqual([
      {
        name: "Iron",
        messages: [
          expect.stringMatching(/^With haemochromatosis your body stores too much iron/),
          expect.stringMatching(/^With haemochromatosis, don't take iron/),
        ],
      },
    ]);
    expect(built.advice.join(" ")).toMatch(/keep the vitamin K you eat about the same/);
  });

  it("typed text it could not match is said plainly, and a typed supplement dose above the upper limit is flagged", () => {
    const built = facts({
      ...completeAnswers,
      dietType: "other",
      otherDietType: "breatharian",
      takesDietarySupplements: "regularly",
      supplements: ["other"],
      otherSupplement: "iron 65 mg",
    });
    expect(built.notChecked).toEqual([
      expect.stringMatching(/^We could not match “breatharian” \(diet\) to our food rules/),
    ]);
    expect(built.supplementDoses).toEqual([
      expect.stringMatching(/^"iron 65 mg": 65 mg of iron is above the adult Tolerable Upper Intake Level of 45 mg/),
    ]);
  });

  it("the model's dose flags: every part of a typed list read by its name, checked against the limits for the person's age", () => {
    const typed = (yearOfBirth: number) =>
      facts({
        ...completeAnswers,
        yearOfBirth,
        takesDietarySupplements: "regularly",
        supplements: ["other"],
        otherSupplement: "Vitamin D3 5000 IU, zinc 38 mg a day, B12 1000 mcg",
      }).supplementDoses;
    expect(typed(2010)).toEqual([
      '"Vitamin D3 5000 IU": 125 µg of vitamin D is above the adult Tolerable Upper Intake Level of 100 µg (4000 IU). Take more than this only with medical advice.',
      '"zinc 38 mg a day": 38 mg of zinc is above the Tolerable Upper Intake Level of 34 mg at 14-18 years. Take more than this only with medical advice.',
    ]);
    expect(typed(1985)).toEqual([expect.stringMatching(/^"Vitamin D3 5000 IU": 125 µg of vitamin D is above/)]);
  });

  it("under 14: no foods at all, and the policy's words instead", () => {
    const child = facts({ ...completeAnswers, yearOfBirth: 2016 });
    expect(child.noFoodSuggestions).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/for people aged 14 and over/),
        source: expect.objectContaining({ url: "https://nap.nationalacademies.org/catalog/13050" }),
      }),
    ]);
    expect(allFoods(child)).toEqual([]);
  });

  it("the model is given the same foods, cautions, advice, unmatched text and dose flags", () => {
    const answers: AssessmentAnswers = {
      ...completeAnswers,
      dietType: "balanced",
      allergies: [],
      meatFishConsumption: "rarely",
      ...typedCondition("pregnant, zorblatt syndrome"),
      supplements: ["other"],
      otherSupplement: "iron 65 mg",
    };
    const prompt = assessmentSystemPrompt(answers, facts(answers));
    expect(prompt).toMatch(
      /\[CAUTION, say it beside this food: Pregnant, trying or breastfeeding: no more than 2 portions of oily fish a week\.\]/,
    );
    expect(prompt).toMatch(/folic acid supplement/);
    expect(prompt).toMatch(/We could not match "zorblatt syndrome"/);
    expect(prompt).toMatch(/"iron 65 mg": 65 mg of iron is above/);
    expect(prompt).toMatch(
      /^- pregnancy: [^\n]*liver: too much vitamin A in pregnancy \(in our data: [^\n]*Beef liver/m,
    );
    expect(prompt).toMatch(/^- food safety: [^\n]*raw morels are toxic/m);
  });
});
