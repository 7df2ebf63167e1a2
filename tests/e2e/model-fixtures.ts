import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai.ts";
import { launchBuiltApp, type LaunchedApp } from "../support/launch-app.ts";
import { appStartTimeoutMs, test as base } from "./fixtures.ts";

/**
 * Journeys answered by a language model: a fake OpenAI-compatible server on loopback (one per worker,
 * scripted per test, its title helper answering "A chat title"), with the real server pointed at it.
 */
export const test = base.extend<object, { fake: FakeOpenAI; app: LaunchedApp }>({
  fake: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
    async ({}, use) => {
      const fake = await startFakeOpenAI();
      fake.scriptCompletions({ kind: "text", text: "A chat title" });
      await use(fake);
      await fake.close();
    },
    { scope: "worker" },
  ],
  app: [
    async ({ fake }, use) => {
      const app = await launchBuiltApp({
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_API_KEY: "test-key",
        OPENAI_MODEL: "fake-model",
      });
      await use(app);
      await app.stop();
    },
    { scope: "worker", timeout: appStartTimeoutMs },
  ],
});
