import { Hono, type Context } from "hono";
import type { Infrastructure } from "../infrastructure.ts";
import type { Identity } from "../identity/identity.ts";
import type { TrustedDevices } from "./trusted-device.ts";
import { apiError } from "../http/errors.ts";
import { hitAll, rateLimit } from "../http/rate-limit.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { authTexts } from "../../shared/texts/auth.ts";
import { genericTexts } from "../../shared/texts/common.ts";
import type { ApiErrorBody, ApiErrorCode } from "../../shared/api.ts";
import { clientIpHeader } from "../identity/auth.ts";
import { authRequestScope, type AuthRequestScope } from "../identity/request-scope.ts";
import { parseResendBody, parseSignUpBody } from "./sign-up-body.ts";
import { replacePendingSignUp } from "./pending-sign-up.ts";
import { paths } from "../../shared/paths.ts";

/** The auth library's endpoints this app uses; everything else it offers stays closed. */
export const authEndpoints = [
  "GET /get-session",
  "POST /sign-in/email",
  "POST /sign-up/email",
  "POST /sign-out",
  "POST /request-password-reset",
  "POST /reset-password",
  "GET /verify-email",
  "POST /send-verification-email",
] as const;
const allowedEndpoints = new Set<string>(authEndpoints);
const resetLinkPattern = /^\/reset-password\/[^/]+$/;

/** Library error codes mapped to the product's messages (decisions.md: one message for unknown email or wrong password). */
const messageByCode: Record<string, { code: ApiErrorCode; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "invalid_credentials", message: authTexts.errors.invalidCredentials },
  INVALID_EMAIL: { code: "invalid_email", message: authTexts.errors.invalidEmail },
  USER_ALREADY_EXISTS: { code: "account_exists", message: authTexts.errors.accountExists },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "account_exists", message: authTexts.errors.accountExists },
  PASSWORD_TOO_SHORT: { code: "password_too_short", message: authTexts.errors.passwordTooShort },
  PASSWORD_TOO_LONG: { code: "password_too_long", message: authTexts.errors.passwordTooLong },
  PASSWORD_TOO_COMMON: { code: "password_too_common", message: authTexts.errors.passwordTooCommon },
  INVALID_TOKEN: { code: "invalid_token", message: authTexts.update.invalidToken },
  BANNED_USER: { code: "user_disabled", message: authTexts.errors.userDisabled },
  VALIDATION_ERROR: { code: "invalid_input", message: apiErrorMessages.invalid_input },
};

export interface AuthRoutesDeps
  extends Pick<Infrastructure, "db" | "rateLimits" | "clientIp">, Pick<Identity, "auth" | "accountLimits"> {
  /** Device cookies: the owner's own browsers are not locked out by guesses from elsewhere. */
  trustedDevices: TrustedDevices;
}

export function authRoutes({ auth, db, rateLimits, clientIp, accountLimits, trustedDevices }: AuthRoutesDeps) {
  const app = new Hono();
  // The sign-in limit per address is counted in the handler, in one statement with the account's.
  app.post("/sign-up/email", rateLimit(db, rateLimits.signUp, clientIp));
  app.post("/request-password-reset", rateLimit(db, rateLimits.passwordReset, clientIp));
  app.post("/send-verification-email", rateLimit(db, rateLimits.verificationEmail, clientIp));
  app.on(["GET", "POST"], "/*", async (c) => {
    const endpoint = c.req.path.slice("/api/auth".length);
    const allowed =
      allowedEndpoints.has(`${c.req.method} ${endpoint}`) ||
      (c.req.method === "GET" && resetLinkPattern.test(endpoint));
    if (!allowed)
      return c.json({ error: { code: "not_found", message: apiErrorMessages.not_found } } satisfies ApiErrorBody, 404);
    // The edge (http/input-guard.ts) has already checked the body is JSON and cleaned its text.
    let body = c.req.method === "POST" ? await optionalJson(c) : undefined;
    const email = (body as { email?: unknown } | undefined)?.email;

    const scope: AuthRequestScope = { endpoint };
    if (endpoint === "/sign-up/email") {
      const signUp = parseSignUpBody(body);
      if (!signUp.ok) return apiError(c, 400, "invalid_input", signUp.message, signUp.fields);
      const { healthDataConsent, ...forLibrary } = signUp.body;
      body = forLibrary;
      scope.healthDataConsent = healthDataConsent;
      // Over the address's emails for the hour, sign-up answers the same and sends nothing.
      scope.mailAllowed = (await accountLimits.signUpEmailRequest(forLibrary.email)) === 0;
      if (scope.mailAllowed) await replacePendingSignUp(db, forLibrary.email);
    }
    if (endpoint === "/send-verification-email") {
      const resend = parseResendBody(body);
      if (!resend.ok) return apiError(c, 400, "invalid_input", resend.message, resend.fields);
      body = resend.body;
    }
    const signingIn = endpoint === "/sign-in/email" && typeof email === "string" ? email : null;
    const addressHits = endpoint === "/sign-in/email" ? [{ rule: rateLimits.signIn, subject: clientIp(c) }] : [];
    // The account's counter key, computed once for the device cookie, the limit and the clearing.
    const signInSubject = signingIn === null ? null : accountLimits.subjectOf(signingIn);
    const deviceId = signInSubject === null ? null : trustedDevices.deviceFor(c, signInSubject);
    const wait =
      signInSubject !== null
        ? await accountLimits.signInAttempt(signInSubject, deviceId, addressHits)
        : endpoint === "/request-password-reset"
          ? await accountLimits.resetEmailRequest(email)
          : endpoint === "/send-verification-email"
            ? await accountLimits.signUpEmailRequest(email)
            : await hitAll(db, addressHits);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return apiError(c, 429, "rate_limited", genericTexts.pleaseWait(wait));
    }

    const response = await authRequestScope.run(scope, () => auth.handler(forwardedRequest(c, body, clientIp(c))));
    if (endpoint === "/verify-email") return verificationRedirect(response);
    // An unconfirmed account answers a right password as a wrong one: nothing tells which addresses are registered.
    if (signingIn !== null && (await libraryCode(response)) === "EMAIL_NOT_VERIFIED") {
      return apiError(c, 401, "invalid_credentials", authTexts.errors.invalidCredentials);
    }
    // Sign-up answers alike for a new and a registered address: no user, no cookie, "check your inbox".
    if (endpoint === "/sign-up/email" && response.ok) return c.json({ status: "check_inbox" });
    // This browser has shown it holds the password, or the inbox: it is one of the owner's devices from now on.
    const trustedFor = response.ok ? (signingIn ?? scope.passwordResetFor) : undefined;
    if (trustedFor && signInSubject !== null) await accountLimits.signInCleared(signInSubject, deviceId);
    const deviceCookie = trustedFor
      ? trustedDevices.trust(
          signInSubject ?? accountLimits.subjectOf(trustedFor),
          signInSubject !== null ? deviceId : null,
        )
      : undefined;
    return rewriteJsonBody(response, response.status >= 400 ? toApiError : withoutSessionToken, deviceCookie);
  });
  return app;
}

