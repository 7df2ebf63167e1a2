import { cpSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { databaseCallWatcher } from "./availability.ts";
import type { PgliteArtifacts } from "./pglite-preload.ts";
import * as schema from "./schema.ts";

/** The one database type the app uses, whether PGlite or a PostgreSQL server sits behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Human-readable: "embedded PGlite at data/db" or "PostgreSQL at host:5432/db". */
  description: string;
  close(): Promise<void>;
  /** Connections of the pool (PostgreSQL only): open, idle, and requests waiting for one. */
  poolStats?: () => PoolStats;
  /** Embedded PGlite only: the whole database as one uncompressed tar, for `image` (tests, decision 019). */
  dumpImage?: () => Promise<Blob>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * How long a request may wait for the database before it is answered with 503 (decision 014): a
 * connection within 3 s (also the wait for a free one when all are busy), a statement within 10 s
 * on the server, and an answer within 15 s on our side when the server stops answering at all. Without
 * these, a request during an outage hangs until the client gives up.
 */
export const postgresTimeouts = { connectMs: 3_000, statementMs: 10_000, queryMs: 15_000 } as const;
const poolMax = 10;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseTarget =
  | {
      kind: "pglite";
      dir?: string;
      /** A prepared, migrated data folder copied into an empty `dir` (decision 012). */
      template?: string;
      /** In memory only: a migrated database dumped with `dumpDataDir("none")`, loaded instead of initdb (tests, decision 019). */
      image?: Blob;
      /** Tests only: another migrations folder (e.g. one with a newer migration). */
      migrationsFolder?: string;
      /** PGlite's engine and file bundle, loaded ahead (pglite-preload.ts); PGlite loads them itself otherwise. */
      artifacts?: PgliteArtifacts;
    }
  | { kind: "postgres"; url: string; onIdleError?: (error: Error) => void };

/**
 * The key of the PostgreSQL advisory lock that serialises migrations between instances: the bytes
 * of "FoodFirs" as a bigint. Fixed forever, so that every version of the app takes the same lock.
 */
const migrationLockKey = "5075397781538566771";

/**
 * Applies pending migrations on a PostgreSQL server while holding a session-level advisory lock on
 * one dedicated connection, so that instances starting together migrate one after another: the first
 * applies them, the others then find nothing to do (decision 008). Closing the connection releases
 * the lock even when a migration fails.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [migrationLockKey]);
    await migratePg(drizzlePg(client, { schema, casing: "snake_case" }), { migrationsFolder });
    await client.query("select pg_advisory_unlock($1::bigint)", [migrationLockKey]);
  } finally {
    await client.end();
  }
}

/** The app's pool on a PostgreSQL server, with the time limits above (exported for the outage tests). */
export function createPostgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: postgresTimeouts.connectMs,
    statement_timeout: postgresTimeouts.statementMs,
    query_timeout: postgresTimeouts.queryMs,
    // Finds a connection whose server vanished without a word (a failover, a dropped network).
    keepAlive: true,
  });
  watchCalls(pool);
  return pool;
}

/**
 * Every query and connection through the pool (Drizzle's queries, and a transaction's, which run on a
 * checked-out client) tells the request it was made for when it met an outage (availability.ts), so a
 * library that catches the error cannot turn it into a 500 or "signed out". The promise the caller gets
 * is the driver's own, unchanged.
 */
function watchCalls(pool: pg.Pool): void {
  const named = statementNames();
  const watched = <T>(call: () => T): T => {
    const onError = databaseCallWatcher();
    const result = call();
    if (result instanceof Promise) result.catch(onError);
    return result;
  };
  const clients = new WeakSet<pg.PoolClient>();
  const watchClient = (client: pg.PoolClient) => {
    if (clients.has(client)) return client;
    clients.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => watched(() => query(...named(args)))) as typeof client.query;
    return client;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => watched(() => query(...named(args)))) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args); // the callback form (pg-pool's own query uses it)
    return watched(() => connect() as Promise<pg.PoolClient>).then(watchClient);
  }) as typeof pool.connect;
}

