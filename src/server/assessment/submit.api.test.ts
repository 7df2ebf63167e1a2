import { withMedicalNote } from "../../shared/assessment/medical-note.ts";
import { afterAll, describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI, scriptedAssessment } from "../../../tests/support/fake-openai.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import type { AssessmentDto } from "../../shared/assessment/api.ts";

// POST /api/assessments: validation, idempotency, the row stored before any text, saved as it grows.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
});
const { newKey, signedIn, submit, submitOk, get, settled, countRows, whoAmI } = assessmentApi(t);

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
      await Promise.all(
        [first, ...again].map(async (r) => ((await r.json()) as { assessment: AssessmentDto }).assessment.id),
      ),
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
    // The stored text is the reply with the not-medical-advice note the writer adds as its last paragraph.
    expect(done.assessmentResults).toBe(withMedicalNote(reply));
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
