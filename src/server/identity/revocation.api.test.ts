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
  async function accountOnBWithinASecond(onB: TestClient) {
    const until = Date.now() + 1_000;
    for (;;) {
      const status = (await onB.get("/api/account")).status;
      if (status === 401 || Date.now() > until) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("is refused on the other instance after signing out of all devices", async () => {
    const { onA, onB } = await cachedOnB();
    expect((await onA.post("/api/account/sign-out-everywhere")).status).toBe(200);
    expect(await accountOnBWithinASecond(onB)).toBe(401);
  });

  it("is refused on the other instance after signing out", async () => {
    const { onA, onB } = await cachedOnB();
    expect((await onA.post("/api/auth/sign-out")).status).toBe(200);
    expect(await accountOnBWithinASecond(onB)).toBe(401);
  });

  it("is still refused on the other instance after the listening connections were cut (as by a restart)", async () => {
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query = ${`listen ${revocationChannel}`}`;
    // Both instances' listening connections, once both are up (each opens its own as its app starts).
    const bothListening = async () => {
      const until = Date.now() + 5_000;
      let found: { pid: number }[] = [];
      while (Date.now() < until) {
        found = await queryRows<{ pid: number }>(a().db, listeners);
        if (found.length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return found;
    };
    const cut = await bothListening();
    expect(cut).toHaveLength(2);
    for (const { pid } of cut) await queryRows(a().db, sql`select pg_terminate_backend(${pid})`);
    // Both instances listen again on new connections (they retry after a second).
    const again = await bothListening();
    expect(again.map(({ pid }) => pid)).not.toContain(cut[0]?.pid);
    expect(again).toHaveLength(2);

    const { onA, onB } = await cachedOnB();
    expect((await onA.post("/api/account/sign-out-everywhere")).status).toBe(200);
    expect(await accountOnBWithinASecond(onB)).toBe(401);
  });
});