/** Statements prepared at most (per pool, so per connection too); any further text runs unnamed, as before. */
export const preparedStatementsMax = 200;

/**
 * Names every statement with parameters the pool runs, one name per text, so that each connection parses and plans
 * it once and afterwards only binds and runs it (node-postgres' named statements; decision 032). Without a name
 * PostgreSQL plans each statement anew: a sign-in's statements cost its backend ~1.2 ms of CPU that way and ~0.55 ms
 * prepared, the rate limits' upsert alone ~0.7 ms against ~0.23 ms. Only statements with parameters: they use the
 * extended protocol already, so nothing else about them changes, while a text without any may hold several
 * statements, which cannot be prepared. The app's statements come from its code, so their texts are few; past the
 * cap (a text built per call, such as a list of many values) they run unnamed. A statement prepared before a
 * migration is planned again by PostgreSQL when a table it reads changes. Returns the call's arguments, named.
 */
function statementNames(): (args: unknown[]) => unknown[] {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < preparedStatementsMax) {
      name = `foodfirst-${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  return (args) => {
    const [first, second, ...rest] = args;
    if (typeof first === "string") {
      const name = Array.isArray(second) && second.length > 0 ? nameOf(first) : undefined;
      return name === undefined ? args : [{ text: first, name }, second, ...rest];
    }
    if (typeof first !== "object" || first === null) return args;
    const config = first as { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
    // A cursor or stream (submittable) handles its own protocol; a named statement keeps its name.
    if (typeof config.text !== "string" || config.name !== undefined || typeof config.submit === "function")
      return args;
    const values = Array.isArray(second) ? second : config.values;
    const name = Array.isArray(values) && values.length > 0 ? nameOf(config.text) : undefined;
    return name === undefined ? args : [{ ...config, name }, second, ...rest];
  };
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    await migratePostgres(target.url);
    const pool = createPostgresPool(target.url);
    // An idle connection that the server ends (a restart, a failover, a dropped test database)
    // emits "error" on the pool; unhandled, that would crash the process. The pool replaces it.
    pool.on("error", (error) => target.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    const url = new URL(target.url);
    return {
      db: db as unknown as Database,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
    };
  }
  if (target.dir) {
    mkdirSync(target.dir, { recursive: true });
    // A new database from the build's prepared folder: a copy instead of initdb (~3 s). Migrations
    // newer than the folder still apply just below.
    if (
      target.template &&
      existsSync(path.join(target.template, "PG_VERSION")) &&
      readdirSync(target.dir).length === 0
    ) {
      cpSync(target.template, target.dir, { recursive: true });
    }
  }
  // In memory, options alone: PGlite given (undefined, options) still runs initdb before loading an image (~2.7 s of CPU against ~0.7 s).
  const client = target.dir
    ? new PGlite(target.dir, { ...target.artifacts })
    : new PGlite({ ...target.artifacts, loadDataDir: target.image });
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  await migratePglite(db, { migrationsFolder: target.migrationsFolder ?? migrationsFolder });
  if (target.dir) await sizeEmbeddedBuffers(client);
  return {
    db: db as unknown as Database,
    description: target.dir ? `embedded PGlite at ${target.dir}` : "embedded PGlite in memory",
    close: () => client.close(),
    // The image's copies start with the small shared buffers too.
    dumpImage: async () => {
      await sizeEmbeddedBuffers(client);
      return client.dumpDataDir("none");
    },
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is zeroed at every start, ~0.1 s of an embedded start
 * (decision 012); one small machine's data fits in 32 MB, and what does not is still in the OS file
 * cache. Written to the folder's postgresql.auto.conf (ALTER SYSTEM): the build's prepared folder has it
 * from the start, an older folder from its next start.
 */
const embeddedSharedBuffers = "32MB";
async function sizeEmbeddedBuffers(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ shared_buffers: string }>("show shared_buffers");
  if (rows[0]?.shared_buffers !== embeddedSharedBuffers)
    await client.exec(`alter system set shared_buffers = '${embeddedSharedBuffers}'`);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
