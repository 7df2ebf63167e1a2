import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { resultsFileContent, withMedicalNote } from "../../shared/assessment/medical-note.ts";
import { offlineEngineLine } from "../../shared/texts/assessment.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { kb, policy } from "../nutrition/policy/test-helpers.ts";
import type { AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { AiError, createAssessmentWriter, type AssessmentWriter } from "./writer.ts";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

async function collect(stream: AsyncIterable<string>) {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

/** The text as the generation pipeline stores it: what the writer streams, then its closing words. */
async function written(writer: AssessmentWriter, answers: AssessmentAnswers) {
  const text = (await collect(writer.stream(answers))).join("");
  return `${text}${writer.closing?.(answers, text) ?? ""}`;
}

describe("createAssessmentWriter", () => {
  it("uses the offline engine when no provider is configured", async () => {
    const writer = createAssessmentWriter({ kind: "offline" }, { kb, policy });
    expect(writer.engine).toBe("offline");
    const deltas = await collect(writer.stream(completeAnswers));
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join("").startsWith(offlineEngineLine)).toBe(true);
  });

  it("ends every text with the not-medical-advice note, once, and a download or email never adds it again", async () => {
    const offline = await written(createAssessmentWriter({ kind: "offline" }, { kb, policy }), completeAnswers);
    expect(offline.trimEnd().endsWith(`_${safetyTexts.notMedicalAdvice}_`)).toBe(true);
    expect(offline.split(safetyTexts.notMedicalAdvice)).toHaveLength(2);
    expect(resultsFileContent(offline).split(safetyTexts.notMedicalAdvice)).toHaveLength(2);
    // An older stored text without the note gets it in its download.
    expect(resultsFileContent("## Summary\n\nOld text.")).toContain(safetyTexts.notMedicalAdvice);

    fake.reset();
    fake.script({ kind: "text", text: `## Summary\n\nFine.\n\n${safetyTexts.notMedicalAdvice}` });
    const model = createAssessmentWriter(
      { kind: "provider", baseURL: fake.baseURL, apiKey: "k", model: "nutri-1" },
      { kb, policy },
    );
    const reply = await written(model, completeAnswers);
    expect(reply.split(safetyTexts.notMedicalAdvice)).toHaveLength(2);
  });

  it("fails with the spec's error when a provider is configured without a model", async () => {
    const writer = createAssessmentWriter(
      { kind: "provider", baseURL: fake.baseURL, apiKey: "k", model: undefined },
      { kb, policy },
    );
    await expect(collect(writer.stream(completeAnswers))).rejects.toMatchObject({
      code: "model_not_configured",
      message: expect.stringMatching(/model for nutrition is not configured/),
    });
    await expect(collect(writer.stream(completeAnswers))).rejects.toBeInstanceOf(AiError);
  });

  it("sends the grounded prompt to the provider and streams its reply", async () => {
    fake.reset();
    fake.script({ kind: "text", text: "## Summary\n\nYou are doing well." });
    const writer = createAssessmentWriter(
      { kind: "provider", baseURL: fake.baseURL, apiKey: "k", model: "nutri-1" },
      { kb, policy },
    );
    expect(writer.engine).toBe("nutri-1");
    // The reply, then the not-medical-advice note as its final paragraph (added by the writer, not the model).
    expect(await written(writer, completeAnswers)).toBe(withMedicalNote("## Summary\n\nYou are doing well."));
    const body = fake.chatRequests()[0]?.body;
    expect(body).toMatchObject({ model: "nutri-1", temperature: 0.7, max_tokens: 2048, stream: true });
    const system = body?.messages?.[0]?.content ?? "";
    expect(system).toContain("dietType: vegetarian");
    expect(system).toContain("activities: running, other");
    expect(system).toContain("Overall nutrition score: 80/100");
    expect(system).toMatch(/Mushrooms, [^\n]+% DV/);
    expect(system).toContain("tree nuts, peanuts and nut butters (nut allergy)");
    expect(body?.messages?.[1]).toMatchObject({ role: "user" });
  });
});
