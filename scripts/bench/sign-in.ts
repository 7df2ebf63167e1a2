import { availableParallelism } from "node:os";
import { budgets, figure } from "./budgets.ts";
import { medianOfThree, runLoad, spread, type LoadOptions, type Spread } from "./load.ts";
import { cpuDelta, postgresCpuMs, threadCpuMs } from "./process-cpu.ts";
import type { BenchRows } from "./measure.ts";
import { hashCpuMs, yardstickLine } from "./yardstick.ts";
import { benchPassword, personAddress, signUpPeople, type BenchServer } from "./server.ts";

const clients = 20;
const seconds = 4;
/** Accounts signed into in turn; with 20 in flight, no account has two sign-ins at once. */
const accountCount = 100;
/** Addresses for sign-ins start above those of the readers and of sign-up. */
let nextAddress = 100_000;

/**
 * Sign-in as many people would do it: every request is a different person on their own device
 * (their own address in X-Forwarded-For, so per-address limits apply to each as in production),
 * signing into one of 100 accounts with the right password.
 */
export async function signInLoad(server: BenchServer): Promise<LoadOptions> {
  const people = await signUpPeople(server, accountCount, "signin", 50_000);
  return {
    url: `${server.url}/api/auth/sign-in/email`,
    method: "POST",
    connections: clients,
    seconds,
    request: (i) => ({
      headers: {
        "content-type": "application/json",
        origin: server.url,
        "x-forwarded-for": personAddress(nextAddress++),
      },
      body: JSON.stringify({ email: people[i % accountCount]!.email, password: benchPassword }),
    }),
  };
}

export async function benchSignIn(server: BenchServer, database: "PGlite" | "PostgreSQL"): Promise<BenchRows> {
  const options = await signInLoad(server);
  const result = await medianOfThree(options);
  const label = `sign-in (${database}, ${clients} clients)`;
  return [
    [`${label}: sign-ins/s`, figure(result.rps, "sign-ins/s")],
    [`${label}: median`, figure(result.p50, "ms")],
    [`${label}: p99`, figure(result.p99, "ms")],
    ...(database === "PostgreSQL" ? againstTheHash(label, result.rps, result.p99) : []),
    ...(await signInCpu(server, database, options)),
  ];
}

/**
 * The budget of issue 23: sign-ins/s as a share of what the hash alone allows on this machine (cores x 1,000 /
 * CPU ms of one hash, measured now), and p99 over the queueing ideal (20 clients / that ceiling).
 */
function againstTheHash(label: string, rps: Spread, p99: Spread): BenchRows {
  const hashMs = hashCpuMs();
  const cores = availableParallelism();
  const ceiling = (cores * 1000) / hashMs;
  const idealMs = (clients / ceiling) * 1000;
  const scale = (value: Spread, by: number): Spread => ({
    min: value.min * by,
    median: value.median * by,
    max: value.max * by,
  });
  const bound = budgets.signInPostgres20;
  return [
    ["yardstick", yardstickLine(hashMs)],
    [
      `${label}: the hash's ceiling`,
      `${Math.round(ceiling)} sign-ins/s (${cores} cores x 1,000 / ${hashMs.toFixed(1)} ms); queueing ideal ${idealMs.toFixed(1)} ms`,
    ],
    [
      `${label}: sign-ins/s, % of the ceiling`,
      figure(scale(rps, 100 / ceiling), "%", { atLeast: bound.minShareOfCeilingPercent }),
    ],
    [`${label}: p99 / queueing ideal`, figure(scale(p99, 1 / idealMs), "x", { atMost: bound.maxP99OverIdeal })],
  ];
}

/**
 * Where a sign-in's CPU goes, by thread (one more run of the same load): the argon2id hash on the
 * hashing threads, the request on the event loop, V8's helpers, and PostgreSQL's backends. Whatever the
 * machine's other load, cores x 1,000 / (CPU ms per sign-in) is the most sign-ins per second it can do.
 */
async function signInCpu(
  server: BenchServer,
  database: "PGlite" | "PostgreSQL",
  options: LoadOptions,
): Promise<BenchRows> {
  const before = threadCpuMs(server.pid);
  if (!before) return [];
  const postgresBefore = postgresCpuMs();
  const run = await runLoad(options);
  const after = threadCpuMs(server.pid);
  if (!after) return [];
  const count = run.count;
  const perSignIn = (ms: number) => ms / count;
  const delta = cpuDelta(before, after);
  const hashing = perSignIn(delta.get("WorkerThread") ?? 0);
  const eventLoop = perSignIn(delta.get("MainThread") ?? 0);
  const other = perSignIn([...delta.values()].reduce((sum, ms) => sum + ms, 0)) - hashing - eventLoop;
  const postgres = database === "PostgreSQL" ? perSignIn(postgresCpuMs() - postgresBefore) : 0;
  const total = hashing + eventLoop + other + postgres;
  const cores = availableParallelism();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    [
      `sign-in (${database}): CPU per sign-in`,
      `${ms(total)}: argon2id hash ${ms(hashing)}, event loop ${ms(eventLoop)}, V8 and I/O threads ${ms(other)}${database === "PostgreSQL" ? `, PostgreSQL ${ms(postgres)}` : ""}`,
    ],
    [
      `sign-in (${database}): most this machine can do`,
      `${Math.round((cores * 1000) / total)} sign-ins/s (${cores} cores x 1,000 ms / ${ms(total)})`,
    ],
  ];
}

/**
 * A read's latency while sign-ins run flat out: a steady 100 reads/s from 5 signed-in people beside
 * 20 clients signing in. Password hashing runs on libuv's threadpool; if it blocked the event loop,
 * or starved it of CPU, the reads would wait behind it.
 */
export async function benchReadDuringSignIns(
  server: BenchServer,
  database: "PGlite" | "PostgreSQL",
  readers: Array<{ cookie: string }>,
  readPath: string,
): Promise<BenchRows> {
  const signIns = await signInLoad(server);
  const readLoad = (runSeconds: number): LoadOptions => ({
    url: `${server.url}${readPath}`,
    connections: 5,
    seconds: runSeconds,
    overallRate: 100,
    request: (i) => ({ headers: { cookie: readers[i % 5]!.cookie, "x-forwarded-for": personAddress(1 + (i % 5)) } }),
  });
  const quiet = [];
  const busy = [];
  await Promise.all([runLoad({ ...signIns, seconds: 1 }), runLoad(readLoad(1))]); // warm-up
  for (let r = 0; r < 3; r++) {
    quiet.push(await runLoad(readLoad(seconds)));
    const [reads, signInRun] = await Promise.all([runLoad(readLoad(seconds)), runLoad(signIns)]);
    if (reads.failures > 0 || signInRun.failures > 0)
      throw new Error(`read during sign-ins: ${reads.failures} failed reads, ${signInRun.failures} failed sign-ins`);
    busy.push({ reads, signInRun });
  }
  const label = `${readPath} at 100 req/s (${database})`;
  return [
    [`${label}, alone: p99`, figure(spread(quiet.map((r) => r.p99)), "ms")],
    [
      `${label}, during ${clients}-client sign-ins: p99`,
      figure(spread(busy.map((b) => b.reads.p99)), "ms", { atMost: budgets.readDuringSignIns.p99Ms }),
    ],
    [`  (sign-ins meanwhile)`, figure(spread(busy.map((b) => b.signInRun.rps)), "sign-ins/s")],
  ];
}
