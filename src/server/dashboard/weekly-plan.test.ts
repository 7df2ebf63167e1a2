import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../shared/assessment/index.ts";
import { weeklyPlanTexts as texts } from "../../shared/texts/dashboard.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { meals } from "../nutrition/meal-plan.ts";
import { personFoods } from "./person.ts";
import { keyNutrients, sevenDays } from "./plan.ts";
import { AT, forbidden, people, policy } from "./test-people.ts";
import { weeklyPlanMarkdown } from "./weekly-plan.ts";

// The seven-day plan over every diet with every allergy set: every item safe, the week varied, the document
// shaped as promised (days, meals, what it supplies, the note) and the same for the same assessment.

describe("the weekly plan over the diet x allergy matrix", () => {
  it(`has only foods the person may eat, three main meals every day, and varies the week (${people.length} people)`, () => {
    const problems: string[] = [];
    for (const person of people) {
      const who = personFoods(policy, person.answers, AT);
      const week = sevenDays(who, keyNutrients(person.answers, who, AT));
      expect(week, person.label).toHaveLength(7);
      for (const [index, day] of week.entries()) {
        for (const meal of ["breakfast", "lunch", "dinner"] as const) expect(day[meal].length, `${person.label}: day ${index + 1} ${meal}`).toBeGreaterThan(0);
        for (const food of meals.flatMap((meal) => day[meal])) {
          const verdict = who.assessor.assess(food);
          if (verdict.exclusion || verdict.demoted) problems.push(`${person.label}: ${food.name} (${verdict.exclusion?.message ?? "ranked last"})`);
          const why = forbidden(person, food);
          if (why) problems.push(`${person.label}: ${food.name} (${why})`);
        }
      }
      const ids = (index: number) => meals.flatMap((meal) => week[index]![meal].map((food) => food.id)).join(",");
      for (let index = 1; index < 7; index++) expect(ids(index), `${person.label}: day ${index + 1} repeats day ${index}`).not.toBe(ids(index - 1));
      const distinct = new Set(week.flatMap((day) => meals.flatMap((meal) => day[meal].map((food) => food.id))));
      // Vegan keto leaves few foods (no grains, legumes, animal foods or sweet fruit); everyone else gets 30 or more.
      const floor = who.isKeto && who.person.groups.has("diet:vegan") ? 15 : 30;
      expect(distinct.size, `${person.label}: too little variety`).toBeGreaterThanOrEqual(floor);
    }
    expect(problems).toEqual([]);
  });
});

describe("the weekly plan document", () => {
  const answers = { ...completeAnswers, dietType: "vegan", allergies: ["nuts"] } as AssessmentAnswers;
  const document = () => weeklyPlanMarkdown({ answers, completedAt: AT, who: personFoods(policy, answers, AT) });

  it("begins each day with its name and labels every meal", () => {
    const text = document();
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    expect(text.split("\n").filter((line) => days.includes(line))).toEqual(days);
    for (const meal of ["Breakfast", "Lunch", "Dinner", "Snack"]) expect(text.match(new RegExp(`^- \\*\\*${meal}:\\*\\* `, "gm"))).toHaveLength(7);
    expect(text.match(/^_For your key nutrients, this day supplies about: .*_$/gm)?.length).toBe(7);
    expect(text).toContain("Built from your assessment of March 3, 2026");
    expect(text).toMatch(/\*\*Chia seeds \(instead of salmon\)\*\*/);
    expect(text.trimEnd().endsWith(safetyTexts.notMedicalAdvice)).toBe(true);
  });

  it("puts the foods to add before the days, and says the days are below", () => {
    const text = document();
    const add = text.indexOf(texts.addIntro);
    expect(add).toBeGreaterThan(-1);
    expect(add).toBeLessThan(text.search(/^Monday$/m));
    expect(texts.addIntro).toMatch(/days below/);
  });

  it("is the same for the same assessment, byte for byte", () => {
    expect(document()).toBe(document());
  });

  it("lists the policy's cautions and the typed text it could not check", () => {
    const pregnant = { ...completeAnswers, dietType: "balanced", allergies: ["other"], otherAllergy: "glorbfruit", healthConditions: ["other"], otherHealthCondition: "pregnant" } as AssessmentAnswers;
    const text = weeklyPlanMarkdown({ answers: pregnant, completedAt: AT, who: personFoods(policy, pregnant, AT) });
    expect(text).toMatch(/^Not checked$/m);
    expect(text).toContain("glorbfruit");
    expect(text).not.toMatch(/liver/i);
  });
});
