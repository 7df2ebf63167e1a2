import { Hono } from "hono";
import type { AppDeps } from "../app.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { apiErrorMessages, authTexts } from "../../shared/texts/index.ts";
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
  const app = new Hono();
  app.post("/sign-in/email", rateLimit(db, rateLimits.signIn, clientIp));
  app.post("/sign-up/email", rateLimit(db, rateLimits.signUp, clientIp));
  app.post("/request-password-reset", rateLimit(db, rateLimits.passwordReset, clientIp));
  app.on(["GET", "POST"], "/*", async (c) => {
    const endpoint = c.req.path.slice("/api/auth".length);
    const allowed = allowedEndpoints.has(`${c.req.method} ${endpoint}`) || (c.req.method === "GET" && resetLinkPattern.test(endpoint));
    if (!allowed) return c.json({ error: { code: "not_found", message: apiErrorMessages.not_found } } satisfies ApiErrorBody, 404);
    // The library reads the client address from this header; we overwrite whatever the client sent.
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, clientIp(c));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    return rewriteJsonBody(response, response.status >= 400 ? toApiError : withoutSessionToken);
  });
  return app;
}

/** Passes a JSON response's body through `rewrite`; a body it leaves as it is goes out untouched. */
async function rewriteJsonBody(response: Response, rewrite: (body: unknown) => unknown): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body: unknown = await response.clone().json().catch(() => null);
  const rewritten = rewrite(body);
  if (rewritten === body) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(rewritten), { status: response.status, headers });
}

/** The library's `{ code, message }` errors in the API's one error shape, with the product's messages. */
function toApiError(body: unknown): ApiErrorBody {
  const { code: rawCode, message } = (typeof body === "object" && body !== null ? body : {}) as { code?: unknown; message?: unknown };
  const code = typeof rawCode === "string" ? rawCode : undefined;
  const known = code ? messageByCode[code] : undefined;
  return {
    error: known ?? {
      code: (code ?? "auth_error").toLowerCase(),
      message: typeof message === "string" ? message : authTexts.errors.fallback,
    },
  };
}

/**
 * Sign-in and sign-up answer with the session token in the body as well as in the httpOnly cookie;
 * a token that scripts can read defeats the cookie, so it is removed.
 */
function withoutSessionToken(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("token" in body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}
