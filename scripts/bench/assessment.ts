import { waitForConfirmationLink } from "../../tests/support/outbox.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumArgs, ensureChromium } from "../chromium.ts";
import { writeOfflineAssessment } from "../../src/server/assessment/offline-writer.ts";
import { loadKnowledgeBase } from "../../src/server/nutrition/kb/load.ts";
import { dietTypes } from "../../src/shared/assessment/options.ts";
import { type AssessmentAnswers } from "../../src/shared/assessment/schema.ts";
import { completeAnswers, minimalAnswers } from "../../tests/support/assessment-fixtures.ts";
import { scriptedAssessment, startFakeOpenAI, tokenize } from "../../tests/support/fake-openai.ts";
import { launchApp } from "../../tests/support/launch-app.ts";
import { ms, percentile, type BenchRows } from "./measure.ts";

// Assessment figures for `npm run bench`:
// - the offline engine's time per assessment;
// - with a fake provider streaming 1,500 tokens at 50 tokens/s, the time from clicking Submit to
//   the first rendered words and to the complete text, in headless Chromium against the real server.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function benchOfflineEngine(runs = 300): { meanMs: number; p95Ms: number; runs: number } {
  const kb = loadKnowledgeBase();
  const people: AssessmentAnswers[] = [];
  for (const dietType of dietTypes) {
    people.push({ ...completeAnswers, dietType }, { ...minimalAnswers, dietType, allergies: ["gluten", "soy"] });
  }
  for (const person of people) writeOfflineAssessment(person, kb); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    writeOfflineAssessment(people[i % people.length]!, kb);
    times.push(performance.now() - started);
  }
  return { meanMs: times.reduce((a, b) => a + b, 0) / times.length, p95Ms: percentile(times, 95), runs };
}

export async function benchStreaming(
  tokens = 1500,
  tokensPerSecond = 50,
): Promise<{ firstWordsMs: number; completeMs: number; tokens: number }> {
  if (!existsSync(path.join(projectRoot, "dist/web/index.html")))
    throw new Error("dist/web is missing: run `npm run build` first");
  const reply = scriptedAssessment(tokens);
  const fake = await startFakeOpenAI({ replies: [{ kind: "text", text: reply, tokensPerSecond }] });
  const app = await launchApp({ OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: "bench", OPENAI_MODEL: "fake-model" });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    const email = `bench.${Date.now()}@example.com`;
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: "bench-password-123", name: "" },
      headers: { origin: app.url },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    // Signed in by opening the emailed link, in this browser (decision 024).
    const link = new URL(await waitForConfirmationLink([path.join(app.dataDir, "outbox")], email));
    const confirmed = await page.request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
    if (confirmed.status() !== 302) throw new Error(`confirming failed: ${confirmed.status()}`);
    const consent = await page.request.post("/api/account/consent", { data: {}, headers: { origin: app.url } });
    if (!consent.ok()) throw new Error(`consent failed: ${consent.status()}`);
    // A complete draft, so the wizard opens on step 5 ready to submit.
    const draft = await page.request.put("/api/assessments/draft", {
      data: { step: 5, answers: completeAnswers },
      headers: { origin: app.url },
    });
    if (!draft.ok()) throw new Error(`draft failed: ${draft.status()}`);
    await page.goto("/assessment");
    const submit = page.getByRole("button", { name: "Submit Assessment" });
    await submit.waitFor();
    const firstHeading = page.getByRole("article").getByRole("heading", { name: "Summary" });
    const lastHeading = page.getByRole("article").getByRole("heading", { name: "Follow-Up Recommendations" });
    const saveButton = page.getByRole("button", { name: "Save Results" });
    const started = performance.now();
    await submit.click();
    await firstHeading.waitFor({ timeout: 60_000 });
    const firstWordsMs = performance.now() - started;
    await lastHeading.waitFor({ timeout: 120_000 });
    await saveButton.waitFor({ timeout: 120_000 });
    const completeMs = performance.now() - started;
    return { firstWordsMs, completeMs, tokens: tokenize(reply).length };
  } finally {
    await browser.close();
    await app.stop();
    await fake.close();
  }
}

export async function benchAssessment(): Promise<BenchRows> {
  const offline = benchOfflineEngine();
  const stream = await benchStreaming(1500, 50);
  return [
    [`offline engine, per assessment: mean (${offline.runs} runs)`, ms(offline.meanMs)],
    ["offline engine, per assessment: p95", ms(offline.p95Ms)],
    [`${stream.tokens} tokens streamed at 50/s: Submit -> first words shown`, ms(stream.firstWordsMs)],
    [
      `${stream.tokens} tokens streamed at 50/s: Submit -> complete text shown`,
      `${(stream.completeMs / 1000).toFixed(1)} s`,
    ],
  ];
}
