import { withMedicalNote } from "../../shared/assessment/medical-note.ts";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { scriptedAssessment, startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { readSse } from "../../../tests/support/sse.ts";
import { createTestApp, TestClient } from "../../../tests/support/test-app.ts";
import type { AssessmentDto } from "../../shared/assessment/api.ts";
import type { GenerationStreamEvent } from "../../shared/generation.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import type { GenerationTimings } from "./types.ts";

// Two server instances on one database, as behind a load balancer: a generation written by
// instance A and streamed through instance B's endpoint, which follows it through the database.
// The assessment is the pipeline's first user, so its routes are the way in.

const timings: Partial<GenerationTimings> = {
  saveIntervalMs: 200,
  heartbeatMs: 200,
  staleAfterMs: 5_000,
  pollIntervalMs: 50,
};
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const a = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
  generationTimings: timings,
});

/** Another instance on A's database, with its own runner (which never runs anything here). */
function instance(overrides: Partial<GenerationTimings> = {}) {
  const { config, mailer, kb } = a.deps;
  return createApp({
    config,
    db: a.db,
    mailer,
    kb,
    logger: createLogger("silent"),
    generationTimings: { ...timings, ...overrides },
  });
}
const b = instance();

let ipCounter = 0;
/** A person signed in on A, and the same browser (same session cookie) talking to another instance. */
async function signedIn(other = b.app) {
  ipCounter += 1;
  const onA = a.client(`198.18.50.${ipCounter}`);
  await onA.signUp();
  const elsewhere = new TestClient(other, onA.ip);
  for (const [name, value] of onA.cookies) elsewhere.cookies.set(name, value);
  return { onA, elsewhere };
}

async function submit(client: TestClient): Promise<AssessmentDto> {
  const response = await client.post(
    "/api/assessments",
    { answers: completeAnswers },
    { "Idempotency-Key": `two-instances-${Date.now()}-${ipCounter}` },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { assessment: AssessmentDto }).assessment;
}

async function read(client: TestClient, id: string): Promise<AssessmentDto> {
  return ((await (await client.get(`/api/assessments/${id}`)).json()) as { assessment: AssessmentDto }).assessment;
}

async function until(
  client: TestClient,
  id: string,
  test: (assessment: AssessmentDto) => boolean,
): Promise<AssessmentDto> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const assessment = await read(client, id);
    if (test(assessment)) return assessment;
    if (Date.now() > deadline) throw new Error(`assessment ${id} did not get there: ${assessment.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function streamed(client: TestClient, id: string): Promise<GenerationStreamEvent[]> {
  const response = await client.get(`/api/assessments/${id}/stream`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const events: GenerationStreamEvent[] = [];
  for await (const message of readSse(response.body!)) events.push(JSON.parse(message.data) as GenerationStreamEvent);
  return events;
}

describe("a generation on one instance, streamed through another", () => {
  it("is followed through the database: a snapshot, deltas as A saves, then done with A's full text", async () => {
    const scripted = scriptedAssessment(120);
    fake.script({ kind: "text", text: scripted, tokensPerSecond: 40 }); // about 3 s
    // The writer closes every assessment with the not-medical-advice note.
    const reply = withMedicalNote(scripted);
    const { onA, elsewhere } = await signedIn();
    const created = await submit(onA);
    await until(onA, created.id, (assessment) => assessment.assessmentResults.length > 0);
    expect(a.deps.assessments.runner.isLive(created.id)).toBe(true);
    expect(b.deps.assessments.runner.isLive(created.id)).toBe(false);

    const events = await streamed(elsewhere, created.id);
    const [snapshot, ...rest] = events;
    expect(snapshot).toMatchObject({ type: "snapshot", status: "generating", engine: "fake-model", errorCode: null });
    const snapshotText = snapshot?.type === "snapshot" ? snapshot.text : "";
    expect(snapshotText.length).toBeGreaterThan(0);
    expect(reply.startsWith(snapshotText)).toBe(true);
    const deltas = rest.filter((event) => event.type === "delta");
    expect(deltas.length).toBeGreaterThanOrEqual(2);
    expect(rest.at(-1)).toEqual({ type: "done", length: reply.length });
    expect(snapshotText + deltas.map((event) => event.text).join("")).toBe(reply);
    expect(await read(onA, created.id)).toMatchObject({ status: "completed", assessmentResults: reply });
  });

  it("replays a generation A finished as a snapshot and done", async () => {
    fake.script({ kind: "text", text: "## Summary\n\nWritten on A." });
    const { onA, elsewhere } = await signedIn();
    const created = await submit(onA);
    await until(onA, created.id, (assessment) => assessment.status === "completed");
    expect(await streamed(elsewhere, created.id)).toEqual([
      {
        type: "snapshot",
        status: "completed",
        text: withMedicalNote("## Summary\n\nWritten on A."),
        engine: "fake-model",
        errorCode: null,
      },
      { type: "done", length: withMedicalNote("## Summary\n\nWritten on A.").length },
    ]);
  });

  it("fails a stale row (no heartbeat for longer than the limit, running nowhere) as interrupted", async () => {
    fake.script({ kind: "text", text: "Finished once." });
    const { onA, elsewhere } = await signedIn();
    const created = await submit(onA);
    await until(onA, created.id, (assessment) => assessment.status === "completed");
    // As if its server had died mid-generation ten minutes ago.
    await a.db.execute(
      sql`update assessments set status = 'generating', assessment_results = 'half', updated_at = now() - interval '10 minutes' where id = ${created.id}`,
    );
    expect(await streamed(elsewhere, created.id)).toEqual([
      { type: "snapshot", status: "failed", text: "", engine: "fake-model", errorCode: "interrupted" },
      { type: "failed", errorCode: "interrupted" },
    ]);
    expect(await read(onA, created.id)).toMatchObject({
      status: "failed",
      errorCode: "interrupted",
      assessmentResults: "",
    });
  });

  it("fails a row whose heartbeat stops while it is being followed", async () => {
    fake.script({ kind: "text", text: "Finished once." });
    const c = instance({ staleAfterMs: 800 });
    const { onA, elsewhere } = await signedIn(c.app);
    const created = await submit(onA);
    await until(onA, created.id, (assessment) => assessment.status === "completed");
    // Fresh when the stream starts, then nobody writes it again.
    await a.db.execute(
      sql`update assessments set status = 'generating', assessment_results = 'half', updated_at = now() where id = ${created.id}`,
    );
    expect(await streamed(elsewhere, created.id)).toEqual([
      { type: "snapshot", status: "generating", text: "half", engine: "fake-model", errorCode: null },
      { type: "failed", errorCode: "interrupted" },
    ]);
    expect(await read(onA, created.id)).toMatchObject({ status: "failed", errorCode: "interrupted" });
  });
});
