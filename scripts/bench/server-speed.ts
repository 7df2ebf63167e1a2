import { createScratchDatabase } from "../../tests/support/test-database.ts";
import { preparePeople, benchReads, readClientCounts, readRoutes } from "./api-read.ts";
import { benchColdStart } from "./cold-start.ts";
import { machineLine } from "./load.ts";
import type { BenchRows } from "./measure.ts";
import { startServer } from "./server.ts";
import { benchReadDuringSignIns, benchSignIn } from "./sign-in.ts";

/**
 * The server's speed against its budgets (issue 14): signed-in reads, sign-in, a read during a
 * sign-in burst, cold start. Embedded PGlite always; a PostgreSQL server when BENCH_DATABASE_URL
 * names one (a scratch database is created on it and dropped afterwards).
 */
export async function benchServerSpeed(): Promise<BenchRows> {
  const rows: BenchRows = [["machine", machineLine()]];
  rows.push(...(await benchColdStart()));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  rows.push(...(await benchOn("PGlite", {}, !serverUrl)));
  if (serverUrl) {
    const { url, drop } = await createScratchDatabase(serverUrl, "foodfirst_bench");
    try {
      rows.push(
        ...(await benchOn(
          "PostgreSQL",
          { DATABASE_URL: url, AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123" },
          true,
        )),
      );
    } finally {
      await drop();
    }
  } else {
    rows.push([
      "PostgreSQL",
      "skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to measure it",
    ]);
  }
  rows.push(["machine, at the end", machineLine()]);
  return rows;
}

async function benchOn(
  database: "PGlite" | "PostgreSQL",
  env: Record<string, string>,
  withBurst: boolean,
): Promise<BenchRows> {
  const server = await startServer(env);
  try {
    const people = await preparePeople(server, Math.max(...readClientCounts));
    const rows: BenchRows = [[`${database}: load`, machineLine()]];
    rows.push(...(await benchReads(server, database, people)));
    rows.push(...(await benchSignIn(server, database)));
    if (withBurst) rows.push(...(await benchReadDuringSignIns(server, database, people, readRoutes[0]!.path)));
    return rows;
  } finally {
    await server.stop();
  }
}
