import { mutationOptions, useMutation } from "@tanstack/react-query";
import { idempotencyKeyHeader, type AssessmentDto } from "../../../shared/assessment/api.ts";
import { type AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { api } from "../api.ts";
import { assessmentKeys } from "./keys.ts";

// Submitting the answers: the wizard does it, and the results page again after a failed submit,
// so it lives here rather than in either feature.

export interface SubmitAssessmentInput {
  answers: AssessmentAnswers;
  /** One key per submission: a retried or repeated submit returns the same assessment. */
  idempotencyKey: string;
}

/** POST /api/assessments. Safe to repeat: the idempotency key makes a retry return the same assessment. */
export async function submitAssessment({ answers, idempotencyKey }: SubmitAssessmentInput): Promise<AssessmentDto> {
  const body = await api<{ assessment: AssessmentDto }>("/api/assessments", {
    method: "POST",
    body: { answers },
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    retry: true,
  });
  return body.assessment;
}

/**
 * The server deleted the draft and stored a new assessment: the draft is gone, lists and what other
 * features derive from the latest assessment are stale, and the new one is known (so the results
 * page starts streaming without asking for it again).
 */
export const submitAssessmentOptions = () =>
  mutationOptions({
    mutationFn: submitAssessment,
    onSuccess: (assessment, _input, _context, { client }) => {
      client.setQueryData(assessmentKeys.draft(), null);
      void client.invalidateQueries({ queryKey: assessmentKeys.lists() });
      void client.invalidateQueries({ queryKey: assessmentKeys.allDerived() });
      client.setQueryData(assessmentKeys.detail(assessment.id), assessment);
    },
  });

export const useSubmitAssessment = () => useMutation(submitAssessmentOptions());

/** A random key for one submission (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
