import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDeps } from "../app.ts";

/** /healthz: the process answers. /readyz: it can also reach its database and is not shutting down. */
export function healthRoutes({ db, lifecycle }: AppDeps) {
  return new Hono()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      if (lifecycle.shuttingDown) return c.json({ status: "shutting_down" }, 503);
      try {
        await db.execute(sql`select 1`);
        return c.json({ status: "ready" });
      } catch {
        return c.json({ status: "database_unavailable" }, 503);
      }
    });
}
