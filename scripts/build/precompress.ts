import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getMimeType } from "hono/utils/mime";
import { isCompressible, listFiles } from "../../src/server/http/static-files.ts";

/** Files this small gain nothing from compression. */
const minimumBytes = 512;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file under `dir` (scripts, styles, HTML, SVG, XML, text), each only when smaller: the server sends
 * them by content negotiation, so no response is compressed per request. Returns bytes before and after (Brotli).
 */
export function precompress(dir: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const [relative, file] of listFiles(dir)) {
    const type = relative.endsWith(".json") ? "application/json" : (getMimeType(file) ?? "");
    if (!isCompressible(type)) continue;
    const body = readFileSync(file);
    if (body.length < minimumBytes) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    files++;
    bytes += body.length;
    brotli += Math.min(br.length, body.length);
  }
  return { files, bytes, brotli };
}
