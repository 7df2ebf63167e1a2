import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { AssessmentDto } from "../../../../shared/assessment/api.ts";
import { api } from "../../../lib/api.ts";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";

/** POST /api/assessments/:id/retry: writes a failed assessment again from its stored answers. */
export async function retryAssessment(id: string): Promise<AssessmentDto> {
  return (
    await api<{ assessment: AssessmentDto }>(`/api/assessments/${encodeURIComponent(id)}/retry`, {
      method: "POST",
      retry: true,
    })
  ).assessment;
}

/** The answer is the assessment being written again: it replaces the cached one, and lists show its new status. */
export const retryAssessmentOptions = () =>
  mutationOptions({
    mutationFn: retryAssessment,
    onSuccess: (assessment, id, _context, { client }) => {
      client.setQueryData(assessmentKeys.detail(id), assessment);
      void client.invalidateQueries({ queryKey: assessmentKeys.lists() });
    },
  });

export const useRetryAssessment = () => useMutation(retryAssessmentOptions());
