import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html (never cached) for
 * every other path, so the browser's router can show the page or its own 404.
 */
export function mountStaticSite(app: Hono<any>, dir: string): void {
  const indexFile = path.join(dir, "index.html");
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), dir) || ".";
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root, index: "__no_index__" }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
