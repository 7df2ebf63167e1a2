import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { createTestApp, testAppUrl, uniqueEmail, type TestClient } from "../../../tests/support/test-app.ts";
import { securityTexts } from "../../shared/texts/security.ts";
import { queryRows } from "../db/client.ts";

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
});

let ip = 0;
async function signedIn(): Promise<TestClient> {
  const client = t.client(`198.18.40.${++ip}`);
  await client.signUp();
  return client;
}

async function expectRefused(response: Response, field: string) {
  expect(response.status, field).toBe(400);
  const message = securityTexts.invalidCharacters(field);
  expect(await response.json(), field).toEqual({
    error: { code: "invalid_input", message, fields: { [field]: [message] } },
  });
}

async function rowCount(table: "assessments" | "assessment_drafts" | "newsletter_subscribers"): Promise<number> {
  const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return rows[0]?.n ?? 0;
}

describe("text the database cannot store", () => {
  it("is refused with a 400 naming the field, in a draft, a submit and every other body", async () => {
    const client = await signedIn();
    const [assessmentsBefore, draftsBefore] = [await rowCount("assessments"), await rowCount("assessment_drafts")];
    const draftAnswers = { healthConditions: ["other"], otherHealthCondition: "asthma\u0000" };
    await expectRefused(
      await client.put("/api/assessments/draft", { step: 4, answers: draftAnswers }),
      "answers.otherHealthCondition",
    );
    const submitAnswers = { ...completeAnswers, healthConditions: ["other"], otherHealthCondition: "asthma \ud800" };
    await expectRefused(
      await client.post("/api/assessments", { answers: submitAnswers }, { "Idempotency-Key": "nul-test-key-1" }),
      "answers.otherHealthCondition",
    );
    await expectRefused(
      await client.post(
        "/api/assessments",
        { answers: { ...completeAnswers, allergies: ["nuts", "\udfff"] } },
        { "Idempotency-Key": "nul-test-key-2" },
      ),
      "answers.allergies.1",
    );
    expect(await rowCount("assessments")).toBe(assessmentsBefore);
    expect(await rowCount("assessment_drafts")).toBe(draftsBefore);

    await expectRefused(await client.post("/api/lookup", { supplementName: "vitamin d\u0000" }), "supplementName");
    await expectRefused(
      await t.client("198.18.41.1").post("/api/newsletter", { email: "a\u0000@example.com" }),
      "email",
    );
    await expectRefused(
      await t
        .client("198.18.41.2")
        .post("/api/auth/sign-up/email", { email: uniqueEmail(), password: "a-long-password", name: "\ud800" }),
      "name",
    );
    await expectRefused(
      await t
        .client("198.18.41.3")
        .post("/api/auth/sign-in/email", { email: "x\u0000@example.com", password: "a-long-password" }),
      "email",
    );
    await expectRefused(
      await t
        .client("198.18.41.4")
        .post("/api/auth/reset-password", { token: "\u0000", newPassword: "a-long-password" }),
      "token",
    );
    await expectRefused(
      await t.client("198.18.41.5").post("/api/newsletter", { "e\u0000mail": "a@example.com" }),
      '"e\\u0000mail"',
    );
  });

  it("is refused in the query string and the path", async () => {
    const client = await signedIn();
    await expectRefused(await client.get("/api/lookup/suggestions?q=vit%00"), "q");
    await expectRefused(await client.get("/api/assessments/%00"), "path");
    await expectRefused(await t.client().get("/api/auth/reset-password/%00?callbackURL=/update-password"), "path");
  });
});

