import type { AssessmentAnswers } from "../../src/shared/assessment/schema.ts";
import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";

// The four people the evaluation asks as (and the answer tests use): their latest assessment's answers.
// The year of birth is read against the evaluation's fixed date (2026-06-15).

const base: AssessmentAnswers = { ...completeAnswers, allergies: ["none"], healthConditions: ["none"] };

export const evalPeople: { id: string; label: string; answers: AssessmentAnswers }[] = [
  {
    id: "vegan",
    label: "vegan adult (35)",
    answers: { ...base, dietType: "vegan", gender: "male", yearOfBirth: 1991 },
  },
  {
    id: "pregnant",
    label: "pregnant vegetarian (30)",
    answers: {
      ...base,
      dietType: "vegetarian",
      gender: "female",
      yearOfBirth: 1996,
      healthConditions: ["other"],
      otherHealthCondition: "pregnant, 20 weeks",
    },
  },
  { id: "child", label: "10-year-old", answers: { ...base, dietType: "balanced", gender: "male", yearOfBirth: 2016 } },
  {
    id: "warfarin_ckd",
    label: "70-year-old on warfarin with kidney disease",
    answers: {
      ...base,
      dietType: "balanced",
      gender: "female",
      yearOfBirth: 1956,
      healthConditions: ["other"],
      otherHealthCondition: "chronic kidney disease stage 3, atrial fibrillation on warfarin",
    },
  },
];

export const EVAL_NOW = new Date("2026-06-15T12:00:00Z");
