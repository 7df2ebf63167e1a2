import { Hono, type MiddlewareHandler } from "hono";
import { setResponseHeader } from "./response-header.ts";
import type { AppDeps } from "../deps.ts";

/**
 * /healthz: the process answers (a container's liveness: restart it when this fails).
 * /readyz: it can also reach its database within 2 s and is not shutting down (a balancer's
 * readiness: send it nothing while this is 503). A database outage makes every instance unready at
 * once, which is right: none of them can do useful work, and none needs a restart.
 */
export function healthRoutes({ databaseProbe, lifecycle }: AppDeps) {
  return new Hono()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      c.header("Cache-Control", "no-store");
      if (lifecycle.shuttingDown) return c.json({ status: "shutting_down" }, 503);
      if (!(await databaseProbe.reachable())) return c.json({ status: "database_unavailable" }, 503);
      return c.json({ status: "ready" });
    });
}

/**
 * While the instance drains before it stops (index.ts), every answer says `Connection: close`, so a
 * proxy does not send the next request on a kept-alive connection this instance is about to close
 * (nginx cannot retry a POST that was already sent), and opens its next connection to another instance.
 */
export function closeConnectionsWhenDraining(lifecycle: AppDeps["lifecycle"]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (lifecycle.shuttingDown) setResponseHeader(c, "Connection", "close");
  };
}
