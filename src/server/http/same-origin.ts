import type { MiddlewareHandler } from "hono";
import { securityTexts } from "../../shared/texts/security.ts";
import { apiError } from "./errors.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every state-changing /api request (POST, PUT, PATCH,
 * DELETE), whatever its Content-Type: Hono's csrf() only looks at form-like bodies and the auth
 * library only at its own routes, so JSON routes relied on the browser's preflight alone.
 *
 * Browsers send Origin on every such request; it must be the app's own (or, under `npm run dev`
 * only, the Vite dev server's). A request without Origin passes only when the browser vouches with
 * `Sec-Fetch-Site: same-origin`. `Origin: null` (sandboxed frames, some redirects) is refused.
 * Non-browser clients (scripts, tests) send the app's Origin like a browser would.
 */
export function sameOriginOnly(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const allowed = origin !== undefined ? trusted.has(origin) : c.req.header("sec-fetch-site") === "same-origin";
    if (!allowed) return apiError(c, 403, "forbidden_origin", securityTexts.forbiddenOrigin);
    return next();
  };
}
