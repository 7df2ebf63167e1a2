import type { Context } from "hono";

/**
 * Sets a header on the answer a handler already made. Through `c.res.headers`, not `c.header()`: on a
 * finished answer Hono's `c.header()` rebuilds the response around its body, which turns @hono/node-server's
 * light response into a full one streamed out piece by piece (a tenth of a signed-in read's CPU when the
 * request log did it on every request; decision 012). Headers that cannot change (a fetched response)
 * fall back to `c.header()`.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
