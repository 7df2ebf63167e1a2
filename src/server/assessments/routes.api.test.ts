import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI, scriptedAssessment } from "../../../tests/support/fake-openai.ts";
import { readSse } from "../../../tests/support/sse.ts";
import { createTestApp, type TestClient } from "../../../tests/support/test-app.ts";
import type { AssessmentDto, AssessmentStreamEvent } from "../../shared/assessment/index.ts";
import { assessmentNote, assessmentEmailTexts } from "../../shared/texts/index.ts";
import { queryRows } from "../db/client.ts";

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({ ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" } });

let keyCounter = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${++keyCounter}`;

let ipCounter = 0;
async function signedIn(): Promise<TestClient> {
  // Each person from their own address, so the sign-up rate limit sees separate people.
  ipCounter += 1;
  const client = t.client(`198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`);
  await client.signUp();
  return client;
}

async function submit(client: TestClient, answers: unknown = completeAnswers, key = newKey()) {
  return client.post("/api/assessments", { answers }, { "Idempotency-Key": key });
}

async function submitOk(client: TestClient, answers: unknown = completeAnswers): Promise<AssessmentDto> {
  const response = await submit(client, answers);
  expect(response.status).toBe(201);
  return ((await response.json()) as { assessment: AssessmentDto }).assessment;
}

async function get(client: TestClient, id: string): Promise<AssessmentDto> {
  const response = await client.get(`/api/assessments/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { assessment: AssessmentDto }).assessment;
}

