import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { budgets, figure } from "./budgets.ts";
import { spread } from "./load.ts";
import type { BenchRows } from "./measure.ts";
import { serverEntry, startServer } from "./server.ts";

/**
 * Spawn to ready (/readyz answers 200, so the database is open and migrated), on embedded PGlite:
 * three starts on fresh data folders, then three on one existing folder, after one warm-up start
 * (the operating system's file cache). Median, min and max.
 */
export async function benchColdStart(): Promise<BenchRows> {
  const warm = await startServer();
  await warm.stop();
  const fresh: number[] = [];
  for (let r = 0; r < 3; r++) {
    const server = await startServer();
    fresh.push(server.readyMs);
    await server.stop();
  }
  const existingDir = await mkdtemp(path.join(os.tmpdir(), "foodfirst-bench-existing-"));
  try {
    const first = await startServer({}, existingDir);
    await first.stop({ keepData: true });
    const existing: number[] = [];
    for (let r = 0; r < 3; r++) {
      const server = await startServer({}, existingDir);
      existing.push(server.readyMs);
      await server.stop({ keepData: true });
    }
    const entry = path.relative(process.cwd(), serverEntry());
    return [
      [
        `start to ready, fresh data folder (node ${entry})`,
        figure(spread(fresh), "ms", { atMost: budgets.coldStartFreshMs }),
      ],
      [`start to ready, existing data folder`, figure(spread(existing), "ms", { atMost: budgets.coldStartExistingMs })],
    ];
  } finally {
    await rm(existingDir, { recursive: true, force: true });
  }
}
