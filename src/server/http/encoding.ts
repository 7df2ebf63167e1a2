import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { promisify } from "node:util";

// Content negotiation on Accept-Encoding (RFC 9110 section 12.5.3) and the compression behind it:
// Brotli where the browser takes it, else gzip, else the bytes as they are.

export type Encoding = "br" | "gzip";

/** The best encoding the request accepts (q-values honoured, "*" included), Brotli first; null for identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}

/** Adds Accept-Encoding to a Vary header value, once. */
export function varyOnEncoding(vary: string | null): string {
  if (!vary) return "Accept-Encoding";
  return /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Best compression, off the event loop: for documents compressed once and kept (build-time files, rewritten pages). */
export async function compressForKeeps(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Fast compression for an answer made per request (API JSON): Brotli at quality 4 or gzip at level 6, a fraction of a millisecond for a few KB. */
export function compressPerRequest(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}
