import { queryOptions, useQuery } from "@tanstack/react-query";
import { weeklyPlanPath } from "../../../../shared/dashboard.ts";
import { apiFetch, toApiError } from "../../../lib/api.ts";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";

/** GET /api/dashboard/weekly-plan as text: the same Markdown the download saves. */
export async function getWeeklyPlan(signal?: AbortSignal): Promise<string> {
  const response = await apiFetch(weeklyPlanPath, { headers: { accept: "text/markdown" }, signal });
  if (!response.ok) throw await toApiError(response);
  return response.text();
}

export const weeklyPlanQueryOptions = () =>
  queryOptions({ queryKey: assessmentKeys.weeklyPlan(), queryFn: ({ signal }) => getWeeklyPlan(signal) });

export const useWeeklyPlan = () => useQuery(weeklyPlanQueryOptions());
