import { describe, expect, it } from "vitest";
import { completeAnswers, referencePlanPeople } from "../../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { cachedAssessor } from "../policy/exclusions.ts";
import { createPolicy } from "../policy/policy.ts";
import { personInputFromAnswers } from "../answers/person-from-answers.ts";
import { kb } from "../kb/test-support.ts";
import { energyNeed, trimesterOf } from "./energy.ts";
import { planDay, planWeek } from "./planner.ts";

// The energy need (IOM 2005 adult EER equations, pregnancy and lactation extras) and plans sized to it.

const AT = new Date("2026-03-03T10:00:00Z");
const policy = createPolicy(kb);
const base = {
  ...completeAnswers,
  allergies: ["none"],
  otherAllergy: undefined,
  healthConditions: ["none"],
} as AssessmentAnswers;
const person = (answers: AssessmentAnswers) => policy.resolvePerson(personInputFromAnswers(answers, AT));
/** What the planner is given for a person: the rules' verdicts for them and their energy need, no key nutrients. */
function planInputFor(answers: AssessmentAnswers) {
  const who = person(answers);
  return {
    kb,
    assessor: cachedAssessor(kb, policy.rules, who),
    keyNutrients: [],
    need: energyNeed(kb.meals, answers, who),
  };
}
const need = (extra: Partial<AssessmentAnswers>) => {
  const answers = { ...base, ...extra } as AssessmentAnswers;
  return energyNeed(kb.meals, answers, person(answers));
};

describe("the energy need", () => {
  it("is the IOM equation for the person's sex, age, weight, height and activity", () => {
    // Woman, 40 or 41 (born 1985, March 2026: 40.5), 62.5 kg, 168 cm, moderate with exercise 3-4 times: low active (PA 1.12).
    const expected = 354 - 6.91 * 40.5 + 1.12 * (9.36 * 62.5 + 726 * 1.68);
    expect(need({})).toMatchObject({
      kind: "target",
      kcal: Math.round(expected / 10) * 10,
      level: "low_active",
      extra: null,
    });
    // Man, 30.5, 80 kg, 180 cm, sedentary: inactive (PA 1.0).
    const man = 662 - 9.53 * 30.5 + 1.0 * (15.91 * 80 + 539.6 * 1.8);
    expect(
      need({
        gender: "male",
        yearOfBirth: 1995,
        weight: 80,
        height: 180,
        lifestyle: "sedentary",
        exerciseFrequency: "never",
      }),
    ).toMatchObject({ kcal: Math.round(man / 10) * 10, level: "inactive" });
  });

  it("adds the trimester's or breastfeeding's extra, and says when the trimester was assumed", () => {
    const plain = need({}) as { kcal: number };
    expect(need({ healthConditions: ["other"], otherHealthCondition: "24 weeks pregnant" })).toMatchObject({
      kcal: plain.kcal + 340,
      extra: { stage: "pregnancy_2nd", assumed: false },
    });
    expect(need({ healthConditions: ["other"], otherHealthCondition: "pregnant, third trimester" })).toMatchObject({
      kcal: plain.kcal + 450,
      extra: { stage: "pregnancy_3rd" },
    });
    expect(need({ healthConditions: ["other"], otherHealthCondition: "pregnant" })).toMatchObject({
      extra: { stage: "pregnancy_2nd", assumed: true },
    });
    expect(need({ healthConditions: ["other"], otherHealthCondition: "breastfeeding" })).toMatchObject({
      kcal: plain.kcal + 330,
      extra: { stage: "lactation_0_6" },
    });
    expect(trimesterOf("8 weeks")).toBe("pregnancy_1st");
    expect(trimesterOf("week 30? 30 weeks")).toBe("pregnancy_3rd");
  });

  it("gives no target under 19 or when the answers suggest an eating disorder", () => {
    expect(need({ yearOfBirth: 2010 })).toEqual({ kind: "none", reason: "under_19" });
    expect(need({ healthConditions: ["other"], otherHealthCondition: "recovering from anorexia" })).toEqual({
      kind: "none",
      reason: "eating_disorder",
    });
    expect(need({ healthGoals: ["other"], otherHealthGoal: "stop binge eating" })).toEqual({
      kind: "none",
      reason: "eating_disorder",
    });
    expect(need({ weight: 45, height: 170, healthGoals: ["lose_weight"] })).toEqual({
      kind: "none",
      reason: "eating_disorder",
    });
    expect(need({ weight: 70, height: 170, healthGoals: ["lose_weight"] })).toMatchObject({ kind: "target" });
  });
});

