import type { Context, MiddlewareHandler } from "hono";
import { apiError, isAccountGone } from "../http/errors.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import type { Auth, SessionUser } from "./auth.ts";
import { cookieValue, type SessionCache } from "./session-cache.ts";

export type AuthVariables = { user: SessionUser | null };
/** The Hono environment of every app and sub-app. */
export type AppEnv = { Variables: AuthVariables };

/**
 * Reads the session cookie; `c.get("user")` is then the signed-in user or null. A session the
 * library verified within the last few seconds is taken from `cache` (session-cache.ts, decision
 * 012); anything else goes through the library's full check (signature, database, expiry).
 */
export function loadUser(
  auth: Auth,
  cache: SessionCache<SessionUser>,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  let cookieName: string | undefined;
  return async (c, next) => {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    const cookie = cookieValue(c.req.header("cookie"), cookieName);
    // No session cookie at all: nobody is signed in, and the library would answer null as well.
    if (cookie === undefined || cookie === "") {
      c.set("user", null);
      return next();
    }
    const cached = cookie === null ? undefined : cache.get(cookie);
    if (cached) c.set("user", cached.user);
    else {
      const since = cache.epoch();
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session && cookie !== null)
        cache.remember(
          cookie,
          { user: session.user, token: session.session.token, expiresAt: session.session.expiresAt },
          since,
        );
      c.set("user", session?.user ?? null);
    }
    await next();
    // The account was deleted on another instance while its session was cached here (the error
    // handler answered 401, http/errors.ts): trust the session no longer on this one either.
    const user = c.get("user");
    if (user && isAccountGone(c.error)) cache.forgetUser(user.id);
  };
}

/** Refuses the request with 401 unless someone is signed in. */
export const requireUser: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
  if (!c.get("user")) return apiError(c, 401, "unauthorized", apiErrorMessages.unauthorized);
  await next();
};

/** The signed-in user inside a handler behind requireUser. */
export function currentUser(c: Context<{ Variables: AuthVariables }>): SessionUser {
  const user = c.get("user");
  if (!user) throw new Error("currentUser() used on a route without requireUser");
  return user;
}
