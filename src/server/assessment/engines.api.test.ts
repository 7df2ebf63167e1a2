import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import type { AssessmentDto } from "../../shared/assessment/api.ts";
import { offlineEngineLine } from "../../shared/texts/assessment.ts";

// The engine the server's configuration chooses: offline when no provider is set, and the spec's
// "model not configured" failure when a provider is set without a model.
const offline = await createTestApp();
const unconfigured = await createTestApp({
  ai: { kind: "provider", baseURL: "http://127.0.0.1:9/v1", apiKey: "k", model: undefined },
});

let ip = 0;
async function run(t: TestApp): Promise<AssessmentDto> {
  ip += 1;
  const client = t.client(`198.19.0.${ip}`);
  await client.signUp();
  const response = await client.post(
    "/api/assessments",
    { answers: completeAnswers },
    { "Idempotency-Key": `engine-test-${ip}-${Date.now()}` },
  );
  expect(response.status).toBe(201);
  const { assessment } = (await response.json()) as { assessment: AssessmentDto };
  for (let i = 0; i < 200; i++) {
    const current = (
      (await (await client.get(`/api/assessments/${assessment.id}`)).json()) as { assessment: AssessmentDto }
    ).assessment;
    if (current.status !== "generating") return current;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("still generating");
}

describe("assessment engines", () => {
  it("writes with the offline engine when no provider is configured", async () => {
    const done = await run(offline);
    expect(done).toMatchObject({ status: "completed", engine: "offline" });
    expect(done.assessmentResults.startsWith(offlineEngineLine)).toBe(true);
    expect(done.assessmentResults).toContain("## Sample One-Day Meal Plan");
  });

  it("fails with model_not_configured when a provider has no model", async () => {
    const done = await run(unconfigured);
    expect(done).toMatchObject({ status: "failed", errorCode: "model_not_configured", engine: "not-configured" });
    expect(done.assessmentData).toMatchObject({ dietType: "vegetarian" });
  });
});
