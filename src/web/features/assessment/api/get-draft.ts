import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AssessmentDraftDto } from "../../../../shared/assessment/api.ts";
import { api } from "../../../lib/api.ts";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";

/** GET /api/assessments/draft: the answers saved as the person went, on any device; null when none. */
export async function getDraft(signal?: AbortSignal): Promise<AssessmentDraftDto | null> {
  return (await api<{ draft: AssessmentDraftDto | null }>("/api/assessments/draft", { signal })).draft;
}

/** Read once per visit to the wizard, always fresh: another tab or device may have moved on since. */
export const draftQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.draft(),
    queryFn: ({ signal }) => getDraft(signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * The server's draft as this visit found it: `settled` once the read made for this visit has
 * answered (a cached copy from an earlier visit is not enough); `draft` null when there is none or
 * the read failed (this tab's own copy still counts then).
 */
export function useServerDraft() {
  const query = useQuery(draftQueryOptions());
  return { settled: query.isFetchedAfterMount, draft: query.isSuccess ? query.data : null };
}
