import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { testSteps, type TestStep } from "../test-steps.ts";
import { budgets } from "./budgets.ts";
import { machineLine } from "./load.ts";
import type { BenchRows } from "./measure.ts";
import { hashCpuMs, yardstickLine } from "./yardstick.ts";

/**
 * `npm test` against issue 23's budget: each step alone (one run each: the whole takes minutes), then the
 * whole as `npm test` runs it, side by side. Wall time beside its budget, which scales with the machine:
 * the budgets are for one argon2id hash at 10 ms of CPU. CPU time (the step and every process it waited
 * for) beside it, the figure that holds when the machine is shared.
 */
export async function benchTests(): Promise<BenchRows> {
  const hashMs = hashCpuMs();
  const scale = hashMs / 10;
  const budget = budgets.testsAtTenMsHash;
  const rows: BenchRows = [
    ["machine", machineLine()],
    ["yardstick", `${yardstickLine(hashMs)}: budgets x ${scale.toFixed(2)}`],
    [
      "database",
      process.env.TEST_DATABASE_URL
        ? "PGlite and PostgreSQL (TEST_DATABASE_URL)"
        : "PGlite only (set TEST_DATABASE_URL for CI's PostgreSQL run)",
    ],
  ];
  const steps: Array<[TestStep[], number]> = [
    [[testSteps.typecheck], budget.typecheckS],
    [[testSteps.lint], budget.lintS],
    [[testSteps.vitest, ...(process.env.TEST_DATABASE_URL ? [testSteps.apiPostgres] : [])], budget.vitestS],
    [[testSteps.buildWeb, testSteps.buildServer], budget.buildS],
    [[testSteps.journeys], budget.journeysS],
    [[testSteps.servers], budget.serversS],
  ];
  for (const [parts, seconds] of steps) {
    if (parts.includes(testSteps.typecheck)) forgetTypecheck();
    const times = parts.map(timed);
    const label = parts.map((part) => part.name).join(" + ");
    rows.push([
      `${label} (alone)`,
      verdict(
        sum(times, "wall"),
        sum(times, "cpu"),
        times.every((t) => t.passed),
        seconds * scale,
      ),
    ]);
  }
  forgetTypecheck();
  const whole = timed({ name: "npm test", command: process.execPath, args: ["scripts/test.ts"] });
  rows.push([
    "npm test (steps side by side, as it runs)",
    verdict(whole.wall, whole.cpu, whole.passed, budget.wholeS * scale),
  ]);
  rows.push(["machine, at the end", machineLine()]);
  return rows;
}

/**
 * Removes `tsc -b`'s incremental state (node_modules/.tmp/*.tsbuildinfo), so typecheck is timed as on a clean clone
 * (CI) rather than as a no-op after the previous run.
 */
function forgetTypecheck(): void {
  const dir = path.join(process.cwd(), "node_modules/.tmp");
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return; // no state yet
  }
  for (const name of names) if (name.endsWith(".tsbuildinfo")) rmSync(path.join(dir, name), { force: true });
}

interface Timing {
  wall: number;
  cpu: number;
  passed: boolean;
}

const sum = (times: Timing[], key: "wall" | "cpu") => times.reduce((total, time) => total + time[key], 0);

function verdict(wall: number, cpu: number, passed: boolean, budgetS: number): string {
  const text = `${wall.toFixed(1)} s (CPU ${cpu.toFixed(1)} s)${passed ? "" : " FAILED"}`;
  return `${text.padEnd(46)} budget <= ${budgetS.toFixed(1)} s: ${wall <= budgetS ? "within budget" : "OVER BUDGET"}`;
}

/** One run of a step under GNU time (/usr/bin/time: the step's own and its children's CPU), its output dropped. */
function timed(step: TestStep): Timing {
  const dir = mkdtempSync(path.join(os.tmpdir(), "foodfirst-bench-tests-"));
  const file = path.join(dir, "time");
  try {
    const result = spawnSync("/usr/bin/time", ["-f", "%e %U %S", "-o", file, step.command, ...step.args], {
      stdio: "ignore",
      env: process.env,
    });
    const [wall = 0, user = 0, system = 0] = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .pop()!
      .split(" ")
      .map(Number);
    return { wall, cpu: user + system, passed: result.status === 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
