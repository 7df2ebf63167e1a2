import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "../http/errors.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import type { Auth, SessionUser } from "./auth.ts";

export type AuthVariables = { user: SessionUser | null };
/** The Hono environment of every app and sub-app. */
export type AppEnv = { Variables: AuthVariables };

/** Reads the session cookie; `c.get("user")` is then the signed-in user or null. */
export function loadUser(auth: Auth): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", session?.user ?? null);
    await next();
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
