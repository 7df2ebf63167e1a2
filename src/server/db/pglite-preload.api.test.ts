import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client.ts";
import { preloadPgliteArtifacts } from "./pglite-preload.ts";

// The embedded engine loaded ahead of time (while the server's code loads) opens a working database.
describe.skipIf(process.env.TEST_DB_TARGET === "postgres")("PGlite's engine loaded ahead", () => {
  it("gives a compiled engine and its files, with which the database opens, migrates and answers", async () => {
    const artifacts = await preloadPgliteArtifacts();
    expect(artifacts).not.toBeNull();
    expect(artifacts!.fsBundle.size).toBeGreaterThan(1_000_000);
    const handle = await openDatabase({ kind: "pglite", artifacts: artifacts! });
    try {
      const rows = await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]?.count).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
