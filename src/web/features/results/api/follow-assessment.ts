import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";
import { useGenerationStream } from "../../../lib/use-generation-stream.ts";

/** GET /api/assessments/:id/stream: the assessment's text as it is written (the generation wire format). */
export const assessmentStreamUrl = (id: string) => `/api/assessments/${encodeURIComponent(id)}/stream`;

/**
 * Follows an assessment while `following`; when it ends, the stored assessment (the reference text,
 * savedAt and timestamps) is fetched again, and lists learn its new status.
 */
export function useAssessmentStream(id: string, following: boolean, restartKey: number) {
  const queryClient = useQueryClient();
  const onFinish = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
  }, [queryClient, id]);
  return useGenerationStream(following ? assessmentStreamUrl(id) : null, { restartKey, onFinish });
}
