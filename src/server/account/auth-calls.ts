import type { Context } from "hono";
import { APIError } from "better-auth/api";

/** Copies the auth library's cookies (a new session, or expired ones) onto our response. */
export function forwardCookies(c: Context, from: Response): void {
  for (const cookie of from.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}

/** The auth library's error code (e.g. INVALID_PASSWORD) of a failed server-side call, if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** The same, read from an error response (calls made with asResponse: true answer errors that way). */
export async function authErrorCodeOf(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : undefined;
}
