import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/chromium.ts";

// Journeys run in Debian's Chromium against the built app (`npm run build` first; `npm test` does it).
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
});
