import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { DraftAnswers } from "../../shared/assessment/index.ts";
import { writeOfflineAssessment } from "../assessment/offline-writer.ts";
import { generatedMealPlan, readMealPlan } from "./generated-plan.ts";
import { personFoods } from "./person.ts";
import { AT, kb, policy } from "./test-people.ts";

// Reading the one-day plan out of an assessment's text, in the shapes models write it, and refusing a plan
// that names a food the person's rules leave out.

const section = (body: string) => `## Summary\n\nFine.\n\n## Sample One-Day Meal Plan\n\n${body}\n\n## Follow-Up Recommendations\n\n- Retake.\n`;

describe("reading the meal plan", () => {
  it("reads the offline engine's own plan", () => {
    const answers = { ...completeAnswers, dietType: "vegan" } as DraftAnswers;
    const plan = readMealPlan(writeOfflineAssessment(completeAnswers, kb, AT));
    expect(plan?.breakfast[0]).toMatch(/\(/);
    expect(Object.values(plan ?? {}).every((items) => items.length === 1)).toBe(true);
    expect(generatedMealPlan(writeOfflineAssessment(completeAnswers, kb, AT), personFoods(policy, answers, AT))).not.toBeNull();
  });

  it.each([
    ["bold labels with colons inside", "- **Breakfast:** Oats\n- **Lunch:** Soup\n- **Dinner:** Beans"],
    ["bold labels with dashes", "**Breakfast** - Oats\n\n**Lunch** - Soup\n\n**Dinner** - Beans"],
    ["numbered, times in brackets", "1. Breakfast (8 am): Oats\n2. Lunch (1 pm): Soup\n3. Dinner (7 pm): Beans"],
  ])("reads %s", (_name, body) => {
    expect(readMealPlan(section(body))).toEqual({ breakfast: ["Oats"], lunch: ["Soup"], dinner: ["Beans"] });
  });

  it("reads a sub-heading per meal with its list, links and emphasis as plain words", () => {
    const body = "### Breakfast\n- Oats with *berries*\n- [Tea](https://example.com)\n\n### Lunch\n- Soup <b>hot</b>\n\n### Dinner\n- Beans\n\n### Tips\n- Drink water";
    expect(readMealPlan(section(body))).toEqual({ breakfast: ["Oats with berries", "Tea"], lunch: ["Soup hot"], dinner: ["Beans"] });
  });

  it("gives up without all three meals, without the section, and on sentences that only mention a meal", () => {
    expect(readMealPlan(section("- **Breakfast:** Oats\n- **Lunch:** Soup"))).toBeNull();
    expect(readMealPlan("## Summary\n\n- **Breakfast:** Oats\n- **Lunch:** Soup\n- **Dinner:** Beans")).toBeNull();
    expect(readMealPlan(section("Breakfast is important.\n\nLunch is light.\n\nDinner is early."))).toBeNull();
  });
});

describe("the plan's foods against the person's rules", () => {
  const plan = (dinner: string) => section(`- **Breakfast:** Oats\n- **Lunch:** Lentil soup\n- **Dinner:** ${dinner}`);
  const who = (answers: Partial<DraftAnswers>) => personFoods(policy, { ...completeAnswers, ...answers } as DraftAnswers, AT);

  it("refuses a plan naming what the diet or an allergy leaves out, whole words only", () => {
    expect(generatedMealPlan(plan("Grilled salmon"), who({ dietType: "vegan", allergies: ["none"] }))).toBeNull();
    expect(generatedMealPlan(plan("Walnut salad"), who({ dietType: "balanced", allergies: ["nuts"] }))).toBeNull();
    expect(generatedMealPlan(plan("Kiwi and rice"), who({ allergies: ["other"], otherAllergy: "kiwi" }))).toBeNull();
    expect(generatedMealPlan(plan("Roast eggplant"), who({ dietType: "balanced", allergies: ["other"], otherAllergy: "eggs" }))).not.toBeNull();
    expect(generatedMealPlan(plan("Grilled salmon"), who({ dietType: "balanced", allergies: ["none"] }))).not.toBeNull();
  });
});
