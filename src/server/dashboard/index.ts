import type { Policy } from "../nutrition/policy/policy.ts";
import { dashboardRoutes } from "./routes.ts";
import { createDashboardService, type DashboardAssessments } from "./service.ts";

/** /api/dashboard: the latest completed assessment's figures, foods and plan, the history, the weekly plan. */
export function createDashboardFeature({ policy, assessments }: { policy: Policy; assessments: DashboardAssessments }) {
  const service = createDashboardService({ policy, assessments });
  return { routes: dashboardRoutes(service), read: (userId: string) => service.read(userId) };
}
