import type { MiddlewareHandler } from "hono";

/**
 * Every /api answer may carry personal data (health answers, results, the session), so none may be
 * kept by a browser cache or a shared proxy: `Cache-Control: no-store`, set once here for the API.
 * A route that sets its own Cache-Control keeps it when it already says no-store; anything weaker
 * (e.g. the `no-cache` that Hono's streamSSE writes) is tightened, never loosened.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const current = c.res.headers.get("cache-control");
    if (!current || !/(^|[\s,])no-store([\s,]|$)/i.test(current)) c.res.headers.set("Cache-Control", "no-store");
  };
}
