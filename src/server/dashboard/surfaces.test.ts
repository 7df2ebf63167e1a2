import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { weeklyPlanTexts } from "../../shared/texts/dashboard.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { writeOfflineAssessment } from "../assessment/offline-writer.ts";
import { deriveLatest } from "./derive.ts";
import { personFoods } from "./person.ts";
import { mealPlanOf } from "./plan.ts";
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
  const child = {
    ...completeAnswers,
    yearOfBirth: 2016,
    dietType: "balanced",
    allergies: ["none"],
    meatFishConsumption: "rarely",
  } as AssessmentAnswers;
  const message = safetyTexts.messages.withheld_child!;
  // The rule's source, shown as a link on every screen (issue 20): the under-14 rule names its own.
  const childRule = policy.rules.nutrientRules.find((rule) => rule.id === "no-foods-under-14")!;
  const sourced = { text: message, source: { label: childRule.source.label, url: childRule.source.url } };
  const foodWords = /salmon|fish|eggs?\b|walnut|mushroom|seeds|beans|spinach|lentil|oats|chia|flax/i;

  it("a 10-year-old's dashboard: no foods, no meal plan, no sentence naming a food; why, as the assessment says it", () => {
    const { assessment, dashboard } = screens(child);
    expect(assessment).toContain(message);
    expect(dashboard.foods).toEqual([]);
    expect(childRule.source.url).toMatch(/^https:\/\//);
    expect(dashboard.foodNotes).toEqual([sourced]);
    expect(dashboard.mealPlan).toEqual({
      source: "none",
      meals: [],
      totals: null,
      need: null,
      supplies: null,
      notes: [sourced],
    });
    expect(dashboard.keyRecommendations[0]).toEqual({ ...sourced, cautions: [] });
    expect(
      dashboard.keyRecommendations
        .map((item) => item.text)
        .join(" ")
        .replace(/carrot a day/, ""),
    ).not.toMatch(foodWords);
  });

  it("a 10-year-old who sleeps poorly is told the hours for their age, on the dashboard and in the assessment", () => {
    const { assessment, dashboard } = screens({ ...child, sleepQuality: "poor" });
    const sleep = dashboard.keyRecommendations.find((line) => line.text.startsWith("Give sleep a routine"));
    expect(sleep?.text).toContain("at your age, aim for 9-12 hours.");
    expect(dashboard.keyRecommendations.map((item) => item.text).join(" ")).not.toContain("7 to 9");
    expect(assessment).toContain("aim for 9-12 hours ([CDC");
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
    const written =
      "## Sample One-Day Meal Plan\n\n- **Breakfast:** Oats\n- **Lunch:** Lentil soup\n- **Dinner:** Beans\n";
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
    ({
      ...completeAnswers,
      gender: "female",
      dietType: "vegan",
      allergies: ["none"],
      meatFishConsumption: "rarely",
      ...extra,
    }) as AssessmentAnswers;
  const natto = /\bnatto\b/i;
  /** Every place a screen names natto without the caution beside it. */
  function bare(answers: AssessmentAnswers): string[] {
    const { assessment, dashboard, plan } = screens(answers);
    const found: string[] = [];
    for (const line of assessment.split("\n"))
      if (natto.test(line) && !line.includes(caution)) found.push(`assessment: ${line}`);
    for (const food of dashboard.foods)
      if (natto.test(food.name) && !food.cautions.some((note) => note.text === caution))
        found.push(`dashboard food: ${food.name}`);
    for (const item of dashboard.keyRecommendations)
      if (natto.test(item.text) && !item.cautions.some((note) => note.text === caution && note.source))
        found.push(`key recommendation: ${item.text}`);
    for (const item of dashboard.mealPlan.meals) {
      const meal = kb.meals.meals.find((candidate) => item.text.startsWith(candidate.name));
      if (
        meal?.ingredients.some(({ food }) => natto.test(food.name)) &&
        !item.cautions.some((note) => note.text === caution)
      )
        found.push(`dashboard meal plan: ${item.text}`);
    }
    const served = plan
      .split("\n")
      .filter((line) => natto.test(line) && /^- \*\*(Breakfast|Lunch|Dinner|Snack):\*\*/.test(line));
    const cautioned = plan.split("\n").some((line) => line.startsWith(`- ${caution}`) && natto.test(line));
    for (const line of served) if (!cautioned) found.push(`weekly plan: ${line}`);
    return found;
  }

  it.each(["on warfarin", "Coumadin", "blood thinner (warfarin), vegan"])("%s", (typed) => {
    expect(bare(woman({ healthConditions: ["other"], otherHealthCondition: typed }))).toEqual([]);
    expect(bare(woman({ dietType: "vegetarian", healthConditions: ["other"], otherHealthCondition: typed }))).toEqual(
      [],
    );
  });

  it("while without warfarin natto is a top iron source in the assessment", () => {
    const places = bare(woman({}));
    expect(places.some((place) => place.startsWith("assessment: "))).toBe(true);
  });
});

describe("one-day plans: the dashboard's day is the assessment's sample day, of meals the policy allows", () => {
  it(`over the diet x allergy x condition matrix (${people.length + peopleWithConditions.length} people)`, () => {
    const problems: string[] = [];
    for (const person of [...people, ...peopleWithConditions]) {
      const who = personFoods(policy, person.answers, AT);
      const day = mealPlanOf(person.answers, who);
      for (const item of day.meals) {
        const meal = kb.meals.meals.find((candidate) => item.text.startsWith(`${candidate.name} (`));
        if (!meal) problems.push(`${person.label}: not a meal of the library: ${item.text}`);
        else if (meal.ingredients.some(({ food }) => !who.safeIds.has(food.id) && who.assessor.assess(food).exclusion))
          problems.push(`${person.label}: ${meal.name}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("a pregnant person's day names its oily fish with the weekly limit, on both screens", () => {
    const pregnant = {
      ...completeAnswers,
      dietType: "other",
      otherDietType: "pescatarian",
      allergies: ["none"],
      healthConditions: ["other"],
      otherHealthCondition: "pregnant",
    } as AssessmentAnswers;
    const { assessment, dashboard } = screens(pregnant);
    const limit = safetyTexts.messages.caution_limit_oily_fish!;
    const oily = dashboard.mealPlan.meals.filter((item) =>
      /salmon|trout|mackerel|herring|sardine|anchov/i.test(item.text),
    );
    expect(oily.filter((item) => !item.cautions.some((note) => note.text === limit))).toEqual([]);
    const dashboardMeals = dashboard.mealPlan.meals.map((item) => item.text.slice(0, item.text.lastIndexOf(" (")));
    for (const name of dashboardMeals) expect(assessment).toContain(name);
  });
});
