import type { MiddlewareHandler } from "hono";
import { compressPerRequest, negotiateEncoding, varyOnEncoding } from "./encoding.ts";

/** Below this, compressing saves less than it costs (the bytes fit in one packet either way). */
export const compressionThresholdBytes = 1024;

/** Answers worth compressing per request: JSON and Markdown downloads. Never text/event-stream or NDJSON, which must stream unbuffered. */
const compressible = /^(?:application\/json|text\/markdown)\b/i;

/**
 * Compresses the API's buffered answers (JSON above ~1 KB) for browsers that accept it, with
 * `Vary: Accept-Encoding`. Streams (assessments and chat answers as server-sent events, the
 * newsletter's progress lines) pass untouched, so they keep arriving as they are written.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    if (!compressible.test(type) || c.res.headers.has("content-encoding") || !c.res.body || c.req.method === "HEAD")
      return;
    c.res.headers.set("Vary", varyOnEncoding(c.res.headers.get("vary")));
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const body = Buffer.from(await c.res.arrayBuffer());
    if (body.length < compressionThresholdBytes) {
      c.res = new Response(body, c.res);
      return;
    }
    c.res = new Response(compressPerRequest(body, encoding), c.res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
  };
}
