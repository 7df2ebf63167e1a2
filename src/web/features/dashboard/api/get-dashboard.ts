import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardDto } from "../../../../shared/dashboard.ts";
import { api } from "../../../lib/api.ts";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";

/** While the newest assessment is being written, the dashboard asks again this often to show when it is done. */
export const pendingRefetchMs = 4000;

/** GET /api/dashboard: the signed-in person's latest figures, foods, plan and history in one read. */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardDto> {
  return api<DashboardDto>("/api/dashboard", { signal });
}

/** Spec section 2: nothing is fetched without a user (`enabled`). */
export const dashboardQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: assessmentKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.pending?.status === "generating" ? pendingRefetchMs : false),
  });

export const useDashboard = (enabled: boolean) => useQuery(dashboardQueryOptions(enabled));
