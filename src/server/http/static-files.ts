import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { negotiateEncoding, varyOnEncoding, type Encoding } from "./encoding.ts";

// Files served from memory: read on first request and kept, with their Brotli and gzip forms
// (made at build, or in memory for rewritten documents) chosen by Accept-Encoding, an ETag per
// form, 304 for a matching If-None-Match, and the caller's Cache-Control.

export interface ServedFile {
  type: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** A hash of the identity bytes; each form's ETag adds its encoding. */
  hash: string;
}

/** Types whose bytes compress; images other than SVG and fonts are compressed already. */
const compressibleType = /^(?:text\/|application\/(?:javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

export const isCompressible = (type: string) => compressibleType.test(type);

export function servedFile(
  type: string,
  identity: Buffer,
  encoded: Partial<Record<Encoding, Buffer>> = {},
): ServedFile {
  return { type, identity, encoded, hash: createHash("sha256").update(identity).digest("base64url").slice(0, 22) };
}

/** Reads a file and the .br / .gz forms the build wrote beside it (kept only when smaller). */
export function readServedFile(file: string, type = getMimeType(file) ?? "application/octet-stream"): ServedFile {
  const encoded: Partial<Record<Encoding, Buffer>> = {};
  if (isCompressible(type)) {
    if (existsSync(`${file}.br`)) encoded.br = readFileSync(`${file}.br`);
    if (existsSync(`${file}.gz`)) encoded.gzip = readFileSync(`${file}.gz`);
  }
  return servedFile(type, readFileSync(file), encoded);
}

/** Every file under `root` (paths relative to it, with forward slashes), skipping precompressed forms and dotfiles. */
export function listFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (!/\.(?:br|gz)$/.test(entry.name)) files.set(`${prefix}${entry.name}`, full);
    }
  };
  if (existsSync(root)) walk(root, "");
  return files;
}

/** Sends a file in the best form the request accepts; 304 when the browser's copy is current. */
export function sendFile(c: Context, file: ServedFile, cacheControl: string, status: 200 | 404 = 200): Response {
  const encoding = isCompressible(file.type) ? negotiateEncoding(c.req.header("accept-encoding")) : null;
  const body = (encoding && file.encoded[encoding]) || file.identity;
  const used = body === file.identity ? null : encoding;
  const etag = `"${file.hash}${used ? `-${used}` : ""}"`;
  c.header("Content-Type", file.type);
  c.header("Cache-Control", cacheControl);
  if (isCompressible(file.type)) c.header("Vary", varyOnEncoding(c.res.headers.get("vary")));
  if (status === 200) c.header("ETag", etag);
  if (used) c.header("Content-Encoding", used);
  if (
    status === 200 &&
    c.req
      .header("if-none-match")
      ?.split(",")
      .some((tag) => tag.trim() === etag)
  )
    return c.body(null, 304);
  c.header("Content-Length", String(body.length));
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), status);
}
