import path from "node:path";
import { waitForConfirmationLink } from "../../tests/support/outbox.ts";
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { chromiumArgs, ensureChromium } from "../chromium.ts";
import { answerOffline } from "../../src/server/chat/offline/engine.ts";
import { chatPersonFrom } from "../../src/server/chat/person.ts";
import { createPolicy } from "../../src/server/nutrition/policy/policy.ts";
import { supplementLookup } from "../../src/server/lookup/lookup.ts";
import { loadKnowledgeBase } from "../../src/server/nutrition/kb/load.ts";
import { suggestedQuestions } from "../../src/shared/chat.ts";
import { dietTypes } from "../../src/shared/assessment/options.ts";
import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI } from "../../tests/support/fake-openai.ts";
import { ms, percentile, type BenchRows } from "./measure.ts";
import { startServer } from "./server.ts";

// Chat figures for `npm run bench`, each beside its budget:
// - the offline engine's time per answer (budget 50 ms), over the suggested questions and every diet;
// - with a fake provider streaming, the time from pressing Send to the reply's first words on screen
//   (budget 0.3 s), in headless Chromium against the real server.

const budgets = { offlineMs: 50, firstWordsMs: 300 };
const beside = (value: number, budget: number) =>
  `${ms(value)} (budget ${budget} ms${value <= budget ? "" : ", OVER"})`;

export function benchOfflineChat(runs = 400): { meanMs: number; p95Ms: number; runs: number } {
  const kb = loadKnowledgeBase();
  const policy = createPolicy(kb);
  const tools = { kb, policy, lookupSupplement: supplementLookup(kb) };
  const people = dietTypes.map((dietType) =>
    chatPersonFrom(policy, { ...completeAnswers, dietType, allergies: ["nuts", "gluten"] }),
  );
  const questions = [...suggestedQuestions, "What's in lentils?", "Where can I get more iron?"];
  const ask = (i: number) =>
    answerOffline(tools, {
      question: questions[i % questions.length]!,
      chat: people[i % people.length]!,
      noticeGiven: i % 2 === 0,
    });
  for (let i = 0; i < questions.length * people.length; i++) ask(i); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    ask(i);
    times.push(performance.now() - started);
  }
  return { meanMs: times.reduce((a, b) => a + b, 0) / times.length, p95Ms: percentile(times, 95), runs };
}

/** Window fields the page records on its own clock (set up by recordFirstWords). */
interface BenchWindow {
  benchSent?: number;
  benchShown?: number;
}

/**
 * In the page, on its own clock: when Send is pressed (the click event) and when the first words enter
 * the conversation, so the figure is the app's time and not the test driver's (Playwright's click waits
 * for the button to be stable and visible before it clicks, tens of ms on a busy machine). A string:
 * it runs in the browser, which the scripts' types do not describe.
 */
const recordFirstWords = `(() => {
  window.benchSent = undefined;
  window.benchShown = undefined;
  document.addEventListener("click", () => { window.benchSent ??= performance.now(); }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (document.querySelector('[aria-label="Conversation"]')?.textContent?.includes("Firstwords")) {
      window.benchShown = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

export async function benchChatFirstWords(samples = 5): Promise<number[]> {
  const fake = await startFakeOpenAI({
    replies: [{ kind: "text", text: `Firstwords ${"and more ".repeat(200)}`, tokensPerSecond: 50 }],
  });
  fake.scriptCompletions({ kind: "text", text: "Bench title" });
  // The built server, as `npm start` runs it.
  const app = await startServer({ OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: "bench", OPENAI_MODEL: "fake-model" });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    const email = `bench.chat.${Date.now()}@example.com`;
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: "bench-password-123", name: "" },
      headers: { origin: app.url },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
    // Signed in by opening the emailed link, in this browser (decision 024).
    const link = new URL(await waitForConfirmationLink([path.join(app.dataDir, "outbox")], email));
    const confirmed = await page.request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
    if (confirmed.status() !== 302) throw new Error(`confirming failed: ${confirmed.status()}`);
    const consent = await page.request.post("/api/account/consent", { data: {}, headers: { origin: app.url } });
    if (!consent.ok()) throw new Error(`consent failed: ${consent.status()}`);
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      await page.goto("/nutritionist?c=new");
      const box = page.getByRole("textbox", { name: "Message" });
      await box.fill(`Bench question ${i}`);
      const firstWords = page.getByRole("list", { name: "Conversation" }).getByText(/Firstwords/);
      await page.evaluate(recordFirstWords);
      await page.getByRole("button", { name: "Send" }).click();
      await firstWords.waitFor({ timeout: 10_000 });
      const { benchSent, benchShown } = (await page.evaluate(
        "({ benchSent: window.benchSent, benchShown: window.benchShown })",
      )) as BenchWindow;
      if (benchSent === undefined || benchShown === undefined)
        throw new Error("the page did not record the send and the first words");
      times.push(benchShown - benchSent);
      await page.getByRole("button", { name: "Stop" }).click();
      await page.getByRole("button", { name: "Send" }).waitFor();
    }
    return times;
  } finally {
    await browser.close();
    await app.stop();
    await fake.close();
  }
}

export async function benchChat(): Promise<BenchRows> {
  const offline = benchOfflineChat();
  const firstWords = await benchChatFirstWords(9);
  const median = percentile(firstWords, 50);
  return [
    [`offline engine, per answer: mean (${offline.runs} runs)`, beside(offline.meanMs, budgets.offlineMs)],
    ["offline engine, per answer: p95", beside(offline.p95Ms, budgets.offlineMs)],
    [
      `fake model streaming: Send pressed -> first words in the page, median of ${firstWords.length}`,
      beside(median, budgets.firstWordsMs),
    ],
    [
      "fake model streaming: Send pressed -> first words in the page, slowest",
      beside(Math.max(...firstWords), budgets.firstWordsMs),
    ],
    // Timings on a shared 2-core machine follow its load: shown so a reader can judge them.
    ["machine load average while measuring (1 min, 2 cores)", loadavg()[0]!.toFixed(1)],
  ];
}
