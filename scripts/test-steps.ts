// The steps of `npm test`, run by scripts/test.ts (side by side where they can) and timed one by one
// by `npm run bench -- tests`.
import { spawn } from "node:child_process";

export interface TestStep {
  name: string;
  command: string;
  args: string[];
}

export const testSteps = {
  typecheck: { name: "typecheck", command: "tsc", args: ["-b"] },
  lint: { name: "lint", command: "oxlint", args: ["--deny-warnings", "src", "tests", "scripts"] },
  format: { name: "format", command: "oxfmt", args: ["--check"] },
  vitest: {
    name: "unit and API tests",
    command: "vitest",
    args: ["run", "--project=!servers", "--project=!api-postgres"],
  },
  // With TEST_DATABASE_URL, the API suite on that PostgreSQL server: a run of its own beside the others, since its
  // files mostly wait on the server's own processes (decision 031).
  apiPostgres: {
    name: "API tests on PostgreSQL",
    command: "vitest",
    args: ["run", "--project=api-postgres"],
  },
  buildWeb: { name: "build", command: process.execPath, args: ["scripts/build-web.ts"] },
  buildServer: { name: "server build", command: process.execPath, args: ["scripts/build-server.ts"] },
  journeys: { name: "end-to-end journeys", command: "playwright", args: ["test"] },
  // The tests that start the real server, from the end of the build: a new data folder is a copy of its prepared database.
  servers: { name: "server start tests", command: "vitest", args: ["run", "--project=servers"] },
} satisfies Record<string, TestStep>;

export interface StepResult {
  step: TestStep;
  passed: boolean;
  seconds: number;
}

/**
 * Runs one step with its output held back and printed in one piece when it ends, between a header and
 * its time, so steps running side by side do not interleave their lines. Colours are kept when the
 * terminal has them.
 */
export function runStep(step: TestStep): Promise<StepResult> {
  const started = Date.now();
  const colour = process.stdout.isTTY ? { FORCE_COLOR: "1" } : {};
  const child = spawn(step.command, step.args, {
    env: { ...process.env, ...colour },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    let ended = false;
    const done = (passed: boolean, note = "") => {
      if (ended) return;
      ended = true;
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n=== ${step.name}: ${step.command} ${step.args.join(" ")}\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`${note}=== ${step.name}: ${passed ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s\n`);
      resolve({ step, passed, seconds });
    };
    child.once("error", (error) => done(false, `${error.message}\n`));
    child.once("close", (code) => done(code === 0));
  });
}
