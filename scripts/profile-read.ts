// `node scripts/profile-read.ts [path] [--postgres URL]`: where a signed-in read spends its CPU.
// Runs the real server under `node --cpu-prof`, signs a person up with three assessments, loads
// the route with autocannon (10 clients, 3 s warm-up, 15 s profiled), then prints the top frames by
// self time and the time by part (session check, ORM, driver, HTTP, logging) over the profiled
// window only. How decision 012's figures were found; use it on any new route. With the path
// /api/auth/sign-in/email it profiles the bench's sign-in load instead (20 clients, many people), and
// on PostgreSQL it also counts the database's transactions per request (decision 019).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../tests/support/test-database.ts";
import pg from "pg";
import { runLoad, type LoadOptions } from "./bench/load.ts";
import { preparePeople } from "./bench/api-read.ts";
import { personAddress, startServer } from "./bench/server.ts";
import { signInLoad } from "./bench/sign-in.ts";

const route = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? "/api/assessments";
const postgresAt = process.argv.indexOf("--postgres");
const serverUrl = postgresAt === -1 ? undefined : process.argv[postgresAt + 1];

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };

const parts: Array<[RegExp, string]> = [
  [/pglite|^wasm/, "database driver: PGlite (engine in process)"],
  [/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//, "database driver: node-postgres"],
  [/better-auth|better-call/, "session check: Better Auth"],
  [/drizzle-orm/, "ORM: drizzle"],
  [/pino|sonic-boom|request-log/, "logging: pino"],
  [/secure-headers|security-headers/, "security headers"],
  [/src\/server\/auth/, "session cache and glue"],
  [/src\/(server|shared)\//, "route code"],
  [/node_modules\/(hono|@hono)\//, "HTTP: hono + node-server"],
  [/^node:(net|_http|http|internal\/http|internal\/stream)/, "HTTP: node sockets"],
];

function report(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: Node) =>
    `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.replace(/^file:\/\/.*?node_modules\//, "").replace(/^file:\/\/.*?\/src\//, "src/")}:${node.callFrame.lineNumber + 1}`;
  const selfTime = new Map<string, number>();
  const partTime = new Map<string, number>();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((sample, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < from || time > to) return;
    total += delta;
    const leaf = byId.get(sample) as Node;
    selfTime.set(name(leaf), (selfTime.get(name(leaf)) ?? 0) + delta);
    let part = ["(garbage collector)", "(idle)", "(program)"].includes(leaf.callFrame.functionName)
      ? leaf.callFrame.functionName
      : undefined;
    // The innermost package frame names the part; node's own frames only when no package is on the stack.
    for (const nodeFrames of [false, true]) {
      for (let id: number | undefined = sample; !part && id !== undefined; id = parent.get(id)) {
        const url = byId.get(id)?.callFrame.url ?? "";
        if (!nodeFrames && url.startsWith("node:")) continue;
        part = parts.find(([pattern]) => pattern.test(url))?.[1];
      }
    }
    part ??= "other (node internals)";
    partTime.set(part, (partTime.get(part) ?? 0) + delta);
  });
  const percent = (value: number) => `${((100 * value) / total).toFixed(1).padStart(5)}%`;
  process.stdout.write(`\nCPU by part (${(total / 1e6).toFixed(1)} s profiled):\n`);
  for (const [part, value] of [...partTime].sort((a, b) => b[1] - a[1]))
    process.stdout.write(`  ${percent(value)}  ${part}\n`);
  process.stdout.write("\nTop frames by self time:\n");
  for (const [frame, value] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 20))
    process.stdout.write(`  ${percent(value)}  ${frame}\n`);
}

/** Transactions committed or rolled back so far in the database (one per statement outside a transaction). */
async function transactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const profileDir = await mkdtemp(path.join(os.tmpdir(), "foodfirst-profile-"));
const scratch = serverUrl ? await createScratchDatabase(serverUrl, "foodfirst_profile") : undefined;
const env: Record<string, string> = scratch
  ? { DATABASE_URL: scratch.url, AUTH_SECRET: "profile-secret-profile-secret-profile-0123" }
  : {};
// The sources, not the bundle: frames then name their package.
const server = await startServer(
  { ...env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` },
  undefined,
  "src/server/index.ts",
);
try {
  let options: LoadOptions;
  if (route === "/api/auth/sign-in/email") options = await signInLoad(server);
  else {
    const [person] = await preparePeople(server, 1);
    options = {
      url: `${server.url}${route}`,
      connections: 10,
      seconds: 0,
      request: () => ({ headers: { cookie: person!.cookie, "x-forwarded-for": personAddress(1) } }),
    };
  }
  const load = (seconds: number) => runLoad({ ...options, seconds });
  await load(3);
  const transactionsBefore = scratch ? await transactions(scratch.url) : 0;
  // V8 stamps samples with the monotonic clock in microseconds, as process.hrtime does.
  const from = Number(process.hrtime.bigint() / 1000n);
  const run = await load(15);
  const to = Number(process.hrtime.bigint() / 1000n);
  process.stdout.write(
    `${options.method ?? "GET"} ${route}, ${options.connections} clients: ${Math.round(run.rps)} req/s, median ${run.p50} ms, p99 ${run.p99} ms (${scratch ? "PostgreSQL" : "PGlite"})\n`,
  );
  if (scratch) {
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the server's statistics are flushed within a second
    process.stdout.write(
      `database transactions per request: ${(((await transactions(scratch.url)) - transactionsBefore - 1) / run.count).toFixed(2)}\n`,
    );
  }
  await server.stop();
  // One profile per thread (the hashing threads too): the event loop's is the largest.
  const file = readdirSync(profileDir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .sort((a, b) => statSync(path.join(profileDir, b)).size - statSync(path.join(profileDir, a)).size)[0];
  if (!file) throw new Error("no profile written");
  report(JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile, from, to);
} finally {
  await server.stop();
  await scratch?.drop();
  await rm(profileDir, { recursive: true, force: true });
}
