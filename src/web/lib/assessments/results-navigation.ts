import type { DraftAnswers } from "../../../shared/assessment/schema.ts";

/** What the wizard hands the results page in navigation state (spec section 2). */
export interface ResultsNavigationState {
  assessmentId?: string;
  results?: string;
  assessmentData?: DraftAnswers;
  error?: string;
  /** With `error`: lets the results page send the same answers again without a second assessment. */
  idempotencyKey?: string;
}

/** Navigation state as the results page may read it (anything else counts as none). */
export function readResultsNavigationState(value: unknown): ResultsNavigationState {
  return typeof value === "object" && value !== null ? (value as ResultsNavigationState) : {};
}
