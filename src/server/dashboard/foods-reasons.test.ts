import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { DraftAnswers } from "../../shared/assessment/schema.ts";
import { dashboardFoods } from "./foods.ts";
import { personFoods } from "./person.ts";
import { AT, policy } from "./test-people.ts";

// The dashboard says every reason a spec food was replaced (decision 033), as the chat and the assessment do.

describe("a replaced food's reasons", () => {
  it("salmon for a vegetarian with a fish allergy: the diet and the allergy", () => {
    const answers: DraftAnswers = {
      ...completeAnswers,
      dietType: "vegetarian",
      allergies: ["other"],
      otherAllergy: "fish",
      healthConditions: ["none"],
    };
    const salmon = dashboardFoods(answers, personFoods(policy, answers, AT)).foods.find(
      (food) => food.replaces === "Salmon",
    );
    expect(salmon?.replacedBecause).toBe("vegetarian: fish; allergy (fish)");
  });
});
