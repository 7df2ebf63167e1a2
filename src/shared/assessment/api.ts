import { z } from "zod";
import type { AssessmentAnswers, DraftAnswers } from "./schema.ts";
import { totalSteps } from "./options.ts";
import { generationStreamEventNames, type GenerationStatus, type GenerationStreamEvent } from "../generation.ts";

// The assessment API's bodies and replies, shared by the server routes and the browser.

/** An assessment is never stopped early (it has no Stop), so it has every generation status but `stopped`. */
export type AssessmentStatus = Exclude<GenerationStatus, "stopped">;

/** One assessment as the API returns it. */
export interface AssessmentDto {
  id: string;
  createdAt: string;
  completedAt: string;
  updatedAt: string;
  savedAt: string | null;
  status: AssessmentStatus;
  errorCode: string | null;
  engine: string | null;
  assessmentData: AssessmentAnswers;
  assessmentResults: string;
}

/** A list entry: everything but the (long) results text. */
export type AssessmentSummaryDto = Omit<AssessmentDto, "assessmentResults">;

export interface AssessmentListDto {
  assessments: AssessmentSummaryDto[];
}

export interface AssessmentDraftDto {
  step: number;
  answers: DraftAnswers;
  updatedAt: string;
}

/** Idempotency keys: whatever the browser generated (a UUID), within sane bounds. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, "Idempotency-Key must be 8 to 128 characters")
  .max(128, "Idempotency-Key must be 8 to 128 characters")
  .regex(/^[A-Za-z0-9._:-]+$/, "Idempotency-Key may contain letters, digits and . _ : - only");

export const idempotencyKeyHeader = "Idempotency-Key";

/** POST /api/assessments: the answers; the idempotency key travels in the Idempotency-Key header. */
export const submitAssessmentBodySchema = z.object({ answers: z.unknown() });

/** PUT /api/assessments/draft: validated loosely (a draft may be incomplete), bounded in size by the API. */
export const saveDraftBodySchema = z.object({
  step: z.number().int().min(1).max(totalSteps),
  answers: z.record(z.string(), z.unknown()),
});

/** The assessment's text/event-stream: the wire format every generation uses (see shared/generation.ts). */
export type AssessmentStreamEvent = GenerationStreamEvent;

export const assessmentStreamEventNames = generationStreamEventNames;
