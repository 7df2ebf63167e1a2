import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

export interface DatabaseProbe {
  /** Whether `select 1` answers within the time limit; one probe at a time, its answer reused briefly. */
  reachable(): Promise<boolean>;
}

/**
 * Asks the database whether it is there. Used by /readyz and to tell an outage from a genuine "no
 * session" when a library swallowed the database's error. During an outage many requests ask at once:
 * they share one probe, and its answer holds for `reuseMs`.
 */
export function createDatabaseProbe(
  db: Database,
  options: { timeoutMs?: number; reuseMs?: number } = {},
): DatabaseProbe {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const reuseMs = options.reuseMs ?? 500;
  let pending: Promise<boolean> | null = null;
  let last: { at: number; reachable: boolean } | null = null;

  async function probe(): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([
        db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        timedOut,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    reachable() {
      if (last && Date.now() - last.at < reuseMs) return Promise.resolve(last.reachable);
      pending ??= probe().then((reachable) => {
        last = { at: Date.now(), reachable };
        pending = null;
        return reachable;
      });
      return pending;
    },
  };
}
