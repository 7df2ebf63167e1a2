import { mkdirSync } from "node:fs";
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
import * as schema from "./schema.ts";

/** The one database type the app uses, whether PGlite or a PostgreSQL server sits behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Human-readable: "embedded PGlite at data/db" or "PostgreSQL at host:5432/db". */
  description: string;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseTarget = { kind: "pglite"; dir?: string } | { kind: "postgres"; url: string; onIdleError?: (error: Error) => void };

/** Opens the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server ends (a restart, a failover, a dropped test database)
    // emits "error" on the pool; unhandled, that would crash the process. The pool replaces it.
    pool.on("error", (error) => target.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    await migratePg(db, { migrationsFolder });
    const url = new URL(target.url);
    return {
      db: db as unknown as Database,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const client = target.dir ? new PGlite(target.dir) : new PGlite();
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    description: target.dir ? `embedded PGlite at ${target.dir}` : "embedded PGlite in memory",
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
