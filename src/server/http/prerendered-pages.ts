import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { compressForKeeps } from "./encoding.ts";
import { readServedFile, servedFile, type ServedFile } from "./static-files.ts";

// The documents the build prerendered (decision 011): the public pages as HTML, and robots.txt, the
// sitemap and the RSS feed, listed in the build's manifest with the public origin (APP_URL) their
// absolute links use. A server whose APP_URL differs from the build's rewrites the origin once, in
// memory, and compresses the result there; otherwise it serves the build's files and their
// precompressed forms as they are.

export const pagesManifestFile = "manifest.json";

export interface PagesManifest {
  /** The public origin written into the documents' absolute links (APP_URL at build). */
  origin: string;
  /** Request key (a path, or path?param=value for a variant) -> the file in the pages folder and its type. */
  documents: Record<string, { file: string; type: string }>;
  /** Paths whose documents vary by one query parameter (/blog by its tag): its name. */
  variants: Record<string, string>;
  /** The page answered with status 404 for a path under one of `prefixes` that has no document (an unknown article). */
  notFound: { file: string; prefixes: string[] };
}

export interface PrerenderedPages {
  /** The document for a request, or null; `notFound` when the path is one the app answers with 404. */
  find(pathname: string, query: URLSearchParams): Promise<{ file: ServedFile; status: 200 | 404 } | null>;
  /** The 404 page, for any path the app has no page at. */
  notFound(): Promise<ServedFile>;
}

/** The key of a request's document: its path, plus the variant parameter when the path has variants. */
export function documentKey(
  manifest: Pick<PagesManifest, "variants">,
  pathname: string,
  query: URLSearchParams,
): string {
  const param = manifest.variants[pathname];
  const value = param === undefined ? null : query.get(param);
  return value === null ? pathname : `${pathname}?${param}=${encodeURIComponent(value)}`;
}

export function loadPrerenderedPages(dir: string, appUrl: string): PrerenderedPages | null {
  const manifestFile = path.join(dir, pagesManifestFile);
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PagesManifest;
  const rewrite = manifest.origin !== appUrl;
  const cache = new Map<string, Promise<ServedFile>>();

  const load = (file: string, type: string): Promise<ServedFile> => {
    let loaded = cache.get(file);
    if (!loaded) {
      const full = path.join(dir, file);
      loaded = rewrite
        ? (async () => {
            const body = Buffer.from(readFileSync(full, "utf8").replaceAll(manifest.origin, appUrl));
            return servedFile(type, body, await compressForKeeps(body));
          })()
        : Promise.resolve(readServedFile(full, type));
      cache.set(file, loaded);
    }
    return loaded;
  };

  return {
    async find(pathname, query) {
      const document = manifest.documents[documentKey(manifest, pathname, query)];
      if (document) return { file: await load(document.file, document.type), status: 200 };
      if (manifest.notFound.prefixes.some((prefix) => pathname.startsWith(prefix))) {
        return { file: await load(manifest.notFound.file, "text/html; charset=utf-8"), status: 404 };
      }
      return null;
    },
    notFound: () => load(manifest.notFound.file, "text/html; charset=utf-8"),
  };
}
