import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../../tests/support/test-database.ts";
import { openDatabase, queryRows, type Database, type DatabaseHandle } from "./client.ts";

// Migration 0003 on a database that already has people in it, as an upgrade meets it: accounts made before
// sign-up confirmed the email stay usable (decision 024) and what was already used counts in the ledger (025).

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const work = mkdtempSync(path.join(os.tmpdir(), "foodfirst-0003-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Our migrations up to, not including, 0003: the release before verified sign-up. */
function migrationsBefore0003(): string {
  const folder = path.join(work, "before-0003");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag.startsWith("0003_"));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

/** Two people of the old release: one who chatted yesterday and today, one who never chatted. */
async function seedOldRelease(db: Database): Promise<void> {
  await db.execute(sql`insert into users (id, name, email) values
    ('old-chatter', 'Ann', 'ann@example.com'), ('old-quiet', 'Bo', 'bo@example.com')`);
  await db.execute(sql`insert into chat_conversations (id, user_id)
    values ('00000000-0000-4000-8000-000000000001', 'old-chatter')`);
  await db.execute(sql`insert into chat_messages (conversation_id, user_id, role, tokens, created_at) values
    ('00000000-0000-4000-8000-000000000001', 'old-chatter', 'user', 0, '2026-11-01T10:00:00Z'),
    ('00000000-0000-4000-8000-000000000001', 'old-chatter', 'assistant', 300, '2026-11-01T10:00:05Z'),
    ('00000000-0000-4000-8000-000000000001', 'old-chatter', 'user', 0, '2026-11-02T09:00:00Z'),
    ('00000000-0000-4000-8000-000000000001', 'old-chatter', 'assistant', 120, '2026-11-02T09:00:04Z')`);
}

async function expectUpgraded(db: Database): Promise<void> {
  const people = await queryRows<{ id: string; email_verified: boolean }>(
    db,
    sql`select id, email_verified from users order by id`,
  );
  expect(people).toEqual([
    { id: "old-chatter", email_verified: true },
    { id: "old-quiet", email_verified: true },
  ]);
  const ledger = await queryRows<{ user_id: string; day: string; messages: number; model_tokens: number }>(
    db,
    sql`select user_id, day::text as day, messages, model_tokens from usage_ledger order by day`,
  );
  expect(ledger).toEqual([
    { user_id: "old-chatter", day: "2026-11-01", messages: 1, model_tokens: 300 },
    { user_id: "old-chatter", day: "2026-11-02", messages: 1, model_tokens: 120 },
  ]);
}

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_TARGET === "postgres" && serverUrl !== undefined;

describe("migration 0003 on a database with existing accounts", () => {
  it.skipIf(onPostgres)(
    "marks every existing account verified and carries past usage into the ledger (PGlite)",
    async () => {
      const dir = path.join(work, "pglite");
      const old = await openDatabase({ kind: "pglite", dir, migrationsFolder: migrationsBefore0003() });
      try {
        await seedOldRelease(old.db);
      } finally {
        await old.close();
      }
      const upgraded = await openDatabase({ kind: "pglite", dir });
      try {
        await expectUpgraded(upgraded.db);
      } finally {
        await upgraded.close();
      }
    },
    120_000,
  ); // two initdb-free opens, but the first is a full initdb on a busy machine

  it.runIf(onPostgres)(
    "marks every existing account verified and carries past usage into the ledger (PostgreSQL)",
    async () => {
      const scratch = await createScratchDatabase(serverUrl!, "foodfirst_0003");
      try {
        const client = new pg.Client({ connectionString: scratch.url });
        await client.connect();
        try {
          const old = drizzlePg(client, { casing: "snake_case" });
          await migratePg(old, { migrationsFolder: migrationsBefore0003() });
          await seedOldRelease(old as unknown as Database);
        } finally {
          await client.end();
        }
        let upgraded: DatabaseHandle | undefined;
        try {
          upgraded = await openDatabase({ kind: "postgres", url: scratch.url });
          await expectUpgraded(upgraded.db);
        } finally {
          await upgraded?.close();
        }
      } finally {
        await scratch.drop();
      }
    },
  );
});
