import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Metrics } from "./metrics.ts";

/** Set on the context by `databaseUnavailable()` (http/errors.ts), so the 503s of an outage are counted apart. */
export const databaseUnavailableFlag = "databaseUnavailable";

/**
 * Counts every answer and its time by route pattern (`/api/assessments/:id`, never the concrete path)
 * and status class. Registered first, so it sees the final status, errors and 503s included.
 */
export function httpMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // After next(), the route index is the handler that answered (or the middleware that refused).
    const route = routePath(c) || "unmatched";
    metrics.request(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
    if ((c.get as (key: string) => unknown)(databaseUnavailableFlag) === true) metrics.databaseUnavailable(route);
  };
}
