import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";

/** The request id, for any later log line about the same request (e.g. an unexpected error). */
export type RequestLogVariables = { requestId: string };

/**
 * One log line per request: method, path (never the query string, which can hold reset tokens),
 * status and duration. Bodies, cookies and headers are never logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestLogVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await next();
    const path = c.req.path;
    if (path === "/healthz" || path === "/readyz" || path.startsWith("/assets/")) return;
    logger.info(
      { requestId, method: c.req.method, path: redactPath(path), status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  };
}

/** Reset links carry their token in the path (/api/auth/reset-password/<token>). */
function redactPath(path: string): string {
  return path.replace(/(\/reset-password\/)[^/]+/, "$1[redacted]");
}
