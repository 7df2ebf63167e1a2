import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../../tests/support/test-database.ts";
import { openDatabase, queryRows } from "./client.ts";

const journal = JSON.parse(readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8")) as {
  entries: { tag: string; when: number }[];
};

// PGlite is one process per folder (the data-dir lock guards it); the race is PostgreSQL's alone.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_TARGET === "postgres" && serverUrl !== undefined;

describe.runIf(onPostgres)("migrations on a PostgreSQL server", () => {
  it("are applied exactly once when three instances start at the same moment on an empty database", async () => {
    const scratch = await createScratchDatabase(serverUrl!, "foodfirst_migrate");
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: scratch.url })),
      );
      const handles = opened.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      try {
        expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "opened"))).toEqual([
          "opened",
          "opened",
          "opened",
        ]);
        const applied = await queryRows<{ created_at: string }>(
          handles[0]!.db,
          sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
        );
        expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
        // The lock was released (a later start would otherwise wait for ever).
        const advisoryLocks = sql`select count(*)::int as held from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
        expect(await queryRows(handles[0]!.db, advisoryLocks)).toEqual([{ held: 0 }]);
        // Every instance works on the migrated schema.
        for (const handle of handles) {
          expect(await queryRows(handle.db, sql`select count(*)::int as users from users`)).toEqual([{ users: 0 }]);
        }
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    } finally {
      await scratch.drop();
    }
  });

  it("prepares each statement with parameters once per connection, and runs a text without any as sent", async () => {
    const scratch = await createScratchDatabase(serverUrl!, "foodfirst_prepared");
    const handle = await openDatabase({ kind: "postgres", url: scratch.url });
    try {
      // A transaction: every statement on one connection.
      await handle.db.transaction(async (tx) => {
        const rows = async (query: ReturnType<typeof sql>) =>
          ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows;
        for (const n of [1, 2, 3]) expect(await rows(sql`select ${n}::int as n`)).toEqual([{ n }]);
        const prepared = (await rows(sql`select statement from pg_prepared_statements`)) as { statement: string }[];
        expect(prepared.filter((row) => row.statement === "select $1::int as n")).toHaveLength(1);
        // Several statements in one text, without parameters: not prepared, so still allowed.
        await tx.execute(sql.raw("select 1; select 2"));
      });
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
