import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient } from "../../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { queryRows } from "../db/client.ts";
import { createLogger } from "../logger.ts";
import { revocationChannel } from "./revocation.ts";

// Two server instances on one PostgreSQL database, as behind a load balancer (decision 026): a session that
// instance B verified (and so trusts for 3 s without a new check, decision 012) is ended on instance A. B must
// refuse it at once, told through LISTEN/NOTIFY, not when its cache entry runs out. PGlite is one process, so
// this runs on the api-postgres project only.

const onPostgres = process.env.TEST_DB_TARGET === "postgres" && Boolean(process.env.TEST_DATABASE_URL);

/** Instance A (with its database) and instance B on the same database, each with its own session cache. */
async function twoInstances() {
  const a = await createTestApp();
  const { config, mailer, kb } = a.deps;
  const b = createApp({ config, db: a.db, mailer, kb, logger: createLogger("silent") });
  afterAll(() => b.deps.closeRevocations());
  return { a, b };
}
const instances = onPostgres ? await twoInstances() : undefined;

describe.skipIf(!instances)("a session ended on one instance", () => {
  // Read when a test runs: a skipped suite's body still runs, to list its tests.
  const a = () => instances!.a;
  const b = () => instances!.b;

  let ipCounter = 0;
  /** A person signed in on A, and the same browser (same cookie) talking to B, which has now cached the session. */
  async function cachedOnB() {
    ipCounter += 1;
    const onA = a().client(`198.18.60.${ipCounter}`);
    await onA.signUp();
    const onB = new TestClient(b().app, onA.ip);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    expect((await onB.get("/api/account")).status).toBe(200);
    return { onA, onB };
  }

  /** B's answer to the session, asked again for up to a second (well inside the cache's 3 s). */
  async function accountWithinASecond(onB: TestClient) {
    const until = Date.now() + 1_000;
    for (;;) {
      const status = (await onB.get("/api/account")).status;
      if (status === 401 || Date.now() > until) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const listeners = sql`select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and query = ${`listen ${revocationChannel}`}`;

  /** The instances' listening connections, asked again for up to 5 s until there are `count` of them. */
  async function listenersNow(count: number, notAmong: number[] = []) {
    const until = Date.now() + 5_000;
    let rows: { pid: number }[] = [];
    while (Date.now() < until) {
      rows = await queryRows<{ pid: number }>(a().db, listeners);
      if (rows.length === count && rows.every(({ pid }) => !notAmong.includes(pid))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return rows;
  }

  /** Ends those connections on the server, then waits until each instance listens on a new one (retried after 1 s). */
  async function cutAndAwaitNewListeners(cut: { pid: number }[]) {
    for (const { pid } of cut) await queryRows(a().db, sql`select pg_terminate_backend(${pid})`);
    const cutPids = cut.map(({ pid }) => pid);
    const again = await listenersNow(cut.length, cutPids);
    expect(again.map(({ pid }) => pid).filter((pid) => cutPids.includes(pid))).toEqual([]);
    expect(again).toHaveLength(cut.length);
  }

  it("is refused on the other instance after signing out of all devices", async () => {
    const { onA, onB } = await cachedOnB();
    expect((await onA.post("/api/account/sign-out-everywhere")).status).toBe(200);
    expect(await accountWithinASecond(onB)).toBe(401);
  });

  it("is refused on the other instance after signing out", async () => {
    const { onA, onB } = await cachedOnB();
    expect((await onA.post("/api/auth/sign-out")).status).toBe(200);
    expect(await accountWithinASecond(onB)).toBe(401);
  });

  it("is still refused on the other instance after the listening connections were cut (as by a restart)", async () => {
    const cut = await listenersNow(2);
    expect(cut).toHaveLength(2);
    await cutAndAwaitNewListeners(cut);

    const { onA, onB } = await cachedOnB();
    expect((await onA.post("/api/account/sign-out-everywhere")).status).toBe(200);
    expect(await accountWithinASecond(onB)).toBe(401);
  });

  it("is refused by an instance that lost its listening connection and missed the revocation, once it listens again", async () => {
    // C trusts a cached session for a minute, so only the emptying on reconnection (not the entry running out)
    // can make it refuse: the session is deleted behind its back, with no NOTIFY, as if sent while it was away.
    const { config, mailer, kb } = a().deps;
    const c = createApp({ config, db: a().db, mailer, kb, logger: createLogger("silent"), sessionCacheTtlMs: 60_000 });
    try {
      const before = await listenersNow(3);
      expect(before).toHaveLength(3);

      ipCounter += 1;
      const onA = a().client(`198.18.60.${ipCounter}`);
      const { email } = await onA.signUp();
      const onC = new TestClient(c.app, onA.ip);
      for (const [name, value] of onA.cookies) onC.cookies.set(name, value);
      expect((await onC.get("/api/account")).status).toBe(200);
      await queryRows(a().db, sql`delete from sessions where user_id = (select id from users where email = ${email})`);
      expect((await onC.get("/api/account")).status).toBe(200); // still trusted from the cache: nothing was heard

      await cutAndAwaitNewListeners(before);
      expect(await accountWithinASecond(onC)).toBe(401);
    } finally {
      await c.deps.closeRevocations();
    }
  });
});
