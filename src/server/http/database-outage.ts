import type { MiddlewareHandler } from "hono";
import { watchingDatabase } from "../db/availability.ts";
import type { DatabaseProbe } from "../db/probe.ts";
import { databaseUnavailable } from "./errors.ts";

/** Better Auth's session cookie (`__Secure-` prefixed over https). */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The auth library catches its own database errors: during an outage a sign-in answers 500, and a
 * session lookup answers "nobody is signed in" (get-session `null`, or our 401), which would send a
 * signed-in person to the sign-in page. When an /api answer looks like that and one of the request's
 * own database calls met the outage (availability.ts: decided by the error, so a database that is
 * back a moment later changes nothing), or else the database does not answer the probe now, the
 * answer becomes 503 `database_unavailable`. Healthy traffic pays nothing: the probe runs only on a
 * 500, or on "signed out" answers to a request that carried a session cookie.
 */
export function databaseOutage(probe: DatabaseProbe): MiddlewareHandler {
  return async (c, next) => {
    const calls = await watchingDatabase(next);
    const status = c.res.status;
    const hadSession = sessionCookie.test(c.req.header("cookie") ?? "");
    const looksSignedOut =
      hadSession &&
      (status === 401 ||
        (status === 200 && c.req.path === "/api/auth/get-session" && (await c.res.clone().text()) === "null"));
    if (status !== 500 && !looksSignedOut) return;
    if (!calls.unavailable && (await probe.reachable())) return;
    // Cleared first, so that nothing of the swallowed answer (its length, its cookies) is merged in.
    c.res = undefined;
    c.res = databaseUnavailable(c);
  };
}
