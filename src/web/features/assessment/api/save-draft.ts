import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { AssessmentDraftDto } from "../../../../shared/assessment/api.ts";
import type { DraftAnswers } from "../../../../shared/assessment/schema.ts";
import { api } from "../../../lib/api.ts";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";

export interface SaveDraftInput {
  step: number;
  answers: DraftAnswers;
}

/** PUT /api/assessments/draft: the step and answers so far (validated loosely by the server). */
export async function saveDraft({ step, answers }: SaveDraftInput): Promise<AssessmentDraftDto> {
  return (
    await api<{ draft: AssessmentDraftDto }>("/api/assessments/draft", { method: "PUT", body: { step, answers } })
  ).draft;
}

/** The answer is the draft as stored: it becomes the cached one. */
export const saveDraftOptions = () =>
  mutationOptions({
    mutationFn: saveDraft,
    onSuccess: (draft, _input, _context, { client }) => client.setQueryData(assessmentKeys.draft(), draft),
  });

export const useSaveDraft = () => useMutation(saveDraftOptions());
