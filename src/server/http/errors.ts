import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ApiErrorBody, ApiErrorCode } from "../../shared/api.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import type { Logger } from "../logger.ts";
import { isDatabaseUnavailable, someDriverError } from "../db/availability.ts";

/** Seconds a client is asked to wait after a 503: about how long a PostgreSQL restart or failover takes. */
export const databaseRetryAfterSeconds = 5;

/** 503 `database_unavailable`: the database is out of reach for now; nothing is wrong with the request. */
export function databaseUnavailable(c: Context): Response {
  // Read by the request metrics (metrics/http.ts), which count an outage's 503s apart.
  (c.set as (key: string, value: unknown) => void)("databaseUnavailable", true);
  const body: ApiErrorBody = {
    error: { code: "database_unavailable", message: apiErrorMessages.database_unavailable },
  };
  // Built whole rather than through c.json: a middleware replaces an answer already made with it.
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { "Content-Type": "application/json", "Retry-After": String(databaseRetryAfterSeconds) },
  });
}

/** Every API error leaves the server in one shape: { error: { code, message, fields? } }. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string[]>,
) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status);
}

/** Zod issues as { field: [messages] }, the form the browser shows next to each input. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body and validates it; a bad body becomes a 400 that names the fields. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<ParsedBody<z.infer<T>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: apiError(c, 400, "invalid_json", apiErrorMessages.invalid_json) };
  }
  return validated(c, schema, raw);
}

/**
 * Middleware: refuses a body the schema rejects before what follows runs (a limiter, say, so a typo is not
 * counted as a password guess). The handler reads it again with readJson: Hono keeps the parsed body.
 */
export function requireValidBody(schema: z.ZodType): MiddlewareHandler {
  return async (c, next) => {
    const body = await readJson(c, schema);
    if (!body.ok) return body.response;
    await next();
  };
}

/** Validates the query string (as `{ name: value }`) the same way. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): ParsedBody<z.infer<T>> {
  return validated(c, schema, c.req.query());
}

function validated<T extends z.ZodType>(c: Context, schema: T, raw: unknown): ParsedBody<z.infer<T>> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.values(fields)[0]?.[0] ?? apiErrorMessages.invalid_input;
    return { ok: false, response: apiError(c, 400, "invalid_input", first, fields) };
  }
  return { ok: true, data: result.data };
}

/**
 * The signed-in person's users row no longer exists: the account was deleted, on another server
 * instance, while this one's session cache (identity/session-cache.ts, up to 3 s) still trusted the
 * session. Thrown by writes that would otherwise create rows keyed on the person; answered 401 like
 * any ended session, and the session is then forgotten here too (identity/session.ts).
 */
export class AccountGoneError extends Error {
  constructor() {
    super("the signed-in account no longer exists");
    this.name = "AccountGoneError";
  }
}

/**
 * An AccountGoneError, or an insert refused by a foreign key to `users` (23503 on a constraint Drizzle
 * names `<table>_user_id_users_id_fk`): a row for a person who no longer exists.
 */
export function isAccountGone(error: unknown): boolean {
  return (
    error instanceof AccountGoneError ||
    someDriverError(
      error,
      ({ code, constraint }) =>
        code === "23503" && typeof constraint === "string" && constraint.endsWith("_users_id_fk"),
    )
  );
}

/**
 * The app's last resort: a 4xx HTTPException keeps its status; a write for an account that no longer
 * exists is a 401 (AccountGoneError); a database out of reach is a 503
 * (database_unavailable, logged as a warning: an outage, not a bug); anything else is a 500 with a
 * generic body. The log line names the error's kind (never its message: see log-safety.ts), the
 * route pattern (never the concrete path or query) and the request id, so the request's own log
 * line can be found.
 */
export function unexpectedErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(c, error.status, "bad_request", error.message || apiErrorMessages.bad_request);
    }
    if (isAccountGone(error)) return apiError(c, 401, "unauthorized", apiErrorMessages.unauthorized);
    // Set by requestLog (request-log.ts) on every request; typed loosely so any sub-app's context fits.
    const requestId = (c.get as (key: string) => unknown)("requestId");
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId, method: c.req.method, route: c.req.routePath }, "database unavailable");
      return databaseUnavailable(c);
    }
    logger.error({ err: error, requestId, method: c.req.method, route: c.req.routePath }, "unhandled error");
    return apiError(c, 500, "internal", apiErrorMessages.internal);
  };
}
