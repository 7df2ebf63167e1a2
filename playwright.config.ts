import { defineConfig } from "@playwright/test";
import { chromiumArgs, findJourneyBrowser } from "./scripts/chromium.ts";

// Journeys run in Debian's Chromium (its headless shell: scripts/chromium.ts) against the built app (`npm run build` first; `npm test` does it).
export default defineConfig({
  testDir: "tests/e2e",
  // A journey is a whole flow (sign up, five wizard steps, results...): ~10-20 s alone on these 2-core machines,
  // up to ~45 s beside the other worker; each step still waits at most 10 s for what it expects.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    launchOptions: { executablePath: findJourneyBrowser(), args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
});
