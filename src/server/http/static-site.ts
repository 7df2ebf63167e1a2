import path from "node:path";
import type { Hono } from "hono";
import { isAppPage } from "../../shared/paths.ts";
import { loadPrerenderedPages } from "./prerendered-pages.ts";
import { listFiles, readServedFile, sendFile, type ServedFile } from "./static-files.ts";

/** Hashed build assets never change under their name. */
const immutable = "public, max-age=31536000, immutable";
/** Documents (HTML, robots.txt, the sitemap, the feed) are checked with the server on every use (their ETag makes that cheap). */
const revalidate = "no-cache";
/** Other public files (favicon, food pictures) keep their names across releases: a short cache. */
const short = "public, max-age=3600";

/**
 * Serves the built app (decision 011): the prerendered documents from `pagesDir` (the home page,
 * the blog and its articles, privacy, robots.txt, sitemap.xml, rss.xml), 404 with the prerendered
 * 404 page for an unknown article, the build's files from `dir` (compressed by content negotiation),
 * the app's shell for the other pages of the app (the browser's router shows them), and the 404 page
 * with status 404 for any path the app has no page at (`/anything`, `/.env`).
 */
export function mountStaticSite(app: Hono<any>, dir: string, options: { appUrl: string; pagesDir?: string }): void {
  const files = listFiles(dir);
  if (!files.has("index.html")) return;
  const pages = options.pagesDir ? loadPrerenderedPages(options.pagesDir, options.appUrl) : null;
  const loaded = new Map<string, ServedFile>();
  const file = (relative: string) => {
    let served = loaded.get(relative);
    if (!served) {
      served = readServedFile(files.get(relative) as string);
      loaded.set(relative, served);
    }
    return served;
  };

  app.get("*", async (c) => {
    const url = new URL(c.req.url);
    const page = await pages?.find(url.pathname, url.searchParams);
    if (page) return sendFile(c, page.file, revalidate, page.status);
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname).replace(/^\/+/, "");
    } catch {
      relative = "";
    }
    if (relative !== "index.html" && files.has(relative) && !relative.split("/").includes("..")) {
      return sendFile(c, file(relative), relative.startsWith("assets/") ? immutable : short);
    }
    if (relative.startsWith("assets/") || path.extname(relative) !== "") return c.notFound();
    if (isAppPage(url.pathname)) return sendFile(c, file("index.html"), revalidate);
    // The prerendered 404 page; without a prerender, the shell, whose router shows the same page.
    const notFound = await pages?.notFound();
    return sendFile(c, notFound ?? file("index.html"), revalidate, 404);
  });
}
