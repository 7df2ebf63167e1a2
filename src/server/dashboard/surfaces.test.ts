import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../shared/assessment/index.ts";
import { weeklyPlanTexts } from "../../shared/texts/dashboard.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { writeOfflineAssessment } from "../assessment/offline-writer.ts";
import { withoutCaution } from "../nutrition/policy/exclusions.ts";
import { deriveLatest } from "./derive.ts";
import { personFoods } from "./person.ts";
import { keyNutrients, oneDay, planItem } from "./plan.ts";
import { AT, kb, people, peopleWithConditions, policy } from "./test-people.ts";
import { weeklyPlanMarkdown } from "./weekly-plan.ts";

// Rules every screen shares, checked on all of them at once for the same person: the assessment's offline text,
// the dashboard (foods, notes, key recommendations, meal plan) and the weekly plan.

function screens(answers: AssessmentAnswers) {
  const assessment = writeOfflineAssessment(answers, kb, AT);
  const dashboard = deriveLatest(policy, answers, assessment, AT);
  const plan = weeklyPlanMarkdown({ answers, completedAt: AT, who: personFoods(policy, answers, AT) });
  return { assessment, dashboard, plan };
}

describe("under 14: no food suggestions anywhere, in the assessment's words", () => {
  const child = { ...completeAnswers, yearOfBirth: 2016, dietType: "balanced", allergies: ["none"], meatFishConsumption: "rarely" } as AssessmentAnswers;
  const message = safetyTexts.messages.withheld_child!;
  const foodWords = /salmon|fish|eggs?\b|walnut|mushroom|seeds|beans|spinach|lentil|oats|chia|flax/i;

  it("a 10-year-old's dashboard: no foods, no meal plan, no sentence naming a food; why, as the assessment says it", () => {
    const { assessment, dashboard } = screens(child);
    expect(assessment).toContain(message);
    expect(dashboard.foods).toEqual([]);
    expect(dashboard.foodNotes).toEqual([message]);
    expect(dashboard.mealPlan).toEqual({ source: "none", meals: { breakfast: [], lunch: [], dinner: [] }, notes: [message] });
    expect(dashboard.keyRecommendations[0]).toBe(message);
    expect(dashboard.keyRecommendations.join(" ").replace(/carrot a day/, "")).not.toMatch(foodWords);
  });

  it("a 10-year-old's weekly plan: no days and no 'no nutrient at risk', only why and the note", () => {
    const { plan } = screens(child);
    expect(plan).toContain(message);
    expect(plan).not.toContain(weeklyPlanTexts.noKeyNutrients);
    expect(plan).not.toMatch(/^Monday$/m);
    expect(plan).not.toMatch(foodWords);
    expect(plan.trimEnd().endsWith(safetyTexts.notMedicalAdvice)).toBe(true);
  });

  it("shows no meal plan even when a model wrote one, and a 15-year-old gets foods and seven days", () => {
    const written = "## Sample One-Day Meal Plan\n\n- **Breakfast:** Oats\n- **Lunch:** Lentil soup\n- **Dinner:** Beans\n";
    expect(deriveLatest(policy, child, written, AT).mealPlan.source).toBe("none");
    const teen = screens({ ...child, yearOfBirth: 2010 });
    expect(teen.dashboard.foods.length).toBeGreaterThan(0);
    expect(teen.dashboard.mealPlan.source).not.toBe("none");
    expect(teen.plan).toMatch(/^Sunday$/m);
    expect(teen.plan).not.toContain(message);
  });
});

describe("natto on warfarin: never named without the keep-vitamin-K-steady caution", () => {
  const caution = safetyTexts.messages.caution_vitamin_k_steady!;
  const woman = (extra: Partial<AssessmentAnswers>) =>
    ({ ...completeAnswers, gender: "female", dietType: "vegan", allergies: ["none"], meatFishConsumption: "rarely", ...extra }) as AssessmentAnswers;
  const natto = /\bnatto\b/i;
  /** Every place a screen names natto without the caution beside it. */
  function bare(answers: AssessmentAnswers): string[] {
    const { assessment, dashboard, plan } = screens(answers);
    const found: string[] = [];
    for (const line of assessment.split("\n")) if (natto.test(line) && !line.includes(caution)) found.push(`assessment: ${line}`);
    for (const food of dashboard.foods) if (natto.test(food.name) && !food.cautions.includes(caution)) found.push(`dashboard food: ${food.name}`);
    for (const text of dashboard.keyRecommendations) if (natto.test(text) && !text.includes(caution)) found.push(`key recommendation: ${text}`);
    // A meal plan lists foods without cautions, so natto may not be on it at all.
    for (const item of Object.values(dashboard.mealPlan.meals).flat()) if (natto.test(item)) found.push(`dashboard meal plan: ${item}`);
    const served = plan.split("\n").filter((line) => natto.test(line) && /^- \*\*(Breakfast|Lunch|Dinner|Snack):\*\*/.test(line));
    const cautioned = plan.split("\n").some((line) => line.startsWith(`- ${caution}`) && natto.test(line));
    for (const line of served) if (!cautioned) found.push(`weekly plan: ${line}`);
    return found;
  }

  it.each(["on warfarin", "Coumadin", "blood thinner (warfarin), vegan"])("%s", (typed) => {
    expect(bare(woman({ healthConditions: ["other"], otherHealthCondition: typed }))).toEqual([]);
    expect(bare(woman({ dietType: "vegetarian", healthConditions: ["other"], otherHealthCondition: typed }))).toEqual([]);
  });

  it("while without warfarin natto is a top iron source in the assessment and on the vegan's dashboard and plan", () => {
    const places = bare(woman({}));
    expect(places.some((place) => place.startsWith("assessment: "))).toBe(true);
    expect(places.some((place) => place.startsWith("weekly plan: "))).toBe(true);
  });
});

describe("one-day plans: the dashboard's, like the assessment's sample day, name only foods with no caution", () => {
  it(`over the diet x allergy x condition matrix (${people.length + peopleWithConditions.length} people)`, () => {
    const problems: string[] = [];
    for (const person of [...people, ...peopleWithConditions]) {
      const who = personFoods(policy, person.answers, AT);
      const plain = new Set(kb.foods.filter((food) => who.safeIds.has(food.id) && withoutCaution(who.assessor.assess(food))).map(planItem));
      const day = oneDay(who, keyNutrients(person.answers, who));
      for (const item of Object.values(day).flat()) if (!plain.has(item)) problems.push(`${person.label}: ${item}`);
    }
    expect(problems).toEqual([]);
  });

  it("a pregnant person's one-day plan has no oily fish (it carries a weekly limit), on either screen", () => {
    const pregnant = { ...completeAnswers, dietType: "balanced", allergies: ["none"], healthConditions: ["other"], otherHealthCondition: "pregnant" } as AssessmentAnswers;
    const { assessment, dashboard } = screens(pregnant);
    const built = deriveLatest(policy, pregnant, "", AT).mealPlan;
    expect(built.source).toBe("built");
    expect(Object.values(built.meals).flat().join(" ")).not.toMatch(/salmon|trout|mackerel|herring|sardine|anchov|tuna/i);
    expect(dashboard.mealPlan.source).toBe("assessment");
    expect(assessment.slice(assessment.indexOf("Meal Plan"))).not.toMatch(/salmon|trout|mackerel|herring|sardine|anchov|tuna/i);
  });
});
