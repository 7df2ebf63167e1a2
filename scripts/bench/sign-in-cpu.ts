// `node scripts/bench/sign-in-cpu.ts [--cpu-prof <dir>] [--seconds N]`: what one sign-in costs beyond the hash, on
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a scratch database is created and
// dropped): CPU ms per sign-in by thread of the server and of the database's backends, the load generator's (this
// process: issue 23's budget counts the whole machine), the whole as a share of the hash's ceiling, and the database's
// transactions per sign-in (its own counters, so other work on the server does not count). CPU per sign-in holds on a
// loaded machine; sign-ins per second do not. With --cpu-prof the server writes a V8 CPU profile of the sign-in run to
// <dir>; with --perf <file>, `perf record -e cpu-clock` of the server's threads over the run (samples only while a
// thread runs, so a loaded machine's waits are not booked to the code that waited: decision 032). Either is read by
// profile-sign-in.ts. Runs the sources (node src/server/index.ts), or dist/server with --built.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism, loadavg } from "node:os";
import pg from "pg";
import { createScratchDatabase } from "../../tests/support/test-database.ts";
import { runLoad } from "./load.ts";
import { cpuDelta, threadCpuMs } from "./process-cpu.ts";
import { serverEntry, startServer } from "./server.ts";
import { signInLoad } from "./sign-in.ts";
import { hashCpuMs } from "./yardstick.ts";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const profileDir = option("--cpu-prof");
const perfFile = option("--perf");
const seconds = Number(option("--seconds") ?? 8);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const entry = args.includes("--built") ? serverEntry() : path.resolve(import.meta.dirname, "../../src/server/index.ts");

/**
 * Transactions committed or rolled back in one database so far, from PostgreSQL's statistics: read after the
 * server's connections have been idle for 11 s, by when each has flushed its counts (PostgreSQL 15 does at 10 s).
 */
async function transactions(database: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select xact_commit + xact_rollback as count from pg_stat_database where datname = $1",
      [database],
    );
    return Number(result.rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** CPU ms so far of each PostgreSQL backend serving one database (the server's pool), by process id. */
async function backendCpuMs(database: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [
      database,
    ]);
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        // ended meanwhile
      }
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** The server's CPU by thread and the database's transactions over one piece of work (the latter read 11 s later). */
async function window(pid: number, database: string, work: () => Promise<unknown>) {
  const xactStart = await transactions(database);
  const xactStarted = Date.now();
  const backendsBefore = await backendCpuMs(database);
  const before = threadCpuMs(pid)!;
  const benchBefore = process.cpuUsage();
  const started = Date.now();
  const result = await work();
  const cpu = cpuDelta(before, threadCpuMs(pid)!);
  const bench = process.cpuUsage(benchBefore);
  // This process: the load generator (autocannon), which the budget counts too (the machine runs both).
  cpu.set("load generator", (bench.user + bench.system) / 1000);
  // Backends that started during the work count from 0 (their start is part of it).
  let postgres = 0;
  for (const [backend, ms] of await backendCpuMs(database)) postgres += ms - (backendsBefore.get(backend) ?? 0);
  cpu.set("PostgreSQL", postgres);
  const cpuMs = Date.now() - started;
  const xacts = (await transactions(database)) - xactStart;
  return { result, cpu, cpuMs, xacts, xactMs: Date.now() - xactStarted };
}

const scratch = await createScratchDatabase(serverUrl, "foodfirst_signin_cpu");
try {
  const server = await startServer(
    {
      DATABASE_URL: scratch.url,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
      // JIT code named for perf (/tmp/perf-<pid>.map), interpreted functions as frames of their own.
      ...(perfFile ? { NODE_OPTIONS: "--perf-basic-prof --interpreted-frames-native-stack" } : {}),
    },
    undefined,
    entry,
  );
  try {
    const options = { ...(await signInLoad(server)), seconds };
    await runLoad({ ...options, seconds: 2 }); // warm-up: JIT, the pool, the hashing threads
    // What the server does with nobody signing in (its timers, the pool, the revocation listener) is measured as
    // a rate over a quiet window as long as the run, and taken off the run's figures.
    const quiet = await window(
      server.pid,
      scratch.name,
      () => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
    );
    const perf = perfFile
      ? spawn("perf", ["record", "-e", "cpu-clock", "-F", "1999", "-g", "-p", String(server.pid), "-o", perfFile], {
          stdio: "ignore",
        })
      : undefined;
    const busy = await window(server.pid, scratch.name, () => runLoad(options));
    if (perf) {
      const stopped = new Promise((resolve) => perf.once("exit", resolve));
      perf.kill("SIGINT");
      await stopped;
    }
    const run = busy.result as Awaited<ReturnType<typeof runLoad>>;
    if (run.failures > 0) throw new Error(`${run.failures} sign-ins failed`);
    const delta = new Map(
      [...busy.cpu].map(([name, ms]) => [name, ms - ((quiet.cpu.get(name) ?? 0) * busy.cpuMs) / quiet.cpuMs] as const),
    );
    const xacts = busy.xacts - (quiet.xacts * busy.xactMs) / quiet.xactMs;
    const per = (ms: number) => (ms / run.count).toFixed(2);
    const hashing = delta.get("WorkerThread") ?? 0;
    const eventLoop = delta.get("MainThread") ?? 0;
    const postgres = delta.get("PostgreSQL") ?? 0;
    const loadGenerator = delta.get("load generator") ?? 0;
    const other = [...delta.values()].reduce((sum, ms) => sum + ms, 0) - hashing - eventLoop - postgres - loadGenerator;
    // Issue 23's budget: sign-ins/s at most cores x 1,000 / (CPU ms of everything one sign-in costs on the machine),
    // as a share of the hash's own ceiling (cores x 1,000 / the yardstick hash): the same ratio on a loaded machine.
    const yardstick = hashCpuMs();
    const whole = (hashing + eventLoop + other + postgres + loadGenerator) / run.count;
    const cores = availableParallelism();
    process.stdout.write(
      [
        `sign-ins: ${run.count} in ${(busy.cpuMs / 1000).toFixed(1)} s (${run.rps.toFixed(0)}/s, p99 ${run.p99} ms; load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")})`,
        `CPU ms per sign-in: hash ${per(hashing)}; beyond it ${per(eventLoop + other + postgres)}: event loop ${per(eventLoop)}, V8 and I/O threads ${per(other)}, PostgreSQL ${per(postgres)}`,
        `with the load generator ${per(loadGenerator)}: ${whole.toFixed(2)} ms per sign-in in all, at most ${Math.round((cores * 1000) / whole)} sign-ins/s on ${cores} cores; ${((100 * (hashing / run.count)) / whole).toFixed(0)}% of the ceiling of its own hash, ${((100 * yardstick) / whole).toFixed(0)}% of the yardstick's (${yardstick.toFixed(1)} ms: ${Math.round((cores * 1000) / yardstick)}/s)`,
        `database transactions per sign-in: ${(xacts / run.count).toFixed(2)} (with nobody signing in: ${quiet.xacts} in ${(quiet.xactMs / 1000).toFixed(1)} s)`,
        ...[...delta].map(([name, ms]) => `  ${name}: ${per(ms)}`),
        "",
      ].join("\n"),
    );
  } finally {
    await server.stop();
  }
} finally {
  await scratch.drop();
}
