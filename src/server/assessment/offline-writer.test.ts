import { describe, expect, it } from "vitest";
import { completeAnswers, minimalAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { dietTypes } from "../../shared/assessment/options.ts";
import { type AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { withSourceMarkdown } from "../../shared/format.ts";
import { assessmentSections, offlineEngineLine } from "../../shared/texts/assessment.ts";
import { excludedReason } from "../nutrition/policy/diet-filters.ts";
import { kb } from "../nutrition/kb/test-support.ts";
import { buildAssessmentFacts, dietProfile } from "../nutrition/answers/facts.ts";
import { offlineChunks, writeOfflineAssessment } from "./offline-writer.ts";

const now = new Date("2025-06-01T00:00:00Z");

const allergyProfiles: Pick<AssessmentAnswers, "allergies" | "otherAllergy">[] = [
  { allergies: [] },
  { allergies: ["none"] },
  { allergies: ["lactose"] },
  { allergies: ["gluten"] },
  { allergies: ["soy"] },
  { allergies: ["nuts"] },
  { allergies: ["lactose", "gluten", "soy", "nuts"] },
  { allergies: ["other"], otherAllergy: "kiwi" },
  { allergies: ["other", "nuts"], otherAllergy: "sesame, shellfish" },
];

/** Two very different people, so every branch of the engine runs. */
const people: AssessmentAnswers[] = [
  completeAnswers,
  {
    ...minimalAnswers,
    takesDietarySupplements: "regularly",
    supplements: ["vitamin_d", "omega_3", "magnesium", "zinc", "probiotics", "other"],
    otherSupplement: "Iron tablets",
    healthGoals: ["support_muscle", "improve_digestion", "improve_immunity", "lose_weight"],
    healthConditions: ["high_blood_pressure", "digestive_issues"],
    sunlightExposure: "less_than_30",
    meatFishConsumption: "rarely",
    dairyConsumption: "rarely",
    travelFrequency: "more_than_4",
  },
];

describe("offline engine", () => {
  const text = writeOfflineAssessment(completeAnswers, kb, now);

  it("writes the seven parts in order, and says in one line that it is the offline engine", () => {
    expect(text.split("\n")[0]).toBe(offlineEngineLine);
    let last = -1;
    for (const section of assessmentSections) {
      const at = text.indexOf(`## ${section}\n`);
      expect(at, section).toBeGreaterThan(last);
      last = at;
    }
    const areas = text.slice(text.indexOf("## Key Areas"), text.indexOf("## Whole-Food"));
    expect(areas.match(/^\d\. /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(areas.match(/^\d\. /gm)?.length).toBeLessThanOrEqual(3);
    const adjustments = text.slice(text.indexOf("## Lifestyle Adjustments"), text.indexOf("## Sample"));
    expect(adjustments.match(/^\d\. /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(adjustments.match(/^\d\. /gm)?.length).toBeLessThanOrEqual(3);
    const plan = text.slice(text.indexOf("## Sample One-Day Meal Plan"));
    for (const meal of ["Breakfast", "Lunch", "Dinner"]) expect(plan).toContain(`**${meal}:**`);
  });

  it("is personal: name, goals, lifestyle, scores, named foods with servings and %DV", () => {
    expect(text).toContain("Ada, you follow a vegetarian diet");
    expect(text).toContain("increase energy");
    expect(text).toContain("moderate (3-4 times a week)");
    expect(text).toContain("**80/100**");
    expect(text).toMatch(/\*\*Mushrooms, [^*]+\*\* \([^)]*\d+ g\): [\d.]+ µg, \d+% of the Daily Value/);
    expect(text).toContain("For your weight of 62.5 kg");
  });

  it("mentions conditions, supplements and the person's own words", () => {
    const other = writeOfflineAssessment(
      { ...people[1]!, healthConditions: ["other"], otherHealthCondition: "Migraine" },
      kb,
      now,
    );
    expect(other).toContain('"Migraine"');
    expect(other).toContain('"Iron tablets"');
    expect(other).toMatch(/\*\*Probiotics\*\*/);
    expect(other).toContain("1.2-1.6 g per kg");
  });

  it("keeps typed text from breaking the Markdown", () => {
    const hostile = writeOfflineAssessment(
      { ...completeAnswers, firstName: "## <img src=x onerror=alert(1)> [x](javascript:alert(1))" },
      kb,
      now,
    );
    expect(hostile).not.toContain("<img");
    expect(hostile).not.toContain("](javascript:");
    expect(hostile.split("\n").filter((line) => line.startsWith("## "))).toHaveLength(7);
  });

  // Its speed is a budget in `npm run bench` (scripts/bench/assessment.ts), not a timed test.
  it("is deterministic", () => {
    expect(writeOfflineAssessment(completeAnswers, kb, now)).toBe(writeOfflineAssessment(completeAnswers, kb, now));
  });

  it("gives kidney disease its stage's protein line with its source, never the training range (decision 027)", () => {
    const written = (typed: string) =>
      writeOfflineAssessment(
        { ...people[1]!, weight: 70, healthConditions: ["other"], otherHealthCondition: typed },
        kb,
        now,
      );
    const unstaged = written("chronic kidney disease");
    expect(unstaged).not.toContain("1.2-1.6 g per kg");
    expect(unstaged).toContain(
      "about 56 g of protein a day (0.8 g per kg) covers the basic need; spreading it over your meals helps energy and fullness. ([KDIGO 2024",
    );
    expect(
      unstaged.match(/the right amount of protein depends on your stage and treatment: your kidney team sets it/g),
    ).toHaveLength(1);
    expect(written("haemodialysis")).toContain(
      "about 70-84 g of protein a day (1.0-1.2 g per kg) covers the basic need; spreading it over your meals helps energy and fullness. ([KDOQI",
    );
  });

  it("names the source of every caution and advice line, as a Markdown link the results page renders", () => {
    const pregnant = {
      ...completeAnswers,
      dietType: "balanced",
      allergies: ["none"],
      healthConditions: ["other"],
      otherHealthCondition: "pregnant, on warfarin",
    } as AssessmentAnswers;
    const written = writeOfflineAssessment(pregnant, kb, now);
    const facts = buildAssessmentFacts(pregnant, kb, { now });
    const lines = [
      ...facts.risks.flatMap((risk) => [...risk.advice, ...risk.foods.flatMap((entry) => entry.cautions)]),
      ...facts.generalAdvice,
    ];
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(written).toContain(withSourceMarkdown(line.message, line.source));
    expect(written).toMatch(/ \(\[[^\]]+\]\(https:\/\/www\.nhs\.uk\/[^)\s]+\)\)/);
  });

  it("gives the sleep hours for the person's age, with CDC as the source", () => {
    const sleepFor = (yearOfBirth: number) =>
      writeOfflineAssessment({ ...completeAnswers, sleepQuality: "poor", yearOfBirth } as AssessmentAnswers, kb, now)
        .split("\n")
        .find((line) => line.includes("**Sleep**"));
    const cdc = "([CDC: About Sleep (How Much Sleep Do I Need?)](https://www.cdc.gov/sleep/about/index.html))";
    expect(sleepFor(2015)).toContain(`aim for 9-12 hours ${cdc}`);
    expect(sleepFor(2009)).toContain(`aim for 8-10 hours ${cdc}`);
    expect(sleepFor(1990)).toContain(`aim for 7 or more hours ${cdc}`);
    expect(sleepFor(1950)).toContain(`aim for 7-8 hours ${cdc}`);
  });

  it("streams in paragraph-sized pieces that add up to the text", () => {
    const pieces = [...offlineChunks(text)];
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join("")).toBe(text);
  });

  describe("never names a food the diet or allergies exclude", () => {
    for (const dietType of dietTypes) {
      for (const allergy of allergyProfiles) {
        const label = `${dietType} / ${allergy.allergies.join("+") || "no allergies"}${allergy.otherAllergy ? ` (${allergy.otherAllergy})` : ""}`;
        it(label, () => {
          for (const person of people) {
            const answers: AssessmentAnswers = { ...person, dietType, ...allergy };
            if (!allergy.otherAllergy) delete answers.otherAllergy;
            const profile = dietProfile(answers);
            const written = writeOfflineAssessment(answers, kb, now).toLowerCase();
            const excluded = kb.foods.filter((food) => excludedReason(kb, food, profile) !== null);
            const named = excluded.filter((food) => written.includes(food.name.toLowerCase()));
            expect(named.map((f) => `${f.name}: ${excludedReason(kb, f, profile)}`)).toEqual([]);
            // The facts the language model is given are held to the same rule.
            const facts = buildAssessmentFacts(answers, kb, { now });
            const factFoods = facts.risks.flatMap((risk) => risk.foods.map((entry) => entry.food));
            expect(factFoods.filter((food) => excludedReason(kb, food, profile) !== null)).toEqual([]);
          }
        });
      }
    }
  });
});
