import { Hono, type Context, type MiddlewareHandler } from "hono";
import { setResponseHeader } from "./response-header.ts";
import type { DatabaseProbe } from "../db/probe.ts";

/** The process's shutdown state: set by index.ts, read by the health routes and the drain, added to by features. */
export interface Lifecycle {
  /** Set by index.ts on SIGTERM: /readyz says 503 and answers close their connections. */
  shuttingDown: boolean;
  /** Work that must finish before the process exits (e.g. assessments being written), given a time limit. */
  drainers: Array<(timeoutMs: number) => Promise<void>>;
  /** Set by index.ts: told each time the drain turns a request back to the balancer. */
  leftBalancer?: () => void;
}

/**
 * /healthz: the process answers (a container's liveness: restart it when this fails).
 * /readyz: it can also reach its database within 2 s and is not shutting down (a balancer's
 * readiness: send it nothing while this is 503). A database outage makes every instance unready at
 * once, which is right: none of them can do useful work, and none needs a restart.
 */
export function healthRoutes({ databaseProbe, lifecycle }: { databaseProbe: DatabaseProbe; lifecycle: Lifecycle }) {
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
 * The methods nginx resends to the next instance when one closes the connection without an answer
 * (all but POST, PATCH and LOCK: it never resends a request that may have changed something). It
 * also counts that as a failure of the instance and chooses it no more for `fail_timeout`.
 */
const resentByTheBalancer = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);
/** Asked directly by orchestrators and scrapers: always answered. */
const probePaths = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * While the instance drains before it stops (index.ts, decision 014):
 * - A request the balancer (a TRUSTED_PROXIES address) would resend elsewhere is turned back by
 *   closing its connection unanswered: the balancer sends it to another instance and stops choosing
 *   this one (`lifecycle.leftBalancer` is told). Without that, nginx keeps opening connections here
 *   until the listener closes, and the kernel resets those it had already accepted for us: a POST on
 *   one of them was sent and cannot be resent, and its person sees an error.
 * - Everything else is served, and says `Connection: close`, so a proxy does not send its next
 *   request on a kept-alive connection this instance is about to close.
 */
export function drainConnections(lifecycle: Lifecycle, fromBalancer: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (
      lifecycle.shuttingDown &&
      resentByTheBalancer.has(c.req.method) &&
      !probePaths.has(c.req.path) &&
      fromBalancer(c)
    ) {
      const socket = (c.env as { incoming?: { socket?: { destroy?: () => void } } } | undefined)?.incoming?.socket;
      if (socket?.destroy) {
        socket.destroy();
        lifecycle.leftBalancer?.();
        // Never sent: the connection is gone.
        return c.body(null, 503);
      }
    }
    await next();
    if (lifecycle.shuttingDown) setResponseHeader(c, "Connection", "close");
  };
}
