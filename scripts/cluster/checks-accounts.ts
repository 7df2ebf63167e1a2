import { readFileSync } from "node:fs";
import pg from "pg";
import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";
import { defaultRateLimits } from "../../src/server/http/rate-limit.ts";
import { sessionCacheTtlMs } from "../../src/server/identity/session-cache.ts";
import { expectThat, type Check } from "./check.ts";
import { Person, sleep } from "./client.ts";

// Points that hold because state lives in the one database: the schema, sessions, rate limits and
// idempotency keys.

const journal = JSON.parse(
  readFileSync(new URL("../../src/server/db/migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

export const migrationsOnce: Check = {
  name: "three instances started at the same moment on an empty database: schema applied once",
  async run({ cluster }) {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expectThat(
        rows[0]?.n === journal.entries.length,
        `migrations table holds ${rows[0]?.n} rows for ${journal.entries.length} migrations`,
      );
      const ready = await Promise.all(
        cluster.instances.map(async (instance) => (await fetch(`${instance.url}/readyz`)).status),
      );
      expectThat(
        ready.every((status) => status === 200),
        `readiness: ${ready.join(", ")}`,
      );
      return [`${journal.entries.length} migration(s) recorded once; ${cluster.instances.length} instances ready`];
    } finally {
      await client.end();
    }
  },
};

export const sessionsShared: Check = {
  name: "a session made on one instance works on the others; sign-out on one is sign-out everywhere",
  async run({ cluster, nameOf }) {
    const person = new Person(cluster.url);
    await person.signUp(cluster.outboxes);
    const seen = new Set<string>();
    for (let i = 0; i < 12 && seen.size < cluster.instances.length; i++) {
      const answer = await person.request("GET", "/api/auth/get-session");
      expectThat(
        (answer.body as { user?: { email?: string } } | null)?.user?.email === person.email,
        `get-session on ${nameOf(answer.upstream)} did not know the session`,
      );
      seen.add(nameOf(answer.upstream));
    }
    expectThat(seen.size === cluster.instances.length, `only ${[...seen].join(", ")} answered through nginx`);
    // The cookie as it was before sign-out: a copy kept by someone else (another tab, a thief) must stop working too.
    const oldCookie = person.headers().cookie ?? "";
    expectThat(oldCookie.includes("session_token"), "no session cookie to keep");
    // Each instance reads the person's data just before, so each holds the session in its cache (decision 012).
    for (const instance of cluster.instances) {
      const list = await person.request("GET", "/api/assessments", undefined, {}, instance.url);
      expectThat(list.status === 200, `${instance.name} answered ${list.status} to the signed-in person`);
    }
    const signOut = await person.request("POST", "/api/auth/sign-out", {});
    expectThat(signOut.status === 200, `sign-out answered ${signOut.status}`);
    const signedOutOn = cluster.instances.find((instance) => instance.name === nameOf(signOut.upstream));
    expectThat(signedOutOn !== undefined, `sign-out answered by ${signOut.upstream}, not an instance`);
    const atOnce = await person.request("GET", "/api/assessments", undefined, { cookie: oldCookie }, signedOutOn.url);
    expectThat(
      atOnce.status === 401,
      `${nameOf(signOut.upstream)} answered ${atOnce.status} to the old cookie right after sign-out`,
    );
    // Another instance may trust a session it verified in the last few seconds (decision 012): past that window, none does.
    await sleep(sessionCacheTtlMs + 500);
    // Every instance directly, so none is skipped by the balancer's choice.
    for (const instance of cluster.instances) {
      const answer = await person.request(
        "GET",
        "/api/auth/get-session",
        undefined,
        { cookie: oldCookie },
        instance.url,
      );
      expectThat(
        answer.status === 200 && answer.body === null,
        `${instance.name} still knows the old cookie after sign-out`,
      );
      const list = await person.request("GET", "/api/assessments", undefined, { cookie: oldCookie }, instance.url);
      expectThat(list.status === 401, `${instance.name} answered ${list.status} to the old cookie after sign-out`);
    }
    return [
      `signed in through nginx, session known by ${[...seen].sort().join(", ")}`,
      `signed out on ${nameOf(signOut.upstream)}: the old cookie refused there at once, and by all ${cluster.instances.length} after ${(sessionCacheTtlMs + 500) / 1000} s (the session-cache window)`,
    ];
  },
};

export const rateLimitShared: Check = {
  name: "a rate limit counts across instances",
  async run({ cluster, nameOf }) {
    const { limit, windowSeconds } = defaultRateLimits.signIn;
    const person = new Person(cluster.url);
    const answeredBy = new Map<string, number>();
    const statuses: number[] = [];
    // A different (unknown) email each time, so the per-account limit never counts: only the address does.
    for (let attempt = 1; attempt <= limit + 1; attempt++) {
      const answer = await person.request("POST", "/api/auth/sign-in/email", {
        email: `nobody.${attempt}.${Date.now()}@example.com`,
        password: "wrong password 1",
      });
      statuses.push(answer.status);
      answeredBy.set(nameOf(answer.upstream), (answeredBy.get(nameOf(answer.upstream)) ?? 0) + 1);
    }
    const refused = statuses.at(-1);
    expectThat(
      statuses.slice(0, limit).every((status) => status === 401),
      `the first ${limit} attempts answered ${[...new Set(statuses.slice(0, limit))].join("/")}`,
    );
    expectThat(refused === 429, `attempt ${limit + 1} answered ${refused}, not 429`);
    expectThat(
      answeredBy.size === cluster.instances.length,
      `attempts reached only ${[...answeredBy.keys()].join(", ")}`,
    );
    const neighbour = await new Person(cluster.url).request("POST", "/api/auth/sign-in/email", {
      email: "other@example.com",
      password: "wrong password 1",
    });
    expectThat(neighbour.status === 401, `another address was refused too (${neighbour.status})`);
    const spread = [...answeredBy]
      .sort()
      .map(([name, count]) => `${name} ${count}`)
      .join(", ");
    return [
      `${limit} attempts per ${windowSeconds / 60} min per address: attempt ${limit + 1} refused with 429 (answers: ${spread})`,
      "another address is not affected",
    ];
  },
};

export const idempotencyShared: Check = {
  name: "the same idempotency key sent to two instances at the same moment makes one assessment",
  async run({ cluster, fake }) {
    fake.script({ kind: "text", text: "## Summary\n\nQuick." });
    const person = new Person(cluster.url);
    await person.signUp(cluster.outboxes);
    const [a, b] = cluster.instances;
    const lines: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const key = `cluster-same-key-${round}-${Date.now()}`;
      const send = (base: string) =>
        person.request("POST", "/api/assessments", { answers: completeAnswers }, { "Idempotency-Key": key }, base);
      const answers = await Promise.all([send(a!.url), send(b!.url)]);
      const statuses = answers.map((answer) => answer.status).sort();
      const ids = new Set(answers.map((answer) => (answer.body as { assessment?: { id?: string } }).assessment?.id));
      expectThat(statuses[0] === 200 && statuses[1] === 201, `round ${round}: statuses ${statuses.join(", ")}`);
      expectThat(ids.size === 1, `round ${round}: two different assessments`);
      lines.push(`round ${round}: ${a!.name} and ${b!.name} answered ${statuses.join(" and ")} with one id`);
    }
    const list = await person.request("GET", "/api/assessments");
    const count = (list.body as { assessments: unknown[] }).assessments.length;
    expectThat(count === 3, `the person has ${count} assessments after 3 keys`);
    return [...lines, "3 keys, 6 requests: 3 assessments stored"];
  },
};

export const requestIdsInLogs: Check = {
  name: "logs: JSON lines carrying nginx's request id, no personal data",
  async run({ cluster, nameOf }) {
    // Every line the instances print while this point runs, whatever else they printed before.
    const printed: string[] = [];
    const unsubscribes = cluster.instances.map((instance) => instance.onLine((line) => printed.push(line)));
    try {
      const person = new Person(cluster.url);
      await person.signUp(cluster.outboxes);
      const marker = Date.now().toString(36);
      const personal = { firstName: `Cluster${marker}`, otherHealthCondition: `cluster condition ${marker}` };
      const draft = await person.request("PUT", "/api/assessments/draft", {
        step: 2,
        answers: { ...completeAnswers, ...personal, healthConditions: ["other"] },
      });
      expectThat(draft.status === 200, `saving a draft answered ${draft.status}`);
      const given = `cluster${Date.now().toString(16)}abcdef`;
      const answer = await person.request("GET", "/api/assessments", undefined, { "x-request-id": given });
      expectThat(
        answer.headers.get("x-request-id") === given,
        `answered with request id ${answer.headers.get("x-request-id")}`,
      );
      const generated = await person.request("GET", "/api/assessments");
      const nginxId = generated.headers.get("x-request-id") ?? "";
      expectThat(/^[0-9a-f]{32}$/.test(nginxId), `nginx's own id looks like ${nginxId}`);

      // The instances write their logs off the event loop (decision 012): a request's line can reach
      // the pipe after its answer reached us. Every request this person made must be logged, with its id.
      const loggedIds = new Set<string>();
      const checkedLines: string[] = [];
      const missing = () => {
        for (const line of printed.splice(0)) {
          checkedLines.push(line);
          const requestId = line.startsWith("{") ? (JSON.parse(line) as { requestId?: string }).requestId : undefined;
          if (requestId) loggedIds.add(requestId);
        }
        return person.requestIds.filter((id) => !loggedIds.has(id));
      };
      const deadline = Date.now() + logLineWaitMs;
      while (missing().length > 0 && Date.now() < deadline) await sleep(50);
      const notLogged = missing();
      expectThat(
        notLogged.length === 0,
        `no log line within ${logLineWaitMs / 1000} s for ${notLogged.length} of ${person.requestIds.length} requests (ids ${notLogged.join(", ")})`,
      );
      const leaked = [person.email, "correct horse battery", personal.firstName, personal.otherHealthCondition].filter(
        (value) => checkedLines.some((line) => line.includes(value)),
      );
      expectThat(leaked.length === 0, `personal data reached the logs: ${leaked.join(", ")}`);
      return [
        `ids kept end to end (given: ${given}; nginx's: ${nginxId}, logged by ${nameOf(generated.upstream)})`,
        `all ${person.requestIds.length} requests of a sign-up, consent and health answers logged with their ids; no email, password, name or health answer in ${checkedLines.length} lines`,
      ];
    } finally {
      for (const unsubscribe of unsubscribes) unsubscribe();
    }
  },
};

/** How long a request's log line may take to arrive after its answer (written asynchronously, on a loaded machine). */
const logLineWaitMs = 10_000;
