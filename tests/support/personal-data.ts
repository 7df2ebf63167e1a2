import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../src/server/db/client.ts";

/** Every table of the app's schema, as the database's catalogue lists them (not a hand-kept list). */
export async function allTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The rows of `table` whose text (every column, as PostgreSQL prints the row) contains a needle. */
async function rowsMentioning(db: Database, table: string, needles: string[]): Promise<string[]> {
  if (needles.length === 0) return [];
  const matches = sql.join(
    needles.map((needle) => sql`strpos(lower(t::text), ${needle.toLowerCase()}) > 0`),
    sql` or `,
  );
  const rows = await queryRows<{ row: string }>(
    db,
    sql`select t::text as row from ${sql.identifier(table)} t where ${matches}`,
  );
  return rows.map((r) => r.row);
}

/**
 * Every trace of a person in every table: rows that contain one of the seeds (their id, their email),
 * then, again and again, rows that contain an id found in those rows (an assessment's id, the
 * newsletter subscriber's id), until nothing new turns up. Answers { table: rows }.
 */
export async function tracesOf(db: Database, seeds: string[]): Promise<Record<string, string[]>> {
  const tables = await allTables(db);
  const needles = new Set(seeds.map((seed) => seed.toLowerCase()));
  for (;;) {
    const found: Record<string, string[]> = {};
    const before = needles.size;
    for (const table of tables) {
      const rows = await rowsMentioning(db, table, [...needles]);
      if (rows.length > 0) found[table] = rows;
      for (const row of rows) for (const id of row.match(uuidPattern) ?? []) needles.add(id.toLowerCase());
    }
    if (needles.size === before) return found;
  }
}
