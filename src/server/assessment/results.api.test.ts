import { afterAll, describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI, scriptedAssessment } from "../../../tests/support/fake-openai.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import type { AssessmentDto } from "../../shared/assessment/api.ts";
import { assessmentEmailTexts } from "../../shared/texts/assessment.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";

// What happens to a written assessment: read (owner only), listed, saved, emailed.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
});
const { signedIn, submitOk, settled, whoAmI } = assessmentApi(t);

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
    const saved = (await (await client.post(`/api/assessments/${created.id}/save`)).json()) as {
      assessment: AssessmentDto;
    };
    expect(saved.assessment.savedAt).not.toBeNull();
    const again = (await (await client.post(`/api/assessments/${created.id}/save`)).json()) as {
      assessment: AssessmentDto;
    };
    expect(again.assessment.savedAt).toBe(saved.assessment.savedAt);
  });

  it("emails the results to the account's address", async () => {
    fake.script({ kind: "text", text: "## Summary\n\nEat **more beans**." });
    const client = await signedIn();
    const email = await whoAmI(client);
    const created = await submitOk(client);
    await settled(client, created.id);
    const response = await client.post(`/api/assessments/${created.id}/email`);
    expect(response.status).toBe(200);
    // The newest email to the address (the first was the sign-up confirmation).
    const message = (await t.outbox()).filter((m) => m.to.includes(email)).at(-1);
    expect(message?.subject).toBe(assessmentEmailTexts.subject);
    // Two parts from the same Markdown: plain text without its marks, and HTML with the page's headings.
    expect(message?.text).toContain("Summary\n=======\n\nEat more beans.");
    expect(message?.html).toMatch(/<h2 style="[^"]*">Summary<\/h2>/);
    expect(message?.html).toMatch(/Eat <strong style="[^"]*">more beans<\/strong>\./);
    expect(message?.html).toContain(`/assessment/results?id=${created.id}`);
    // The note is the stored text's last paragraph (the writer adds it), so the email carries it exactly once.
    expect(message?.text.split(safetyTexts.notMedicalAdvice)).toHaveLength(2);
    expect(message?.attachments[0]?.content.split(safetyTexts.notMedicalAdvice)).toHaveLength(2);
    expect(message?.text).toContain(`/assessment/results?id=${created.id}`);
    expect(message?.attachments[0]).toMatchObject({ filename: "Ada-Assessment-Results.md" });
    expect(message?.attachments[0]?.content).toContain("## Summary\n\nEat **more beans**.");
  });
});
