import type { Context, MiddlewareHandler } from "hono";
import { limits } from "../../shared/api.ts";
import { securityTexts } from "../../shared/texts/security.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { apiError } from "./errors.ts";
import { cleanJson, hasForbiddenCharacters } from "./text-policy.ts";

const jsonContentType = /^application\/json\s*(;|$)/i;

/**
 * The API's one gate for request input, in front of every /api route (the auth library's included):
 * - a body must be JSON sent as application/json (415 otherwise); a request without a body needs
 *   no Content-Type (the app's save and email buttons send none);
 * - the path, the query string and every string and key of the body are checked against the text
 *   policy (text-policy.ts): NUL or a broken surrogate is a 400 naming the field;
 * - the body the routes then read is the cleaned one: invisible formatting characters are gone
 *   before any text is stored or reaches a language model.
 * Routes keep their own validation (zod schemas, readJson); this gate only decides what text is.
 */
/**
 * GET and HEAD carry no body the app reads. Asking one for its body builds a whole web Request from
 * Node's request (@hono/node-server makes it only on demand): a twentieth of a signed-in read's CPU.
 */
export const carriesNoBody = (c: Context) => c.req.method === "GET" || c.req.method === "HEAD";

export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const badLocation = forbiddenInPathOrQuery(c);
    if (badLocation) return refuseCharacters(c, badLocation);
    if (carriesNoBody(c) || !c.req.raw.body) return next();

    const contentType = c.req.header("content-type");
    // Read once here (the body limit has already bounded it); the routes read the rewritten copy.
    const text = await c.req.raw.text();
    if (text === "" && (contentType === undefined || jsonContentType.test(contentType))) {
      replaceBody(c, null);
      return next();
    }
    if (!contentType || !jsonContentType.test(contentType)) {
      return apiError(c, 415, "unsupported_media_type", securityTexts.unsupportedMediaType);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return apiError(c, 400, "invalid_json", apiErrorMessages.invalid_json);
    }
    const cleaned = cleanJson(parsed, limits.bodyMaxDepth);
    if (!cleaned.ok) {
      if (cleaned.reason === "depth")
        return apiError(c, 400, "invalid_input", securityTexts.tooDeep, { [cleaned.field]: [securityTexts.tooDeep] });
      return refuseCharacters(c, cleaned.field);
    }
    replaceBody(c, JSON.stringify(cleaned.value));
    return next();
  };
}

function refuseCharacters(c: Context, field: string) {
  const message = securityTexts.invalidCharacters(field);
  return apiError(c, 400, "invalid_input", message, { [field]: [message] });
}

/** The name of the first query parameter (or "path") holding a refused character, if any. */
function forbiddenInPathOrQuery(c: Context): string | undefined {
  if (hasForbiddenCharacters(c.req.path)) return "path";
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (hasForbiddenCharacters(name)) return JSON.stringify(name);
    if (values.some(hasForbiddenCharacters)) return name;
  }
  return undefined;
}

/** Swaps in a request whose body is `body` (the old one is read); its Content-Length would no longer be true. */
function replaceBody(c: Context, body: string | null) {
  const { raw } = c.req;
  const headers = new Headers(raw.headers);
  headers.delete("content-length");
  c.req.raw = new Request(raw.url, { method: raw.method, headers, body, signal: raw.signal });
}
