import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { safetyCheckParagraphs } from "../policy/safety-check.ts";
import { createPolicy } from "../policy/policy.ts";
import { buildAssessmentFacts } from "./facts.ts";
import { kb } from "../kb/test-support.ts";
import { personInputFromAnswers } from "./person-from-answers.ts";

// Every reason a food is left out, on the screens that say why (decision 033): the assessment's facts list a food
// under each part of the person that leaves it out, and the safety check after a model's text says each reason.

const now = new Date("2026-06-15T12:00:00Z");
const pregnantVegetarian: AssessmentAnswers = {
  ...completeAnswers,
  dietType: "vegetarian",
  gender: "female",
  yearOfBirth: 1996,
  allergies: ["none"],
  healthConditions: ["other"],
  otherHealthCondition: "pregnant, 20 weeks",
};

describe("every reason a food is left out", () => {
  it("the assessment facts list liver under the vegetarian diet and under pregnancy", () => {
    const lines = buildAssessmentFacts(pregnantVegetarian, kb, { now }).exclusions;
    const under = (label: string) => lines.find((line) => line.startsWith(`${label}:`)) ?? "";
    expect(under("vegetarian")).toMatch(/organ meat/);
    expect(under("pregnancy")).toMatch(/Beef liver/);
    expect(under("pregnancy")).toMatch(/too much vitamin A in pregnancy/);
  });

  it("the safety check after a model's text says both reasons for liver", () => {
    const policy = createPolicy(kb);
    const person = policy.resolvePerson(personInputFromAnswers(pregnantVegetarian, now));
    const concerns = policy.forPerson(person).foodConcernsIn("Liver and onions make a quick dinner.");
    const [paragraph] = safetyCheckParagraphs(concerns);
    expect(paragraph).toMatch(/your vegetarian diet rules out/);
    expect(paragraph).toMatch(/Also not for you: pregnancy: liver: too much vitamin A in pregnancy/);
  });
});
