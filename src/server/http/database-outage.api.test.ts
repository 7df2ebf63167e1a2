import { createServer, type Socket } from "node:net";
import { drizzle } from "drizzle-orm/node-postgres";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/launch-app.ts";
import { createTestApp, TestClient } from "../../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { createPostgresPool, postgresTimeouts, type Database } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { databaseOutage } from "./database-outage.ts";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";

// The database out of reach, as during a PostgreSQL restart: the app's own pool (same time limits as
// in production) pointed at a port where nothing listens, or at a server that accepts and never
// answers. Every /api answer must be a quick 503 database_unavailable, never a hang, a 500 or a
// "you are signed out".

const healthy = await createTestApp();
const lines: string[] = [];
const refusingPort = await freePort();

function appOn(url: string) {
  const pool = createPostgresPool(url);
  afterAll(() => pool.end());
  const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Database;
  const { config, mailer, kb } = healthy.deps;
  const logger = createLogger("info", { write: (line) => void lines.push(line) });
  return createApp({ config, db, mailer, kb, logger });
}

/** A signed session cookie from the healthy app, so the outage app sees someone who was signed in. */
async function signedInCookies() {
  const client = healthy.client("203.0.113.70");
  await client.signUp();
  return client.cookies;
}

/** A server that takes connections and never says a word, like a database host that froze. */
const silentSockets = new Set<Socket>();
const silent = createServer((socket) => {
  silentSockets.add(socket);
  socket.on("close", () => silentSockets.delete(socket));
});
const silentPort = await freePort();
await new Promise<void>((resolve) => silent.listen(silentPort, "127.0.0.1", resolve));
afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

/** Routes anyone may call: each needs the database (rate limits, accounts, subscribers). */
const publicRequests: [string, string, unknown?][] = [
  ["POST", "/api/auth/sign-in/email", { email: "someone@example.com", password: "correct horse battery" }],
  ["POST", "/api/auth/sign-up/email", { email: "someone@example.com", password: "correct horse battery", name: "" }],
  ["POST", "/api/auth/request-password-reset", { email: "someone@example.com", redirectTo: "/update-password" }],
  ["POST", "/api/newsletter", { email: "someone@example.com" }],
];
/** With a session cookie, the session lookup itself needs the database. */
const signedInRequests: [string, string, unknown?][] = [
  ["GET", "/api/auth/get-session"],
  ["GET", "/api/assessments"],
  ["GET", "/api/assessments/draft"],
  ["POST", "/api/assessments", { answers: completeAnswers }],
  ["POST", "/api/lookup", { supplementName: "Vitamin C" }],
  ...publicRequests,
];

describe("a database that refuses connections", () => {
  const { app } = appOn(`postgres://postgres@127.0.0.1:${refusingPort}/foodfirst`);

  it("answers every API route with 503 database_unavailable, at once, signed in or not", async () => {
    const cookies = await signedInCookies();
    for (const withSession of [false, true]) {
      const client = new TestClient(app, "203.0.113.71");
      if (withSession) for (const [name, value] of cookies) client.cookies.set(name, value);
      for (const [method, url, body] of withSession ? signedInRequests : publicRequests) {
        const started = Date.now();
        const response = await client.request(method, url, body, { "Idempotency-Key": "outage-key-0001" });
        const label = `${method} ${url} (${withSession ? "signed in" : "anonymous"})`;
        expect(response.status, label).toBe(503);
        expect(await response.json(), label).toEqual({
          error: {
            code: "database_unavailable",
            message: "FoodFirst is briefly unavailable. Please try again in a few seconds.",
          },
        });
        expect(response.headers.get("retry-after"), label).toBe("5");
        expect(response.headers.get("cache-control"), label).toBe("no-store");
        expect(response.headers.get("x-request-id"), label).toBeTruthy();
        // At once: a refused connection is not waited on for the connection time limit (3 s); half of it leaves room
        // for a loaded machine.
        expect(Date.now() - started, label).toBeLessThan(postgresTimeouts.connectMs / 2);
      }
    }
  });

  it("still tells an anonymous visitor that nobody is signed in: that needs no database", async () => {
    const response = await new TestClient(app, "203.0.113.73").get("/api/auth/get-session");
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it("says not ready while the process itself stays healthy", async () => {
    const client = new TestClient(app, "127.0.0.1");
    expect((await client.get("/readyz")).status).toBe(503);
    expect(await (await client.get("/readyz")).json()).toEqual({ status: "database_unavailable" });
    expect((await client.get("/healthz")).status).toBe(200);
  });

  it("logs an outage as a warning about the database, never as an unexpected error", () => {
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(records.some((record) => record.msg === "database unavailable" && record.level === 40)).toBe(true);
    expect(records.filter((record) => record.msg === "unhandled error")).toEqual([]);
  });
});

describe("a database server that accepts connections and never answers", () => {
  const { app } = appOn(`postgres://postgres@127.0.0.1:${silentPort}/foodfirst`);

  it("gives up after the connection time limit and answers 503, not a hang", async () => {
    const started = Date.now();
    const response = await new TestClient(app, "203.0.113.72").post("/api/newsletter", { email: "silent@example.com" });
    const elapsed = Date.now() - started;
    expect(response.status).toBe(503);
    expect(elapsed).toBeGreaterThanOrEqual(postgresTimeouts.connectMs - 100);
    expect(elapsed).toBeLessThan(postgresTimeouts.connectMs + 1_500);
  });
});

describe("a request that met the outage, with the database back before anyone asks", () => {
  // As during a PostgreSQL restart: the auth library's query failed and it answered 500 (or "signed
  // out"), and by the time the answer is looked at the database answers again. The request's own
  // failure decides: the probe, asked afterwards, says the database is there.
  const backAlready = { reachable: async () => true };
  const refusing = createPostgresPool(`postgres://postgres@127.0.0.1:${refusingPort}/foodfirst`);
  afterAll(() => refusing.end());
  const swallowing = new Hono()
    .use("/api/*", databaseOutage(backAlready))
    .get("/api/query", async (c) => {
      await refusing.query("select 1").catch(() => undefined);
      return c.json({ error: "swallowed" }, 500);
    })
    .get("/api/transaction", async (c) => {
      await refusing.connect().catch(() => undefined);
      return c.json({ error: "swallowed" }, 500);
    })
    .get("/api/bug", (c) => c.json({ error: "ours" }, 500));

  it("answers 503 database_unavailable when a query or a connection of this request met the outage", async () => {
    for (const path of ["/api/query", "/api/transaction"]) {
      const response = await swallowing.request(path);
      expect(response.status, path).toBe(503);
      expect(((await response.json()) as { error: { code: string } }).error.code, path).toBe("database_unavailable");
    }
  });

  it("leaves a 500 that no database outage caused as it is", async () => {
    expect((await swallowing.request("/api/bug")).status).toBe(500);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "sees the outage on a checked-out client too (a transaction's queries)",
    async () => {
      const pool = createPostgresPool(process.env.TEST_DATABASE_URL!);
      try {
        const app = new Hono().use("/api/*", databaseOutage(backAlready)).get("/api/ended", async (c) => {
          const client = await pool.connect();
          // The server ends this connection, as a fast shutdown does (57P01).
          await client.query("select pg_terminate_backend(pg_backend_pid())").catch(() => undefined);
          client.release(true);
          return c.json({ error: "swallowed" }, 500);
        });
        expect((await app.request("/api/ended")).status).toBe(503);
      } finally {
        await pool.end();
      }
    },
  );
});