describe("invisible formatting characters", () => {
  it("are stripped before the answers are stored or reach the model", async () => {
    fake.script({ kind: "text", text: "## Summary\n\nFine." });
    const client = await signedIn();
    const hidden = "Mig\u200braine\u202e with\u2066 aura\u{E0049}\u{E0047}\u{E004E}\u{E007F}\u00ad";
    const answers = {
      ...completeAnswers,
      firstName: "A\u200dda",
      healthConditions: ["other"],
      otherHealthCondition: hidden,
    };
    const response = await client.post("/api/assessments", { answers }, { "Idempotency-Key": "invisible-test-key-1" });
    expect(response.status).toBe(201);
    const { assessment } = (await response.json()) as {
      assessment: { id: string; assessmentData: Record<string, unknown> };
    };
    expect(assessment.assessmentData.otherHealthCondition).toBe("Migraine with aura");
    expect(assessment.assessmentData.firstName).toBe("Ada");

    for (let i = 0; i < 100 && fake.chatRequests().length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const prompt = JSON.stringify(fake.chatRequests().at(-1)?.body?.messages ?? []);
    expect(prompt).toContain("Migraine with aura");
    expect(prompt).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2060-\u2069\u00ad\ufeff]|\\u(200|202|206|00ad)|\udb40/i);

    const draft = await client.put("/api/assessments/draft", { step: 1, answers: { firstName: "Gr\u200bace\u200e" } });
    expect(((await draft.json()) as { draft: { answers: { firstName: string } } }).draft.answers.firstName).toBe(
      "Grace",
    );
  });

  it("are kept in passwords, which are compared byte for byte", async () => {
    const email = uniqueEmail();
    const password = "zero\u200bwidth-pass";
    await t.client("198.18.42.1").signUp(email, password);
    expect((await t.client("198.18.42.2").signIn(email, password)).status).toBe(200);
    expect((await t.client("198.18.42.3").signIn(email, "zerowidth-pass")).status).toBe(401);
  });
});

describe("request bodies", () => {
  const routes: [string, string, unknown][] = [
    ["POST", "/api/newsletter", { email: "ct@example.com" }],
    ["PUT", "/api/assessments/draft", { step: 1, answers: {} }],
    ["POST", "/api/assessments", { answers: completeAnswers }],
    ["POST", "/api/lookup", { supplementName: "vitamin d" }],
    ["POST", "/api/auth/sign-up/email", { email: "ct2@example.com", password: "a-long-password" }],
    ["POST", "/api/auth/sign-in/email", { email: "ct2@example.com", password: "a-long-password" }],
  ];

  it("must be JSON sent as application/json: anything else is a 415", async () => {
    const client = await signedIn();
    const before = await rowCount("newsletter_subscribers");
    for (const [method, path, body] of routes) {
      for (const contentType of [
        "text/plain",
        "application/xml",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonp",
        undefined,
      ]) {
        const response = await client.app.request(
          path,
          {
            method,
            headers: {
              origin: testAppUrl,
              cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
              "Idempotency-Key": "ct-test-key-1",
              ...(contentType ? { "content-type": contentType } : {}),
            },
            body: JSON.stringify(body),
          },
          { incoming: { socket: { remoteAddress: client.ip } } },
        );
        const label = `${method} ${path} as ${contentType ?? "no Content-Type"}`;
        expect(response.status, label).toBe(415);
        expect(await response.json(), label).toEqual({
          error: { code: "unsupported_media_type", message: securityTexts.unsupportedMediaType },
        });
      }
    }
    expect(await rowCount("newsletter_subscribers")).toBe(before);
  });

  it("may be absent without a Content-Type, and JSON may name its charset", async () => {
    const client = await signedIn();
    const bodyless = await client.app.request(
      "/api/assessments/00000000-0000-4000-8000-000000000000/save",
      {
        method: "POST",
        headers: { origin: testAppUrl, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      },
      { incoming: { socket: { remoteAddress: client.ip } } },
    );
    expect(bodyless.status).toBe(404);
    const charset = await t
      .client("198.18.43.1")
      .post("/api/newsletter", { email: uniqueEmail() }, { "content-type": "application/json; charset=utf-8" });
    expect(charset.status).toBe(201);
  });

  it("nested too deeply are refused", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const response = await t.client("198.18.43.2").post("/api/newsletter", { email: "deep@example.com", extra: deep });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(securityTexts.tooDeep);
  });
});
