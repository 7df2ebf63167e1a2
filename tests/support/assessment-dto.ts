import type { AssessmentDto } from "../../src/shared/assessment/api.ts";
import { completeAnswers } from "./assessment-fixtures.ts";

/** An assessment as the API returns it: being written, no text yet, unless told otherwise. */
export function assessmentDto(overrides: Partial<AssessmentDto> = {}): AssessmentDto {
  return {
    id: "11111111-2222-3333-4444-555555555555",
    createdAt: "2025-06-01T10:00:00.000Z",
    completedAt: "2025-06-01T10:00:00.000Z",
    updatedAt: "2025-06-01T10:00:00.000Z",
    savedAt: null,
    status: "generating",
    errorCode: null,
    engine: "fake-model",
    assessmentData: completeAnswers,
    assessmentResults: "",
    ...overrides,
  };
}
