import { Hono } from "hono";
import type { AppDeps } from "../app.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { authTexts } from "../../shared/texts/index.ts";
import type { ApiErrorBody } from "../../shared/api.ts";
import { clientIpHeader } from "./auth.ts";

/** The auth library's endpoints this app uses; everything else it offers stays closed. */
const allowedEndpoints = new Set([
  "GET /get-session",
  "POST /sign-in/email",
  "POST /sign-up/email",
  "POST /sign-out",
  "POST /request-password-reset",
  "POST /reset-password",
]);
const resetLinkPattern = /^\/reset-password\/[^/]+$/;

/** Library error codes mapped to the product's messages (decisions.md: one message for unknown email or wrong password). */
const messageByCode: Record<string, { code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "invalid_credentials", message: authTexts.errors.invalidCredentials },
  INVALID_EMAIL: { code: "invalid_email", message: authTexts.errors.invalidEmail },
  USER_ALREADY_EXISTS: { code: "account_exists", message: authTexts.errors.accountExists },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "account_exists", message: authTexts.errors.accountExists },
  PASSWORD_TOO_SHORT: { code: "password_too_short", message: authTexts.errors.passwordTooShort },
  PASSWORD_TOO_LONG: { code: "password_too_long", message: authTexts.errors.passwordTooLong },
  INVALID_TOKEN: { code: "invalid_token", message: authTexts.update.invalidToken },
  BANNED_USER: { code: "user_disabled", message: authTexts.errors.userDisabled },
};

export function authRoutes({ auth, db, rateLimits, clientIp }: AppDeps) {
  const byIp = (c: Parameters<typeof clientIp>[0]) => clientIp(c);
  const app = new Hono();
  app.post("/sign-in/email", rateLimit(db, rateLimits.signIn, byIp));
  app.post("/sign-up/email", rateLimit(db, rateLimits.signUp, byIp));
  app.post("/request-password-reset", rateLimit(db, rateLimits.passwordReset, byIp));
  app.on(["GET", "POST"], "/*", async (c) => {
    const endpoint = c.req.path.slice("/api/auth".length);
    const allowed = allowedEndpoints.has(`${c.req.method} ${endpoint}`) || (c.req.method === "GET" && resetLinkPattern.test(endpoint));
    if (!allowed) return c.json({ error: { code: "not_found", message: "Not found." } } satisfies ApiErrorBody, 404);
    // The library reads the client address from this header; we overwrite whatever the client sent.
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, clientIp(c));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (response.status >= 400) return toApiError(response);
    return withoutSessionToken(response);
  });
  return app;
}

/** Rewrites the library's `{ code, message }` errors into the API's one error shape. */
async function toApiError(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const known = body?.code ? messageByCode[body.code] : undefined;
  const error: ApiErrorBody["error"] = known ?? {
    code: (body?.code ?? "auth_error").toLowerCase(),
    message: body?.message ?? authTexts.errors.fallback,
  };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ error } satisfies ApiErrorBody), { status: response.status, headers });
}

/**
 * Sign-in and sign-up answer with the session token in the body as well as in the httpOnly cookie;
 * a token that scripts can read defeats the cookie, so it is removed.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || !("token" in body)) return response;
  const { token: _token, ...rest } = body;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}
