import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AssessmentDto } from "../../../../shared/assessment/api.ts";
import { api } from "../../../lib/api.ts";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";

/** GET /api/assessments/:id: one of the user's assessments with its text (as far as it is written). */
export async function getAssessment(id: string, signal?: AbortSignal): Promise<AssessmentDto> {
  return (await api<{ assessment: AssessmentDto }>(`/api/assessments/${encodeURIComponent(id)}`, { signal }))
    .assessment;
}

export const assessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: ({ signal }) => getAssessment(id, signal),
  });

export const useAssessment = (id: string) => useQuery(assessmentQueryOptions(id));
