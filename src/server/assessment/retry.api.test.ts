import { withMedicalNote } from "../../shared/assessment/medical-note.ts";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { readSse } from "../../../tests/support/sse.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import type { AssessmentStreamEvent } from "../../shared/assessment/api.ts";

// Provider failures keep the answers; POST /:id/retry writes again from them; stale rows become retryable.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
});
const { signedIn, submitOk, get, settled, streamEvents } = assessmentApi(t);

describe("failures and retry", () => {
  it("keeps the answers with a failed status and error code; a retry completes without new answers", async () => {
    fake.script({ kind: "error", status: 401, message: "Incorrect API key provided" });
    const client = await signedIn();
    const created = await submitOk(client);
    const failed = await settled(client, created.id);
    expect(failed).toMatchObject({ status: "failed", errorCode: "invalid_api_key", assessmentResults: "" });
    expect(failed.assessmentData).toEqual(created.assessmentData);

    const events: AssessmentStreamEvent[] = [];
    for await (const message of readSse((await streamEvents(client, created.id)).body!))
      events.push(JSON.parse(message.data));
    expect(events.at(-1)).toEqual({ type: "failed", errorCode: "invalid_api_key" });

    fake.script({ kind: "text", text: "## Summary\n\nSecond time lucky.", tokensPerSecond: 100 });
    const retry = await client.post(`/api/assessments/${created.id}/retry`);
    expect(retry.status).toBe(202);
    const again = await client.post(`/api/assessments/${created.id}/retry`);
    expect(again.status).toBe(200);
    const done = await settled(client, created.id);
    expect(done).toMatchObject({
      status: "completed",
      errorCode: null,
      assessmentResults: withMedicalNote("## Summary\n\nSecond time lucky."),
    });
    expect((await client.post(`/api/assessments/${created.id}/retry`)).status).toBe(200);
  });

  it("records a provider's server error after its retries", async () => {
    fake.script({ kind: "error", status: 500 });
    const client = await signedIn();
    const created = await submitOk(client);
    const failed = await settled(client, created.id, 20_000);
    expect(failed).toMatchObject({ status: "failed", errorCode: "server_error" });
  });

  it("turns a generation whose server went away into a failure that can be retried", async () => {
    fake.script({ kind: "text", text: "Recovered." });
    const client = await signedIn();
    const created = await submitOk(client);
    await settled(client, created.id);
    await t.db.execute(
      sql`update assessments set status = 'generating', assessment_results = 'half', updated_at = now() - interval '10 minutes' where id = ${created.id}`,
    );
    expect(await get(client, created.id)).toMatchObject({ status: "failed", errorCode: "interrupted" });
    expect((await client.post(`/api/assessments/${created.id}/retry`)).status).toBe(202);
    expect(await settled(client, created.id)).toMatchObject({
      status: "completed",
      assessmentResults: withMedicalNote("Recovered."),
    });
  });
});
