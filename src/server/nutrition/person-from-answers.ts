// The policy's view of a person, from what the assessment asked them: the one place that says which answers
// the recommendation policy reads, so the assessment, the lookup fed by an assessment and any later screen
// resolve the same person from the same answers.
import type { AssessmentAnswers } from "../../shared/assessment/index.ts";
import type { PersonInput } from "./policy/index.ts";

/** The answers the policy reads; every one may be missing (a stored profile read leniently). */
export type PersonAnswers = Partial<
  Pick<
    AssessmentAnswers,
    "dietType" | "otherDietType" | "allergies" | "otherAllergy" | "healthConditions" | "otherHealthCondition" | "yearOfBirth" | "gender" | "meatFishConsumption"
  >
>;

/**
 * Diet and allergies, ticked and typed; conditions, with the typed text that may name conditions and medicines
 * ("pregnant", "on warfarin"); year of birth and sex. Typed text counts only with its "other" ticked, as the
 * form clears it otherwise.
 */
export function personInputFromAnswers(answers: PersonAnswers, now: Date = new Date()): PersonInput {
  const allergies = answers.allergies ?? [];
  const conditions = answers.healthConditions ?? [];
  return {
    dietType: answers.dietType ?? null,
    otherDietType: answers.dietType === "other" ? (answers.otherDietType ?? null) : null,
    allergies,
    otherAllergy: allergies.includes("other") ? (answers.otherAllergy ?? null) : null,
    healthConditions: conditions,
    otherHealthCondition: conditions.includes("other") ? (answers.otherHealthCondition ?? null) : null,
    yearOfBirth: answers.yearOfBirth ?? null,
    now,
    sex: answers.gender ?? null,
    eatsMeatRarely: answers.meatFishConsumption === "rarely",
  };
}
