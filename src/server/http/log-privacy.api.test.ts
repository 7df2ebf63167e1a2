import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { createTestApp, testAppUrl, uniqueEmail, type TestClient } from "../../../tests/support/test-app.ts";
import { assessmentEmailTexts } from "../../shared/texts/assessment.ts";

// A marked health answer is sent through every failure path a request can reach; no log line may
// carry it, nor the person's email, password or session token.

const marker = "MARKER-hemochromatosis-7f3a";
/** Answers holding this one make the database itself fail (a check constraint, below). */
const dbMarker = "DBFAIL-coeliac-91c2";

const lines: string[] = [];
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
  logStream: { write: (line) => void lines.push(line) },
  // The results email fails the way SMTP does, naming the recipient in the error.
  wrapMailer: (mailer) => ({
    async send(message) {
      if (message.subject === assessmentEmailTexts.subject)
        throw new Error(`550 5.1.1 <${message.to}>: mailbox unavailable (${message.text.slice(0, 80)})`);
      await mailer.send(message);
    },
  }),
});
// A real driver error whose message quotes the failed query's parameters.
await t.db.execute(
  sql.raw(`alter table assessment_drafts add constraint no_db_marker check (answers::text not like '%${dbMarker}%')`),
);
await t.db.execute(
  sql.raw(`alter table assessments add constraint no_db_marker check (assessment_data::text not like '%${dbMarker}%')`),
);

const marked = (text: string) => ({ ...completeAnswers, healthConditions: ["other"], otherHealthCondition: text });
let keys = 0;
const submit = (client: TestClient, answers: unknown) =>
  client.post("/api/assessments", { answers }, { "Idempotency-Key": `log-privacy-key-${++keys}` });

async function submitted(client: TestClient, answers: unknown): Promise<{ id: string }> {
  const response = await submit(client, answers);
  expect(response.status).toBe(201);
  return ((await response.json()) as { assessment: { id: string } }).assessment;
}

async function settled(client: TestClient, id: string) {
  for (let i = 0; i < 300; i++) {
    const { assessment } = (await (await client.get(`/api/assessments/${id}`)).json()) as {
      assessment: { status: string };
    };
    if (assessment.status !== "generating") return assessment.status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("still generating");
}

describe("logs", () => {
  it("never carry health answers, emails, passwords, tokens or SQL parameters, whatever fails", async () => {
    const client = t.client("198.18.60.1");
    const password = "log-privacy-password";
    const { email } = await client.signUp(uniqueEmail("log-privacy"), password);

    // Malformed JSON, a NUL, a broken surrogate, invalid answers, the wrong Content-Type.
    expect(
      (await client.put("/api/assessments/draft", `{"step":4,"answers":{"otherHealthCondition":"${marker}`)).status,
    ).toBe(400);
    expect(
      (await client.put("/api/assessments/draft", { step: 4, answers: { otherHealthCondition: `${marker}\u0000` } }))
        .status,
    ).toBe(400);
    expect((await submit(client, marked(`${marker}\ud800`))).status).toBe(400);
    expect((await submit(client, { ...marked(marker), weight: 900 })).status).toBe(400);
    expect(
      (await client.post("/api/lookup", JSON.stringify({ supplementName: marker }), { "content-type": "text/plain" }))
        .status,
    ).toBe(415);

    // The database refuses the write: a 500 for the person, one line naming the error's kind for us.
    const draftFailure = await client.put("/api/assessments/draft", { step: 4, answers: marked(dbMarker) });
    expect(draftFailure.status).toBe(500);
    expect(await draftFailure.json()).toEqual({
      error: { code: "internal", message: "An unexpected error occurred." },
    });
    expect((await submit(client, marked(dbMarker))).status).toBe(500);

    // The provider fails, echoing the prompt in its error (as some do).
    fake.script({
      kind: "error",
      status: 400,
      message: `Invalid request: content "${marker}" for ${email}`,
      code: marker,
    });
    const failing = await submitted(client, marked(marker));
    expect(await settled(client, failing.id)).toBe("failed");
    fake.script({ kind: "cut", text: `Partial ${marker} text that breaks off`, afterTokens: 2 });
    const cut = await submitted(client, marked(`${marker} again`));
    expect(await settled(client, cut.id)).toBe("failed");

    // The results email cannot be sent.
    fake.script({ kind: "text", text: `## Summary\n\n${marker} noted.` });
    const done = await submitted(client, marked(`${marker} once more`));
    expect(await settled(client, done.id)).toBe("completed");
    expect((await client.post(`/api/assessments/${done.id}/email`)).status).toBe(502);

    // The auth library's own messages: a second sign-up, wrong passwords, resets.
    expect(
      (await t.client("198.18.60.2").post("/api/auth/sign-up/email", { email, password: "another-long-password" }))
        .status,
    ).toBe(200);
    expect((await t.client("198.18.60.3").signIn(email, `${marker}-guess`)).status).toBe(401);
    expect(
      (
        await t
          .client("198.18.60.4")
          .post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" })
      ).status,
    ).toBe(200);
    expect(
      (
        await t
          .client("198.18.60.5")
          .post("/api/auth/request-password-reset", { email: uniqueEmail("nobody"), redirectTo: "/update-password" })
      ).status,
    ).toBe(200);
    expect(
      (
        await t
          .client("198.18.60.6")
          .post("/api/auth/reset-password", { token: marker, newPassword: "brand-new-password" })
      ).status,
    ).toBe(400);

    await t.deps.assessments.runner.drain();
    const sessionToken = decodeURIComponent(client.cookies.get("better-auth.session_token") ?? "").split(".")[0] ?? "";
    expect(sessionToken.length).toBeGreaterThan(10);
    const log = lines.join("");
    for (const secret of [
      marker,
      dbMarker,
      "hemochromatosis",
      "coeliac",
      email,
      email.split("@")[0]!,
      password,
      sessionToken,
    ]) {
      expect(log, `the logs contain ${secret}`).not.toContain(secret);
    }

    // What is logged instead: the kind of error, the route pattern and the request id.
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const unhandled = records.filter((r) => r.msg === "unhandled error");
    expect(unhandled.map((r) => r.route)).toEqual(["/api/assessments/draft", "/api/assessments"]);
    for (const record of unhandled) {
      expect(record.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect((record.err as { kind: string }).kind).toMatch(/Error$/);
      expect(records.some((r) => r.msg === "request" && r.requestId === record.requestId && r.status === 500)).toBe(
        true,
      );
    }
    expect(draftFailure.headers.get("x-request-id")).toBe(unhandled[0]?.requestId);
    expect(records.filter((r) => r.msg === "assessment generation failed").length).toBeGreaterThanOrEqual(2);
    expect(records.some((r) => r.msg === "sending the results email failed")).toBe(true);
  });
});

it("the test's database constraint only refuses the marked answers", async () => {
  const client = t.client("198.18.60.9");
  await client.signUp();
  expect((await client.put("/api/assessments/draft", { step: 1, answers: { firstName: "Ada" } })).status).toBe(200);
  expect(testAppUrl).toBe("http://localhost:3000");
});
