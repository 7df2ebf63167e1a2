import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client.ts";

// A new embedded database starts as a copy of the build's prepared, migrated folder (decision 012);
// migrations newer than that folder still apply on top of it. Embedded PGlite only.

const work = mkdtempSync(path.join(os.tmpdir(), "foodfirst-template-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Our migrations plus one newer migration, as a later release would ship. */
function migrationsWithANewerOne(): string {
  const folder = path.join(work, "migrations");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
  };
  const last = journal.entries.at(-1)!;
  journal.entries.push({
    idx: last.idx + 1,
    version: last.version,
    when: last.when + 1000,
    tag: "9999_newer_release",
    breakpoints: true,
  });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(
    path.join(folder, "9999_newer_release.sql"),
    "CREATE TABLE newer_release_table (id integer PRIMARY KEY);",
  );
  return folder;
}

describe.skipIf(process.env.TEST_DB_TARGET === "postgres")("prepared PGlite folder", () => {
  it("starts an empty data folder from the prepared one, and applies newer migrations on top", async () => {
    // What the build does: a migrated folder (with a row that only a copy of it can have).
    const template = path.join(work, "template");
    const prepared = await openDatabase({ kind: "pglite", dir: template });
    await prepared.db.execute(sql`insert into rate_limits (key, count) values ('made-by-the-template', 1)`);
    await prepared.close();

    const dir = path.join(work, "data-db");
    const handle = await openDatabase({ kind: "pglite", dir, template, migrationsFolder: migrationsWithANewerOne() });
    try {
      const marker = await queryRows<{ key: string }>(handle.db, sql`select key from rate_limits`);
      expect(marker.map((row) => row.key)).toEqual(["made-by-the-template"]);
      const newer = await queryRows<{ name: string | null }>(
        handle.db,
        sql`select to_regclass('newer_release_table')::text as name`,
      );
      expect(newer[0]?.name).toBe("newer_release_table");
      const applied = await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      // Every migration we ship, then the newer one.
      const shipped = (
        JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] }
      ).entries.length;
      expect(applied[0]?.count).toBe(shipped + 1);
    } finally {
      await handle.close();
    }
  }, 120_000); // initdb for the prepared folder takes seconds on a busy machine

  it("leaves a data folder that already holds a database alone", async () => {
    const template = path.join(work, "template");
    const dir = path.join(work, "data-db"); // the database made above, with the newer table
    const handle = await openDatabase({ kind: "pglite", dir, template });
    try {
      const newer = await queryRows<{ name: string | null }>(
        handle.db,
        sql`select to_regclass('newer_release_table')::text as name`,
      );
      expect(newer[0]?.name).toBe("newer_release_table"); // not replaced by the template's copy
      // The prepared folder carries the embedded buffer size, so a copy starts with it (no 128 MB to zero).
      const buffers = await queryRows<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
      expect(buffers[0]?.shared_buffers).toBe("32MB");
    } finally {
      await handle.close();
    }
  });
});
