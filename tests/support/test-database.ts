import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "../../src/server/db/client.ts";

/**
 * A new database on a PostgreSQL server, empty or a copy of `template`, and how to drop it again.
 * Nobody's data is touched.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = "foodfirst_test",
  { template }: { template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** The run's migrated image (migrated-database.ts), read once per test worker. */
let pgliteImage: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or (vitest project
 * api-postgres) a new database created on the TEST_DATABASE_URL server and dropped afterwards. Each
 * starts from the run's migrated copy when there is one (migrated-database.ts), else migrates itself. `target` is
 * what the app's config names (on PostgreSQL, each app listens there for session revocations: decision 026).
 */
export async function createTestDatabase({
  imageFile,
  postgresTemplate,
}: { imageFile?: string; postgresTemplate?: string } = {}): Promise<DatabaseHandle & { target: DatabaseTarget }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_TARGET !== "postgres" || !serverUrl) {
    const target: DatabaseTarget = { kind: "pglite" };
    if (!imageFile) return { ...(await openDatabase(target)), target };
    pgliteImage ??= readFile(imageFile).then((bytes) => new Blob([bytes]));
    return { ...(await openDatabase({ kind: "pglite", image: await pgliteImage })), target };
  }
  const scratch = await createScratchDatabase(serverUrl, "foodfirst_test", { template: postgresTemplate });
  const target: DatabaseTarget = { kind: "postgres", url: scratch.url };
  const handle = await openDatabase(target);
  return {
    ...handle,
    target,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
