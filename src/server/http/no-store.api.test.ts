import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { apiRoutes } from "../../../tests/support/route-table.ts";
import { createTestApp, type TestClient } from "../../../tests/support/test-app.ts";
import type { AssessmentDto } from "../../shared/assessment/api.ts";

const t = await createTestApp();

async function completedAssessment(client: TestClient): Promise<AssessmentDto> {
  const created = await client.post(
    "/api/assessments",
    { answers: completeAnswers },
    { "Idempotency-Key": "no-store-test-key-1" },
  );
  const { assessment } = (await created.json()) as { assessment: AssessmentDto };
  for (let i = 0; i < 100; i++) {
    const current = (await (await client.get(`/api/assessments/${assessment.id}`)).json()) as {
      assessment: AssessmentDto;
    };
    if (current.assessment.status === "completed") return current.assessment;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the offline engine did not finish");
}

describe("Cache-Control on the API", () => {
  it("is no-store on every route of the route table, signed in or not, whatever the status", async () => {
    const person = t.client("203.0.113.60");
    await person.signUp();
    const assessment = await completedAssessment(person);
    const routes = apiRoutes(t.app, { id: assessment.id, resetToken: "not-a-real-token" });
    expect(routes.length).toBeGreaterThan(20);

    let ip = 0;
    for (const route of routes) {
      // The library's own routes get a fresh anonymous client each, so sign-out cannot end the session used above.
      const callers = route.pattern.startsWith("/api/auth/")
        ? [t.client(`198.51.100.${++ip}`)]
        : [person, t.client(`198.51.100.${++ip}`)];
      for (const caller of callers) {
        const headers = { "Idempotency-Key": `no-store-${ip}-${route.method}` };
        const body =
          route.method === "GET" ? undefined : route.pattern === "/api/assessments" ? { answers: completeAnswers } : {};
        const response = await caller.request(route.method, route.path, body, headers);
        const label = `${route.method} ${route.path} (${caller === person ? "signed in" : "anonymous"}) answered ${response.status}`;
        expect(response.status, label).toBeLessThan(500);
        expect(response.headers.get("cache-control") ?? "(none)", label).toMatch(/(^|[\s,])no-store([\s,]|$)/);
        await response.body?.cancel();
      }
    }
  });

  it("leaves the built site's own caching alone", async () => {
    const response = await t.client().get("/healthz");
    expect(response.headers.get("cache-control")).toBeNull();
  });
});
