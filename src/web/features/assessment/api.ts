import {
  idempotencyKeyHeader,
  type AssessmentDraftDto,
  type AssessmentDto,
  type AssessmentAnswers,
  type DraftAnswers,
} from "../../../shared/assessment/index.ts";
import { api } from "../../lib/api.ts";

export async function loadDraft(): Promise<AssessmentDraftDto | null> {
  return (await api<{ draft: AssessmentDraftDto | null }>("/api/assessments/draft")).draft;
}

export async function saveDraft(step: number, answers: DraftAnswers): Promise<void> {
  await api("/api/assessments/draft", { method: "PUT", body: { step, answers } });
}

/** Safe to repeat: the idempotency key makes a retry return the same assessment. */
export async function submitAssessment(answers: AssessmentAnswers, idempotencyKey: string): Promise<AssessmentDto> {
  const body = await api<{ assessment: AssessmentDto }>("/api/assessments", {
    method: "POST",
    body: { answers },
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    retry: true,
  });
  return body.assessment;
}

/** A random key for one submission (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
