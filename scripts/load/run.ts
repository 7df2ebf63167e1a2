// `npm run load`: a mixed workload of simulated people for 60 s against nginx and three instances on
// PostgreSQL (a server of its own, as in the cluster test), or with `-- --pglite` against one instance
// on embedded PGlite. Prints req/s and p50/p95/p99 per kind with the budgets beside them, 5xx and
// timeouts, and checks in the database that every acknowledged write is stored exactly once.
// Options: --seconds N (60), --people N (200), --rate R (requests a second per person, 1), --profile DIR
// (each instance runs with `node --cpu-prof`, its profile written to DIR when it stops). Not in CI.
// Also prints the CPU each instance and the load generator used in the run: on a 2-core machine all of
// them, nginx and PostgreSQL share 120 core-seconds a minute.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { freePort } from "../../tests/support/launch-app.ts";
import { startInstance, waitUntilReady, type Instance } from "../cluster/instances.ts";
import { startCluster } from "../cluster/topology.ts";
import {
  firstAssetPath,
  newestArticlePath,
  runId,
  visitorAddress,
  workloadKinds,
  type RequestKind,
} from "../cluster/workload.ts";
import { runKind, type KindPlan, type KindResult } from "./mix.ts";
import { startConversations, signUpAccounts, type Account } from "./people.ts";
import { compareDrafts, compareStored, printKinds, printStored } from "./report.ts";

const { values: flags } = parseArgs({
  options: {
    pglite: { type: "boolean", default: false },
    seconds: { type: "string", default: "60" },
    people: { type: "string", default: "200" },
    rate: { type: "string", default: "1" },
    profile: { type: "string" },
  },
});
const seconds = Number(flags.seconds);
const rate = Number(flags.rate);
const say = (line: string) => process.stdout.write(`${line}\n`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** Each kind's share of the people (of 200). One line per kind. */
const shares: Record<string, number> = {
  "home page": 20,
  "blog page": 15,
  "static asset": 25,
  session: 15,
  "assessment list": 15,
  dashboard: 20,
  "assessment read": 15,
  lookup: 20,
  "draft save": 15,
  newsletter: 10,
  "assessment submit": 10,
  "chat message": 10,
  "sign-in": 10,
};
const scale = Number(flags.people) / 200;
const peopleFor = (name: string) => Math.max(1, Math.round((shares[name] ?? 0) * scale));

say(
  `load: ${flags.people} people, ${rate} request/s each, ${seconds} s, ${flags.pglite ? "one instance on PGlite" : "nginx + 3 instances on PostgreSQL"}`,
);
say(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);

// ---- the system under load ----
const secret = randomBytes(32).toString("base64url");
const profiling: Record<string, string> = flags.profile
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(flags.profile)}` }
  : {};
let base: string;
let instances: Instance[];
/** Before the counts: PGlite's folder can be opened only once its server stopped. */
let beforeCounting = async () => {};
let stopSystem = async () => {};
let query: (text: string, params: unknown[]) => Promise<{ key: string; n: number }[]>;
if (flags.pglite) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const instance = await startInstance("app", port, {
    APP_URL: url,
    AUTH_SECRET: secret,
    TRUSTED_PROXIES: "127.0.0.1",
    ...profiling,
  });
  await waitUntilReady(url, 60_000, instance.running);
  base = url;
  instances = [instance];
  // One process may use a PGlite folder: the counts are made after the instance stopped.
  beforeCounting = async () => {
    instance.signal("SIGTERM");
    await instance.exited();
  };
  query = async (text, params) => {
    const db = new PGlite(`${instance.dataDir}/db`);
    try {
      return (await db.query<{ key: string; n: number }>(text, params)).rows;
    } finally {
      await db.close();
    }
  };
  stopSystem = async () => {
    if (instance.running()) await beforeCounting();
    rmSync(instance.dataDir, { recursive: true, force: true });
  };
} else {
  const cluster = await startCluster({ instances: 3, nginxWorkers: 1, env: profiling });
  base = cluster.url;
  instances = cluster.instances;
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  query = async (text, params) => (await client.query<{ key: string; n: number }>(text, params)).rows;
  stopSystem = async () => {
    await client.end();
    // A profile is written when the process exits by itself (SIGTERM), not when it is killed.
    if (flags.profile)
      await Promise.all(cluster.instances.map((instance) => (instance.signal("SIGTERM"), instance.exited())));
    await cluster.stop();
  };
}

/** An instance's CPU seconds so far and its event-loop lag, from its /metrics (loopback may read it). */
async function processFigures(instance: Instance): Promise<{ cpuSeconds: number; lagP99Seconds: number }> {
  const text = await (await fetch(`${instance.url}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, "m").exec(text)?.[1] ?? Number.NaN);
  return { cpuSeconds: value("process_cpu_seconds_total"), lagP99Seconds: value("nodejs_eventloop_lag_p99_seconds") };
}

