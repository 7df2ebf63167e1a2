import { Hono } from "hono";
import type { DashboardDto } from "../../shared/dashboard.ts";
import { dashboardApiMessages, weeklyPlanTexts } from "../../shared/texts/dashboard.ts";
import type { DashboardService } from "./service.ts";
import { currentUser, requireUser, type AppEnv } from "../identity/session.ts";
import { apiError } from "../http/errors.ts";

/**
 * /api/dashboard (signed in): GET / is the screen's one read (the latest completed assessment's figures, foods
 * and plan, the newest one's state when it is not complete, the history); GET /weekly-plan downloads the
 * seven-day plan as Markdown. Only the signed-in person's rows are read; the API's edge sets no-store.
 */
export function dashboardRoutes(dashboard: DashboardService) {
  return new Hono<AppEnv>()
    .use("*", requireUser)
    .get("/", async (c) => {
      const body: DashboardDto = await dashboard.read(currentUser(c).id);
      return c.json(body);
    })
    .get("/weekly-plan", async (c) => {
      const plan = await dashboard.weeklyPlan(currentUser(c).id);
      if (plan === null) return apiError(c, 404, "not_found", dashboardApiMessages.noCompletedAssessment);
      return c.body(plan, 200, {
        "Content-Type": "text/markdown; charset=utf-8",
        "Content-Disposition": `attachment; filename="${weeklyPlanTexts.fileName}"`,
      });
    });
}
