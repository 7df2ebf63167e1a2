import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { completeAnswers } from "./assessment-fixtures.ts";
import { signedInClients, type TestApp, type TestClient } from "./test-app.ts";
import type { AssessmentDto } from "../../src/shared/assessment/api.ts";
import { queryRows } from "../../src/server/db/client.ts";

/** The assessment API as the API tests call it: people signed in, submits, reads, streams. */
export function assessmentApi(t: TestApp, options: { ipPrefix?: string } = {}) {
  const ipPrefix = options.ipPrefix ?? "198.18";
  let keyCounter = 0;
  const newKey = () => `test-key-${Date.now().toString(36)}-${++keyCounter}`;

  const signedIn = signedInClients(t, ipPrefix);

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

  /** Opens the event stream; it is health data, so nothing may store it. */
  async function streamEvents(client: TestClient, id: string) {
    const response = await client.get(`/api/assessments/${id}/stream`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return response;
  }

  async function whoAmI(client: TestClient): Promise<string> {
    const session = (await (await client.get("/api/auth/get-session")).json()) as { user: { email: string } };
    return session.user.email;
  }

  return { newKey, signedIn, submit, submitOk, get, settled, countRows, streamEvents, whoAmI };
}
