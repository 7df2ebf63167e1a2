import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { personInputFromAnswers } from "../answers/person-from-answers.ts";
import { kb } from "../kb/test-support.ts";
import { cachedAssessor } from "../policy/exclusions.ts";
import { createPolicy } from "../policy/policy.ts";
import { mealIdeas } from "./ideas.ts";
import { planInput } from "./person-plan.ts";

const policy = createPolicy(kb);
const AT = new Date("2026-03-03T10:00:00Z");
function inputFor(extra: Partial<AssessmentAnswers>) {
  const answers = { ...completeAnswers, allergies: ["none"], otherAllergy: undefined, ...extra } as AssessmentAnswers;
  const person = policy.resolvePerson(personInputFromAnswers(answers, AT));
  const assessor = cachedAssessor(kb, policy.rules, person);
  return { input: planInput(kb, answers, person, assessor, ["iron_mg"]), assessor };
}

describe("meal ideas for the chat", () => {
  it("gives up to three allowed meals for the slot, with energy and protein per serving", () => {
    const { input, assessor } = inputFor({ dietType: "vegan" });
    const ideas = mealIdeas(input, "dinner");
    expect(ideas).toHaveLength(3);
    for (const idea of ideas) {
      expect(idea.meal.slots).toContain("dinner");
      expect(idea.meal.ingredients.filter(({ food }) => assessor.assess(food).exclusion)).toEqual([]);
      expect(idea.text).toMatch(/^.+: \d+ min, about [\d,]+ kcal and \d+ g protein a serving$/);
      expect(idea.ingredients.length).toBe(idea.meal.ingredients.length);
    }
  });

  it("puts a named food first, and keeps to the time and cuisine asked", () => {
    const { input } = inputFor({ dietType: "balanced" });
    const lentils = kb.foods.find((food) => food.name === "Lentils, cooked")!;
    expect(
      mealIdeas(input, "lunch", { including: lentils })[0]!.meal.ingredients.some(({ food }) => food.id === lentils.id),
    ).toBe(true);
    for (const idea of mealIdeas(input, "dinner", { maxMinutes: 20, cuisine: "indian", limit: 5 })) {
      expect(idea.meal.minutes).toBeLessThanOrEqual(20);
      expect(idea.meal.cuisine).toBe("indian");
    }
  });

  it("carries the policy's cautions, and gives no energy figure when the person gets no calorie targets", () => {
    const pregnant = inputFor({
      dietType: "other",
      otherDietType: "pescatarian",
      healthConditions: ["other"],
      otherHealthCondition: "pregnant",
    });
    const salmon = kb.foods.find((food) => food.name === "Salmon, Atlantic, farmed, cooked")!;
    const idea = mealIdeas(pregnant.input, "dinner", { including: salmon })[0]!;
    expect(idea.cautions.length).toBeGreaterThan(0);
    const teen = inputFor({ yearOfBirth: 2011 });
    for (const each of mealIdeas(teen.input, "breakfast")) expect(each.text).not.toMatch(/kcal/);
  });
});

describe("the shopping list", () => {
  it("has one line per food as people shop for it, summed over the week at the meals' servings", async () => {
    const { shoppingList } = await import("./shopping.ts");
    const { planWeek } = await import("./planner.ts");
    const { input } = inputFor({ dietType: "vegetarian" });
    const week = planWeek(input);
    const aisles = shoppingList(
      kb,
      week.map((day) => day.meals),
    );
    const names = aisles.flatMap((aisle) => aisle.items.map((item) => item.name));
    expect(new Set(names).size).toBe(names.length);
    const total = aisles.flatMap((aisle) => aisle.items).reduce((sum, item) => sum + item.grams, 0);
    const eaten = week
      .flatMap((day) => day.meals)
      .reduce(
        (sum, { meal, portions }) =>
          sum + meal.ingredients.reduce((grams, item) => grams + (item.grams / meal.servings) * portions, 0),
        0,
      );
    expect(total).toBeCloseTo(eaten, 6);
  });
});