/** Sign-ups, the run, the figures and the counts; true when every budget is met. */
async function main(): Promise<boolean> {
  // ---- the people ----
  const started = Date.now();
  const outboxes = instances.map((instance) => instance.outbox);
  const readerKinds = ["session", "assessment list", "dashboard", "assessment read", "lookup"];
  const readers = await signUpAccounts(base, outboxes, Math.max(...readerKinds.map(peopleFor)), true);
  const drafters = await signUpAccounts(base, outboxes, peopleFor("draft save"), false);
  // The per-person limit is 30 generations an hour: each submitting connection rotates over 4 accounts.
  const submitters = await signUpAccounts(base, outboxes, peopleFor("assessment submit") * 4, false);
  // The chat allows 10 messages a minute a person: each chatting connection (60 a minute) rotates over 8.
  const chatters = await startConversations(await signUpAccounts(base, outboxes, peopleFor("chat message") * 8, false));
  const signedUp = readers.length + drafters.length + submitters.length + chatters.length;
  say(`${signedUp} accounts signed up in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

  const assetPath = await firstAssetPath(base);
  const kinds = new Map<string, RequestKind>(workloadKinds(assetPath).map((kind) => [kind.name, kind]));
  kinds.set("assessment read", {
    name: "assessment read",
    write: false,
    signedIn: true,
    method: "GET",
    path: "/api/assessments",
  });
  // A write: each sign-in stores a session (its own latency budget, issue 14's, is the bench's).
  kinds.set("sign-in", {
    name: "sign-in",
    write: true,
    signedIn: false,
    method: "POST",
    path: "/api/auth/sign-in/email",
  });
  kinds.set("chat message", {
    name: "chat message",
    write: true,
    signedIn: true,
    method: "POST",
    path: "/api/chat/conversations",
    body: (n) => ({ message: `Which foods are high in magnesium? (load ${runId} ${n})` }),
    stored: "chat messages",
  });
  const articlePath = await newestArticlePath(base);
  const own = (accounts: Account[], person: number) => accounts[person % accounts.length]!;
  const signedIn = (accounts: Account[]) => (person: number) => ({
    cookie: own(accounts, person).cookie,
    address: own(accounts, person).person.ip,
  });
  /**
   * Person i's k-th request goes to account i * per + k % per, by the person's own count k: the run's
   * count n goes up by the number of people each second, so with 8 of them (`--people 100`) n % 4 stayed
   * the same for each, one account took all 60 submits and half were 429.
   */
  const rotating = (accounts: Account[], per: number) => {
    const counts = new Map<number, number>();
    return (person: number) => {
      const count = (counts.get(person) ?? 0) + 1;
      counts.set(person, count);
      return own(accounts, person * per + (count % per));
    };
  };
  const nextSubmitter = rotating(submitters, 4);
  const nextChatter = rotating(chatters, 8);
  const identities: Record<string, KindPlan["identity"]> = {
    session: signedIn(readers),
    "assessment list": signedIn(readers),
    lookup: signedIn(readers),
    "assessment read": (person) => ({
      ...signedIn(readers)(person),
      path: `/api/assessments/${own(readers, person).assessmentId}`,
    }),
    dashboard: signedIn(readers),
    "blog page": (_person, n) => ({ address: visitorAddress(n), path: n % 2 === 0 ? articlePath : "/blog" }),
    "draft save": signedIn(drafters),
    "chat message": (person) => {
      const account = nextChatter(person);
      return {
        cookie: account.cookie,
        address: account.person.ip,
        path: `/api/chat/conversations/${account.conversationId}/messages`,
      };
    },
    "assessment submit": (person) => {
      const account = nextSubmitter(person);
      return { cookie: account.cookie, address: account.person.ip };
    },
    // Each sign-in from its own address, as people signing in from their own devices.
    "sign-in": (_person, n) => ({
      address: visitorAddress(100_000 + n),
      body: { email: own(readers, n).person.email, password: "correct horse battery" },
    }),
  };
  const plans: KindPlan[] = Object.keys(shares).map((name) => ({
    kind: kinds.get(name)!,
    people: peopleFor(name),
    identity: identities[name] ?? ((_person, n) => ({ address: visitorAddress(n) })),
  }));

  // ---- the run ----
  say(`running ${seconds} s...`);
  const cpuBefore = await Promise.all(instances.map(processFigures));
  const generatorBefore = process.cpuUsage();
  const results: KindResult[] = await Promise.all(plans.map((plan) => runKind(plan, base, seconds, rate, base)));
  const generator = process.cpuUsage(generatorBefore);
  const cpuAfter = await Promise.all(instances.map(processFigures));
  const loadAfter = loadAverage();
  say(`load average at the end: ${loadAfter}`);
  const used = instances.map(
    (instance, i) =>
      `${instance.name} ${(cpuAfter[i]!.cpuSeconds - cpuBefore[i]!.cpuSeconds).toFixed(1)} s (event-loop lag p99 ${(cpuAfter[i]!.lagP99Seconds * 1000).toFixed(0)} ms)`,
  );
  say(
    `CPU used in the run: ${used.join(", ")}, load generator ${((generator.user + generator.system) / 1e6).toFixed(1)} s, of ${os.cpus().length * seconds} core-seconds\n`,
  );
  const totals = printKinds(results, seconds, say);

  // ---- acknowledged == stored ----
  await beforeCounting();
  const byName = (name: string) => results.find((result) => result.plan.kind.name === name)!;
  const rowsOf = async (text: string, params: unknown[]) =>
    new Map((await query(text, params)).map((row) => [row.key, Number(row.n)]));
  const drafts = byName("draft save");
  const draftRows = await query(
    `select u.email as key, (regexp_replace(d.answers->>'otherHealthCondition', '^draft ', ''))::int as n
     from assessment_drafts d join users u on u.id = d.user_id where u.email = any($1)`,
    [drafters.map((account) => account.person.email)],
  );
  const personOf = new Map(drafters.map((account, person) => [account.person.email, person]));
  say("");
  const stored = printStored(
    [
      compareStored(
        "assessments",
        byName("assessment submit"),
        await rowsOf(
          "select idempotency_key as key, count(*)::int as n from assessments where idempotency_key like $1 group by 1",
          [`load-${runId}-%`],
        ),
      ),
      compareStored(
        "newsletter sign-ups",
        byName("newsletter"),
        await rowsOf(
          "select email as key, count(*)::int as n from newsletter_subscribers where email like $1 group by 1",
          [`load-${runId}-%`],
        ),
      ),
      compareDrafts(drafts, new Map(draftRows.map((row) => [personOf.get(row.key)!, Number(row.n)]))),
      compareStored(
        "chat messages",
        byName("chat message"),
        await rowsOf(
          "select text as key, count(*)::int as n from chat_messages where role = 'user' and text like $1 group by 1",
          [`%(load ${runId} %`],
        ),
      ),
    ],
    say,
  );
  const verdict = !totals.budgetMissed && totals.serverErrors === 0 && stored;
  say(
    `\n${verdict ? "PASS" : "FAIL"}: budgets ${totals.budgetMissed ? "missed" : "met"}, ${totals.serverErrors} × 5xx, ${totals.rateLimited} × 429, acknowledged ${stored ? "==" : "!="} stored (load average ${loadAfter})`,
  );
  return verdict;
}

// Whatever happens, the servers this run started are stopped.
const passed = await main().catch((error: Error) => {
  say(`load run failed: ${error.stack ?? error.message}`);
  return false;
});
await stopSystem();
process.exit(passed ? 0 : 1);