/**
 * The confirmation link's answer: on success the library has set the session cookie and redirects to where
 * the person was going; a link that expired, was replaced or is not valid goes to the sign-in page, which says so.
 */
function verificationRedirect(response: Response): Response {
  const location = response.headers.get("location");
  if (location !== null && !/[?&]error=/.test(location)) return response;
  return new Response(null, {
    status: 302,
    headers: { location: `${paths.login}?verification=failed`, "cache-control": "no-store" },
  });
}

async function libraryCode(response: Response): Promise<string | undefined> {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : undefined;
}

function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, headers });
}

async function optionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  return text === "" ? undefined : (JSON.parse(text) as unknown);
}

/**
 * The request the library sees: the (possibly narrowed) body, and the client address in a header
 * it reads, overwriting whatever the client sent in it.
 */
function forwardedRequest(c: Context, body: unknown, clientAddress: string): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(clientIpHeader, clientAddress);
  headers.delete("content-length");
  return new Request(c.req.url, {
    method: c.req.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: c.req.raw.signal,
  });
}

/**
 * Passes a JSON response's body through `rewrite` (a body it leaves as it is goes out as it came), with `cookie`
 * added when given. The answer is made once, its body a string: read once, no copy of the library's answer, and
 * the HTTP server writes a string body as it is instead of reading it back as a stream (decision 032).
 */
async function rewriteJsonBody(
  response: Response,
  rewrite: (body: unknown) => unknown,
  cookie?: string,
): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json"))
    return cookie === undefined ? response : withCookie(response, cookie);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON after all: rewritten as null is
  }
  const rewritten = rewrite(body);
  const headers = new Headers(response.headers);
  if (cookie !== undefined) headers.append("set-cookie", cookie);
  if (rewritten === body) return new Response(text, { status: response.status, headers });
  headers.delete("content-length");
  return new Response(JSON.stringify(rewritten), { status: response.status, headers });
}

/**
 * The library's `{ code, message }` errors in the API's one error shape, with the product's codes and
 * messages; one we have not mapped is "auth_error" in our words (the library's may name an email).
 */
function toApiError(body: unknown): ApiErrorBody {
  const { code } = (typeof body === "object" && body !== null ? body : {}) as { code?: unknown };
  const known = typeof code === "string" ? messageByCode[code] : undefined;
  return { error: known ?? { code: "auth_error", message: authTexts.errors.fallback } };
}

/**
 * Sign-in and sign-up answer with the session token in the body (`token`), get-session in
 * `session.token`, as well as in the httpOnly cookie; a token that scripts can read defeats the
 * cookie, so it is removed wherever it appears.
 */
function withoutSessionToken(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const record = body as Record<string, unknown>;
  const session = record.session;
  const inSession = typeof session === "object" && session !== null && "token" in session;
  if (!("token" in record) && !inSession) return body;
  const { token: _token, ...rest } = record;
  if (inSession) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  return rest;
}
