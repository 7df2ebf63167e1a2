import { mutationOptions, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";

/** POST /api/assessments/:id/save: marks it saved to the account. Idempotent, so safe to repeat. */
export async function saveAssessment(id: string): Promise<void> {
  await api(`/api/assessments/${encodeURIComponent(id)}/save`, { method: "POST", retry: true });
}

/** Saving changes the assessment (savedAt) and so every list that shows it. */
export const saveAssessmentOptions = () =>
  mutationOptions({
    mutationFn: saveAssessment,
    onSuccess: (_data, id, _context, { client }) => {
      void client.invalidateQueries({ queryKey: assessmentKeys.lists() });
      void client.invalidateQueries({ queryKey: assessmentKeys.detail(id) });
    },
  });

export const useSaveAssessment = () => useMutation(saveAssessmentOptions());
