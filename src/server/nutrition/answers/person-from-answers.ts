// The policy's view of a person, from what the assessment asked them: the one place that says which answers
// the recommendation policy reads, so the assessment, the lookup fed by an assessment and any later screen
// resolve the same person from the same answers.
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import type { PersonInput } from "../policy/types.ts";

/** The answers the policy reads; every one may be missing (a stored profile read leniently). */
export interface PersonAnswers {
  dietType?: AssessmentAnswers["dietType"] | null;
  otherDietType?: string | null;
  allergies?: readonly AssessmentAnswers["allergies"][number][];
  otherAllergy?: string | null;
  healthConditions?: readonly NonNullable<AssessmentAnswers["healthConditions"]>[number][];
  otherHealthCondition?: string | null;
  yearOfBirth?: number | null;
  gender?: AssessmentAnswers["gender"] | null;
  meatFishConsumption?: AssessmentAnswers["meatFishConsumption"] | null;
  supplements?: readonly NonNullable<AssessmentAnswers["supplements"]>[number][] | null;
  otherSupplement?: string | null;
}

/**
 * Diet and allergies, ticked and typed; conditions, with the typed text that may name conditions and medicines
 * ("pregnant", "on warfarin"); year of birth and sex. Typed text is read whenever it is there (stored answers
 * have it only with "other" ticked; a lookup request may send it alone): leaving out more foods is the safe error.
 */
export function personInputFromAnswers(answers: PersonAnswers, now: Date = new Date()): PersonInput {
  const allergies = answers.allergies ?? [];
  const conditions = answers.healthConditions ?? [];
  return {
    dietType: answers.dietType ?? null,
    otherDietType: answers.otherDietType ?? null,
    allergies,
    otherAllergy: answers.otherAllergy ?? null,
    healthConditions: conditions,
    otherHealthCondition: answers.otherHealthCondition ?? null,
    yearOfBirth: answers.yearOfBirth ?? null,
    now,
    sex: answers.gender ?? null,
    eatsMeatRarely: answers.meatFishConsumption === "rarely",
    // Supplements taken, for the rules that combine them with a medicine, condition or life stage (decision 020).
    supplements: answers.supplements ?? null,
    otherSupplement: answers.otherSupplement ?? null,
  };
}