async function settled(client: TestClient, id: string, timeoutMs = 15_000): Promise<AssessmentDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const assessment = await get(client, id);
    if (assessment.status !== "generating") return assessment;
    if (Date.now() > deadline) throw new Error(`assessment ${id} still generating`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function countRows(userEmail: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from assessments a join users u on u.id = a.user_id where u.email = ${userEmail}`,
  );
  return rows[0]?.n ?? 0;
}

async function streamEvents(client: TestClient, id: string) {
  const response = await client.get(`/api/assessments/${id}/stream`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
  return response;
}

describe("submitting an assessment", () => {
  it("needs a signed-in user", async () => {
    const response = await submit(t.client());
    expect(response.status).toBe(401);
  });

  it("refuses bad answers with a 400 naming the fields, and stores nothing", async () => {
    const client = await signedIn();
    const email = await whoAmI(client);
    const requestsBefore = fake.chatRequests().length;
    const response = await submit(client, { ...completeAnswers, weight: 500, healthGoals: [], smoking: undefined });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("invalid_answers");
    expect(body.error.fields).toEqual({
      weight: ["Weight must be between 20 and 250 kg"],
      healthGoals: ["At least one health goal is required"],
      smoking: ["Smoking status is required"],
    });
    expect(await countRows(email)).toBe(0);
    expect(fake.chatRequests().length).toBe(requestsBefore);
  });

  it("refuses a submit without an idempotency key", async () => {
    const client = await signedIn();
    const response = await client.post("/api/assessments", { answers: completeAnswers });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_idempotency_key");
  });

  it("makes one row for one key, however often and however fast it is sent", async () => {
    fake.script({ kind: "text", text: "## Summary\n\nOne assessment.", tokensPerSecond: 200 });
    const client = await signedIn();
    const email = await whoAmI(client);
    const key = newKey();
    const first = await submit(client, completeAnswers, key);
    expect(first.status).toBe(201);
    const again = await Promise.all(Array.from({ length: 5 }, () => submit(client, completeAnswers, key)));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(
      await Promise.all([first, ...again].map(async (r) => ((await r.json()) as { assessment: AssessmentDto }).assessment.id)),
    );
    expect(ids.size).toBe(1);
    expect(await countRows(email)).toBe(1);
    const concurrentKey = newKey();
    const racing = await Promise.all(Array.from({ length: 6 }, () => submit(client, completeAnswers, concurrentKey)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await countRows(email)).toBe(2);
  });

  it("stores the answers (generating, completed_at) before asking for text, then completes", async () => {
    fake.reset();
    const reply = scriptedAssessment(60);
    fake.script({ kind: "text", text: reply, tokensPerSecond: 100, firstTokenDelayMs: 200 });
    const client = await signedIn();
    const created = await submitOk(client);
    expect(created.status).toBe("generating");
    expect(created.assessmentResults).toBe("");
    expect(Date.parse(created.completedAt)).toBeLessThanOrEqual(Date.now());
    expect(created.assessmentData).toMatchObject({ dietType: "vegetarian", allergies: ["nuts"] });
    const done = await settled(client, created.id);
    expect(done.status).toBe("completed");
    expect(done.assessmentResults).toBe(reply);
    expect(done.engine).toBe("fake-model");
    expect(done.errorCode).toBeNull();
    const request = fake.chatRequests().at(-1)!;
    expect(request.receivedAt).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
    expect(request.body?.messages?.[0]?.content).toContain("dietType: vegetarian");
  });

  it("saves the text as it goes", async () => {
    fake.script({ kind: "text", text: scriptedAssessment(80), tokensPerSecond: 30 });
    const client = await signedIn();
    const created = await submitOk(client);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const midway = await get(client, created.id);
    expect(midway.status).toBe("generating");
    expect(midway.assessmentResults.length).toBeGreaterThan(0);
    const done = await settled(client, created.id);
    expect(done.assessmentResults.length).toBeGreaterThan(midway.assessmentResults.length);
  });

  it("clears the draft once submitted", async () => {
    fake.script({ kind: "text", text: "Done." });
    const client = await signedIn();
    await client.put("/api/assessments/draft", { step: 3, answers: { firstName: "Ada" } });
    await submitOk(client);
    expect(await (await client.get("/api/assessments/draft")).json()).toEqual({ draft: null });
  });
});

describe("streaming the text as it is written", () => {
  it("sends a snapshot, deltas before the reply ends, then done", async () => {
    const reply = scriptedAssessment(60);
    fake.script({ kind: "text", text: reply, tokensPerSecond: 40 });
    const client = await signedIn();
    const created = await submitOk(client);
    const started = Date.now();
    const response = await streamEvents(client, created.id);
    let text = "";
    let firstDeltaAt = 0;
    let done: AssessmentStreamEvent | undefined;
    for await (const message of readSse(response.body!)) {
      const event = JSON.parse(message.data) as AssessmentStreamEvent;
      expect(message.event).toBe(event.type);
      if (event.type === "snapshot") text = event.text;
      if (event.type === "delta") {
        firstDeltaAt ||= Date.now() - started;
        text += event.text;
      }
      if (event.type === "done" || event.type === "failed") {
        done = event;
        break;
      }
    }
    const total = Date.now() - started;
    expect(done).toEqual({ type: "done", length: reply.length });
    expect(text).toBe(reply);
    expect(firstDeltaAt).toBeLessThan(total / 2);
  });

  it("replays a finished assessment as one snapshot and done", async () => {
    fake.script({ kind: "text", text: "## Summary\n\nShort." });
    const client = await signedIn();
    const created = await submitOk(client);
    await settled(client, created.id);
    const events: AssessmentStreamEvent[] = [];
    for await (const message of readSse((await streamEvents(client, created.id)).body!)) events.push(JSON.parse(message.data));
    expect(events).toEqual([
      { type: "snapshot", status: "completed", text: "## Summary\n\nShort.", engine: "fake-model", errorCode: null },
      { type: "done", length: 18 },
    ]);
  });

  it("finishes and saves the text when the browser goes away mid-stream", async () => {
    const reply = scriptedAssessment(50);
    fake.script({ kind: "text", text: reply, tokensPerSecond: 50 });
    const client = await signedIn();
    const created = await submitOk(client);
    const controller = new AbortController();
    const response = await client.app.request(
      `/api/assessments/${created.id}/stream`,
      { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") }, signal: controller.signal },
      { incoming: { socket: { remoteAddress: client.ip } } },
    );
    const events = readSse(response.body!);
    let deltas = 0;
    for await (const message of events) {
      if (message.event === "delta" && ++deltas >= 2) break;
    }
    controller.abort();
    await response.body?.cancel().catch(() => undefined);
    const done = await settled(client, created.id);
    expect(done.status).toBe("completed");
    expect(done.assessmentResults).toBe(reply);
  });
});

describe("failures and retry", () => {
  it("keeps the answers with a failed status and error code; a retry completes without new answers", async () => {
    fake.script({ kind: "error", status: 401, message: "Incorrect API key provided" });
    const client = await signedIn();
    const created = await submitOk(client);
    const failed = await settled(client, created.id);
    expect(failed).toMatchObject({ status: "failed", errorCode: "invalid_api_key", assessmentResults: "" });
    expect(failed.assessmentData).toEqual(created.assessmentData);

    const events: AssessmentStreamEvent[] = [];
    for await (const message of readSse((await streamEvents(client, created.id)).body!)) events.push(JSON.parse(message.data));
    expect(events.at(-1)).toEqual({ type: "failed", errorCode: "invalid_api_key" });

    fake.script({ kind: "text", text: "## Summary\n\nSecond time lucky.", tokensPerSecond: 100 });
    const retry = await client.post(`/api/assessments/${created.id}/retry`);
    expect(retry.status).toBe(202);
    const again = await client.post(`/api/assessments/${created.id}/retry`);
    expect(again.status).toBe(200);
    const done = await settled(client, created.id);
    expect(done).toMatchObject({ status: "completed", errorCode: null, assessmentResults: "## Summary\n\nSecond time lucky." });
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
    expect(await settled(client, created.id)).toMatchObject({ status: "completed", assessmentResults: "Recovered." });
  });
});

describe("reading, listing, saving and emailing", () => {
  it("shows an assessment only to its owner", async () => {
    fake.script({ kind: "text", text: "Private." });
    const owner = await signedIn();
    const created = await submitOk(owner);
    await settled(owner, created.id);
    const stranger = await signedIn();
    for (const [method, path] of [
      ["GET", `/api/assessments/${created.id}`],
      ["GET", `/api/assessments/${created.id}/stream`],
      ["POST", `/api/assessments/${created.id}/retry`],
      ["POST", `/api/assessments/${created.id}/save`],
      ["POST", `/api/assessments/${created.id}/email`],
      ["GET", "/api/assessments/not-a-uuid"],
    ] as const) {
      const response = await stranger.request(method, path, method === "POST" ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = (await (await stranger.get("/api/assessments")).json()) as { assessments: unknown[] };
    expect(list.assessments).toEqual([]);
    expect((await t.client().get(`/api/assessments/${created.id}`)).status).toBe(401);
  });

  it("lists the user's own assessments, newest first, without the long text", async () => {
    fake.script({ kind: "text", text: "Listed." });
    const client = await signedIn();
    const first = await submitOk(client);
    const second = await submitOk(client, { ...completeAnswers, firstName: "Grace" });
    await settled(client, first.id);
    await settled(client, second.id);
    const body = (await (await client.get("/api/assessments")).json()) as { assessments: AssessmentDto[] };
    expect(body.assessments.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(body.assessments[0]).not.toHaveProperty("assessmentResults");
    expect(body.assessments[0]?.assessmentData.firstName).toBe("Grace");
  });

  it("saves once (idempotent) and only when complete", async () => {
    fake.script({ kind: "text", text: scriptedAssessment(30), tokensPerSecond: 20 });
    const client = await signedIn();
    const created = await submitOk(client);
    expect((await client.post(`/api/assessments/${created.id}/save`)).status).toBe(409);
    await settled(client, created.id);
    const saved = (await (await client.post(`/api/assessments/${created.id}/save`)).json()) as { assessment: AssessmentDto };
    expect(saved.assessment.savedAt).not.toBeNull();
    const again = (await (await client.post(`/api/assessments/${created.id}/save`)).json()) as { assessment: AssessmentDto };
    expect(again.assessment.savedAt).toBe(saved.assessment.savedAt);
  });

  it("emails the results to the account's address", async () => {
    fake.script({ kind: "text", text: "## Summary\n\nEat more beans." });
    const client = await signedIn();
    const email = await whoAmI(client);
    const created = await submitOk(client);
    await settled(client, created.id);
    const response = await client.post(`/api/assessments/${created.id}/email`);
    expect(response.status).toBe(200);
    const message = (await t.outbox()).find((m) => m.to.includes(email));
    expect(message?.subject).toBe(assessmentEmailTexts.subject);
    expect(message?.text).toContain("Eat more beans.");
    expect(message?.text).toContain(assessmentNote);
    expect(message?.text).toContain(`/assessment/results?id=${created.id}`);
    expect(message?.attachments[0]).toMatchObject({ filename: "Ada-Assessment-Results.md" });
    expect(message?.attachments[0]?.content).toContain("Eat more beans.");
  });
});

describe("drafts", () => {
  it("keeps one draft per user, loosely validated", async () => {
    const client = await signedIn();
    expect(await (await client.get("/api/assessments/draft")).json()).toEqual({ draft: null });
    const saved = await client.put("/api/assessments/draft", {
      step: 2,
      answers: { firstName: "Ada", weight: 61, smoking: false, allergies: ["nuts", "nuts"], isAdmin: true, gender: { evil: 1 } },
    });
    expect(saved.status).toBe(200);
    const body = (await (await client.get("/api/assessments/draft")).json()) as { draft: { step: number; answers: unknown } };
    expect(body.draft.step).toBe(2);
    expect(body.draft.answers).toEqual({ firstName: "Ada", weight: 61, smoking: false, allergies: ["nuts"] });
    expect((await client.put("/api/assessments/draft", { step: 9, answers: {} })).status).toBe(400);
    const other = await signedIn();
    expect(await (await other.get("/api/assessments/draft")).json()).toEqual({ draft: null });
    expect((await client.request("DELETE", "/api/assessments/draft")).status).toBe(204);
    expect(await (await client.get("/api/assessments/draft")).json()).toEqual({ draft: null });
  });
});

async function whoAmI(client: TestClient): Promise<string> {
  const session = (await (await client.get("/api/auth/get-session")).json()) as { user: { email: string } };
  return session.user.email;
}
