// `npm test`: the whole suite. Typecheck, lint and the formatter's check (the same commands as `npm run
// typecheck`, `npm run lint` and `npm run format -- --check`), unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and the build run side by side, since none needs another; as soon as the build is
// done, the built app's journeys in Chromium's headless shell (found, or installed from Debian's packages) and the tests that start
// the real server join them (decision 031). Each step's output is printed whole when it ends (decisions 019 and 028).
import { ensureJourneyBrowser } from "./chromium.ts";
import { runStep, testSteps, type StepResult } from "./test-steps.ts";

try {
  process.env.CHROMIUM_PATH = ensureJourneyBrowser();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write("TEST_DATABASE_URL is not set: the API tests run on embedded PGlite only.\n");
}

const started = Date.now();
const results: StepResult[] = [];
const finish = (result: StepResult) => {
  results.push(result);
  return result.passed;
};

await Promise.all([
  runStep(testSteps.typecheck).then(finish),
  runStep(testSteps.lint).then(finish),
  // One formatter (decision 018): `npm run format` writes what this finds.
  runStep(testSteps.format).then(finish),
  runStep(testSteps.vitest).then(finish),
  ...(process.env.TEST_DATABASE_URL ? [runStep(testSteps.apiPostgres).then(finish)] : []),
  // The app with its prerendered pages, then the bundled server and the prepared database folder
  // (decisions 011 and 012): every journey's fresh data folder starts from a copy instead of initdb. As soon as
  // the build is done, the journeys, and beside them the tests that start the real server (which then copy the
  // build's prepared database folder instead of running initdb), side by side with the steps still running
  // (decision 031): they need the build and nothing else.
  runStep(testSteps.buildWeb).then(
    async (passed) =>
      finish(passed) &&
      (await runStep(testSteps.buildServer).then(finish)) &&
      Promise.all([runStep(testSteps.journeys).then(finish), runStep(testSteps.servers).then(finish)]),
  ),
]);

process.stdout.write(`\n=== npm test: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
for (const result of results)
  process.stdout.write(
    `  ${result.step.name.padEnd(22)} ${result.passed ? "passed" : "FAILED"} in ${result.seconds.toFixed(1)} s\n`,
  );
const expectedSteps = Object.keys(testSteps).length - (process.env.TEST_DATABASE_URL ? 0 : 1);
if (results.some((result) => !result.passed) || results.length < expectedSteps) process.exit(1);
