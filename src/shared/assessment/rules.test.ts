import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { asksWhichSupplements, chooseDietType, normalizeAnswers, showsOtherText, toggleListItem } from "./rules.ts";
import type { DraftAnswers } from "./schema.ts";

describe("list rules", () => {
  it("choosing none replaces the whole list and clears the other text", () => {
    const start: DraftAnswers = { allergies: ["lactose", "other"], otherAllergy: "Sesame" };
    const next = toggleListItem(start, "allergies", "none", true);
    expect(next.allergies).toEqual(["none"]);
    expect(next.otherAllergy).toBeUndefined();
    const conditions = toggleListItem(
      { healthConditions: ["digestive_issues", "other"], otherHealthCondition: "IBS" },
      "healthConditions",
      "none",
      true,
    );
    expect(conditions.healthConditions).toEqual(["none"]);
    expect(conditions.otherHealthCondition).toBeUndefined();
  });

  it("choosing any other item removes none", () => {
    expect(toggleListItem({ allergies: ["none"] }, "allergies", "gluten", true).allergies).toEqual(["gluten"]);
    expect(toggleListItem({ healthConditions: ["none"] }, "healthConditions", "other", true).healthConditions).toEqual([
      "other",
    ]);
  });

  it("unchecking other clears its text; unchecking another item keeps it", () => {
    const start: DraftAnswers = { activities: ["running", "other"], otherActivity: "Climbing" };
    const unchecked = toggleListItem(start, "activities", "other", false);
    expect(unchecked.activities).toEqual(["running"]);
    expect(unchecked.otherActivity).toBeUndefined();
    const kept = toggleListItem(start, "activities", "running", false);
    expect(kept.activities).toEqual(["other"]);
    expect(kept.otherActivity).toBe("Climbing");
    for (const [field, text] of [
      ["supplements", "otherSupplement"],
      ["healthGoals", "otherHealthGoal"],
    ] as const) {
      const cleared = toggleListItem({ [field]: ["other"], [text]: "x" }, field, "other", false);
      expect(cleared[text]).toBeUndefined();
    }
  });

  it("none is not exclusive in lists that have no none", () => {
    expect(toggleListItem({ healthGoals: ["lose_weight"] }, "healthGoals", "reduce_stress", true).healthGoals).toEqual([
      "lose_weight",
      "reduce_stress",
    ]);
  });

  it("does not add an item twice and does not mutate its input", () => {
    const start: DraftAnswers = { allergies: ["soy"] };
    const next = toggleListItem(start, "allergies", "soy", true);
    expect(next.allergies).toEqual(["soy"]);
    expect(start.allergies).toEqual(["soy"]);
  });

  it("choosing a diet other than other clears otherDietType", () => {
    expect(chooseDietType({ dietType: "other", otherDietType: "Paleo" }, "vegan").otherDietType).toBeUndefined();
    expect(chooseDietType({ dietType: "vegan", otherDietType: "Paleo" }, "other").otherDietType).toBe("Paleo");
  });

  it("asks which supplements only for regularly or sometimes", () => {
    expect(asksWhichSupplements("regularly")).toBe(true);
    expect(asksWhichSupplements("sometimes")).toBe(true);
    expect(asksWhichSupplements("no")).toBe(false);
    expect(asksWhichSupplements(undefined)).toBe(false);
  });

  it("shows other text boxes only when other is chosen", () => {
    expect(showsOtherText({ allergies: ["other"] }, "allergies")).toBe(true);
    expect(showsOtherText({ allergies: ["soy"] }, "allergies")).toBe(false);
    expect(showsOtherText({}, "allergies")).toBe(false);
  });
});

describe("normalizeAnswers", () => {
  it("applies every rule to a complete answer object", () => {
    const normalized = normalizeAnswers({
      ...completeAnswers,
      allergies: ["none", "soy"],
      otherAllergy: "stale",
      dietType: "vegan",
      otherDietType: "stale",
      takesDietarySupplements: "no",
      supplements: ["zinc"],
      otherSupplement: "stale",
      healthConditions: ["none"],
    });
    expect(normalized.allergies).toEqual(["soy"]);
    expect(normalized).not.toHaveProperty("otherAllergy");
    expect(normalized).not.toHaveProperty("otherDietType");
    expect(normalized.supplements).toEqual([]);
    expect(normalized).not.toHaveProperty("otherSupplement");
    expect(normalized.healthConditions).toEqual(["none"]);
    expect(normalized.otherActivity).toBe("Climbing");
  });
});
