import { afterAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { type AssessmentDto } from "../../shared/assessment/api.ts";
import { withMedicalNote } from "../../shared/assessment/medical-note.ts";

// An assessment written by a language model (the fake OpenAI-compatible server) is checked against the
// nutrition safety policy once written, as the chat's answers are: the foods it names that the person's
// diet or allergies rule out are said after it, before the not-medical-advice note, in the stored text.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
});

let ip = 0;
/** The stored text of an assessment of `completeAnswers` (a vegetarian with a nut allergy) the model writes as `text`. */
async function written(text: string): Promise<string> {
  fake.script({ kind: "text", text });
  ip += 1;
  const client = t.client(`198.22.0.${ip}`);
  await client.signUp();
  const response = await client.post(
    "/api/assessments",
    { answers: completeAnswers },
    { "Idempotency-Key": `safety-check-${ip}` },
  );
  expect(response.status).toBe(201);
  const { assessment } = (await response.json()) as { assessment: AssessmentDto };
  let current = assessment;
  for (let i = 0; i < 400 && current.status === "generating"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    current = ((await (await client.get(`/api/assessments/${assessment.id}`)).json()) as { assessment: AssessmentDto })
      .assessment;
  }
  expect(current.status).toBe("completed");
  return current.assessmentResults;
}

describe("the safety check of an assessment a model writes", () => {
  it("says the foods the person's diet and allergies rule out, after the text and before the not-medical-advice note", async () => {
    const text = "## Whole-Food Recommendations\n\nSalmon and walnuts give omega-3; lentils give iron.";
    expect(await written(text)).toBe(
      withMedicalNote(
        `${text}\n\n---\n\n` +
          "**Safety check:** this assessment mentions salmon, which your vegetarian diet rules out (fish) - please leave it out.\n\n" +
          "**Safety check:** this assessment mentions walnuts, which your nut allergy rules out (tree nut) - please leave them out.\n",
      ),
    );
  });

  it("adds nothing but the note to one that names only foods that suit the person", async () => {
    const text = "## Whole-Food Recommendations\n\nChia seeds and flaxseed give omega-3; lentils give iron.";
    expect(await written(text)).toBe(withMedicalNote(text));
  });
});
