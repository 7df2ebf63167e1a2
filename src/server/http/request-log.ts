import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { setResponseHeader } from "./response-header.ts";
import type { Logger } from "../logger.ts";

/** The request id, for any later log line about the same request (e.g. an unexpected error). */
export type RequestLogVariables = { requestId: string };

/**
 * An id the proxy in front gave the request (nginx's `$request_id`: 32 hex digits), kept so its
 * access log and ours name the same request. Anything else (too short, too long, other characters
 * that could forge a log field) is replaced by our own.
 */
const requestIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function incomingRequestId(value: string | undefined): string | undefined {
  return value !== undefined && requestIdPattern.test(value) ? value : undefined;
}

/** Paths polled by machines (balancer, orchestrator, Prometheus) or served by the thousand: not logged. */
const quietPaths = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * One log line per request: method, path (never the query string, which can hold reset tokens),
 * status and duration. Bodies, cookies and headers are never logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestLogVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = incomingRequestId(c.req.header("x-request-id")) ?? randomUUID();
    c.set("requestId", requestId);
    await next();
    // After the answer is made, so that one built whole (a 503 during an outage) carries it too.
    setResponseHeader(c, "X-Request-Id", requestId);
    const path = c.req.path;
    if (quietPaths.has(path) || path.startsWith("/assets/")) return;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: redactPath(path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}

/** Reset links carry their token in the path (/api/auth/reset-password/<token>). */
function redactPath(path: string): string {
  return path.replace(/(\/reset-password\/)[^/]+/, "$1[redacted]");
}