const table: [string, Partial<AssessmentAnswers>][] = [
  ["vegetarian woman", {}],
  ["pregnant vegetarian, 24 weeks", referencePlanPeople.pregnantVegetarian],
  ["68-year-old man on warfarin", referencePlanPeople.manOnWarfarin],
  [
    "very active tall man",
    {
      dietType: "balanced",
      gender: "male",
      yearOfBirth: 1995,
      weight: 90,
      height: 190,
      lifestyle: "active",
      exerciseFrequency: "5_plus",
    },
  ],
  [
    "small sedentary woman, 80",
    {
      dietType: "balanced",
      yearOfBirth: 1946,
      weight: 50,
      height: 152,
      lifestyle: "sedentary",
      exerciseFrequency: "never",
    },
  ],
  ["vegan, gluten-free", { dietType: "vegan", allergies: ["gluten"] }],
  [
    "pescatarian breastfeeding",
    {
      dietType: "other",
      otherDietType: "pescatarian",
      healthConditions: ["other"],
      otherHealthCondition: "breastfeeding",
    },
  ],
  ["keto man", { dietType: "keto", gender: "male", yearOfBirth: 1980, weight: 85, height: 178 }],
  ["halal, nut and soy allergy", { dietType: "other", otherDietType: "halal", allergies: ["nuts", "soy"] }],
  ["prefer not to say, lactose", { dietType: "mediterranean", gender: "prefer_not_to_say", allergies: ["lactose"] }],
];

describe("plans land within 10% of the energy need", () => {
  it.each(table)("%s", (_label, extra) => {
    const answers = { ...base, ...extra } as AssessmentAnswers;
    const input = planInputFor(answers);
    if (input.need.kind !== "target") throw new Error("expected a target");
    const kcal = input.need.kcal;
    for (const day of [planDay(input), ...planWeek(input)]) {
      expect(Math.abs(day.totals.energyKcal - kcal) / kcal).toBeLessThanOrEqual(0.1);
    }
  });

  it("serves one plain serving of each meal when there is no target", () => {
    const answers = { ...base, yearOfBirth: 2010 } as AssessmentAnswers;
    const day = planDay(planInputFor(answers));
    expect(day.meals.map((item) => item.portions)).toEqual(day.meals.map(() => 1));
  });
});

// What a person would cook: no day above two eggs (100 g of egg), no plate above one and a half servings below a
// need of 2,500 kcal, protein within the IOM's range (10-35% of energy), and, for the two people of issue 22's
// closing note, protein at least their RDA and fibre at least their AI (DRI tables, data/nutrients/dri_intakes.csv).
describe("plans look like what a person would cook", () => {
  const eggGrams = (day: ReturnType<typeof planDay>) =>
    day.meals.reduce(
      (sum, { meal, portions }) =>
        sum +
        (meal.ingredients.filter(({ food }) => food.tags.includes("egg")).reduce((g, item) => g + item.grams, 0) /
          meal.servings) *
          portions,
      0,
    );

  it.each(table)("%s", (_label, extra) => {
    const answers = { ...base, ...extra } as AssessmentAnswers;
    const input = planInputFor(answers);
    if (input.need.kind !== "target") throw new Error("expected a target");
    for (const day of planWeek(input)) {
      expect(eggGrams(day)).toBeLessThanOrEqual(100);
      const protein = day.totals.values.protein_g ?? 0;
      expect((protein * 4) / day.totals.energyKcal).toBeLessThanOrEqual(0.35);
      expect((protein * 4) / day.totals.energyKcal).toBeGreaterThanOrEqual(0.1);
      const largest = Math.max(...day.meals.map((item) => item.portions));
      expect(largest).toBeLessThanOrEqual(input.need.kcal <= 2500 ? 1.5 : 1.5 * (input.need.kcal / 2500) + 0.125);
    }
  });

  it.each([
    // DRI: pregnancy protein RDA 71 g, fibre AI 28 g; man 51-70: protein RDA 56 g, fibre AI 30 g.
    ["pregnant vegetarian, 24 weeks", 71, 28],
    ["68-year-old man on warfarin", 56, 30],
  ] as const)("%s: every day gives at least the protein RDA and the fibre AI", (label, proteinRda, fibreAi) => {
    const answers = { ...base, ...table.find(([name]) => name === label)![1] } as AssessmentAnswers;
    const input = planInputFor(answers);
    for (const day of planWeek(input)) {
      expect(day.totals.values.protein_g).toBeGreaterThanOrEqual(proteinRda);
      expect(day.totals.values.fiber_g).toBeGreaterThanOrEqual(fibreAi);
    }
  });
});
