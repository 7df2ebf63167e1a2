import type { AssessmentAnswers, DraftAnswers } from "./schema.ts";
import type { SupplementUsage } from "./options.ts";

// The wizard's list rules (spec section 4), as pure functions on the answers.

/** The multi-choice fields, the text box that goes with their "other", and whether "none" is exclusive. */
export const listFields = {
  activities: { otherText: "otherActivity", hasNone: false },
  allergies: { otherText: "otherAllergy", hasNone: true },
  supplements: { otherText: "otherSupplement", hasNone: false },
  healthConditions: { otherText: "otherHealthCondition", hasNone: true },
  healthGoals: { otherText: "otherHealthGoal", hasNone: false },
} as const;

export type ListField = keyof typeof listFields;

/**
 * Checks or unchecks one item of a list:
 * - choosing "none" (allergies, health conditions) replaces the whole list with none and clears the other text;
 * - choosing any other item removes "none";
 * - unchecking "other" clears its text.
 */
export function toggleListItem<A extends DraftAnswers>(
  answers: A,
  field: ListField,
  item: string,
  checked: boolean,
): A {
  const { otherText, hasNone } = listFields[field];
  const current = ((answers[field] as string[] | undefined) ?? []).filter((value) => value !== item);
  const next: Record<string, unknown> = { ...answers };
  if (checked) {
    if (hasNone && item === "none") {
      next[field] = ["none"];
      next[otherText] = undefined;
    } else {
      next[field] = [...current.filter((value) => !(hasNone && value === "none")), item];
    }
  } else {
    next[field] = current;
    if (item === "other") next[otherText] = undefined;
  }
  return next as A;
}

/** Choosing a diet type other than "other" clears otherDietType. */
export function chooseDietType<A extends DraftAnswers>(answers: A, dietType: AssessmentAnswers["dietType"]): A {
  return { ...answers, dietType, otherDietType: dietType === "other" ? answers.otherDietType : undefined };
}

/** Supplement choices are asked only of people who take supplements regularly or sometimes. */
export function asksWhichSupplements(takes: SupplementUsage | undefined): boolean {
  return takes === "regularly" || takes === "sometimes";
}

/** Whether an "other" text box is shown for a list. */
export function showsOtherText(answers: DraftAnswers, field: ListField): boolean {
  return ((answers[field] as string[] | undefined) ?? []).includes("other");
}

/**
 * Brings a complete answer object in line with every list rule, whatever order the clicks came in
 * (or whatever a client sent): used before the answers are stored.
 */
export function normalizeAnswers(answers: AssessmentAnswers): AssessmentAnswers {
  const next: Record<string, unknown> = { ...answers };
  for (const [field, { otherText, hasNone }] of Object.entries(listFields)) {
    let list = [...new Set((next[field] as string[] | undefined) ?? [])];
    if (hasNone && list.includes("none") && list.length > 1) list = list.filter((value) => value !== "none");
    next[field] = list;
    if (!list.includes("other")) next[otherText] = undefined;
  }
  if (next.dietType !== "other") next.otherDietType = undefined;
  if (!asksWhichSupplements(answers.takesDietarySupplements)) {
    next.supplements = [];
    next.otherSupplement = undefined;
  }
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as AssessmentAnswers;
}
