import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { blogSitemapPages, robotsTxt, rssXml, sitemapXml } from "../blog/feeds.ts";
import { compileBlog } from "../blog/compile.ts";
import { createPolicy } from "../nutrition/policy/policy.ts";
import { kb } from "../nutrition/kb/test-support.ts";
import { createTestApp, testAppUrl } from "../../../tests/support/test-app.ts";
import { parseXml, textsOf } from "../../../tests/support/xml.ts";
import { pagesManifestFile, type PagesManifest } from "./prerendered-pages.ts";

// The built app as the server serves it, on a small site made the way scripts/build-web.ts makes one:
// prerendered documents written for another origin than the server's (so the rewrite is exercised),
// hashed assets with their Brotli and gzip forms, and the app's shell.

const buildOrigin = "https://build.example";
const root = mkdtempSync(path.join(os.tmpdir(), "foodfirst-site-"));
const webDir = path.join(root, "web");
const pagesDir = path.join(root, "pages");
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(dir: string, file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

const script = `console.log(${JSON.stringify("whole foods ".repeat(200))});`;
write(webDir, "index.html", '<!doctype html><title>FoodFirst</title><div id="root"></div>');
write(webDir, "assets/index-abc123.js", script);
write(webDir, "assets/index-abc123.js.br", brotliCompressSync(script));
write(webDir, "assets/index-abc123.js.gz", gzipSync(script));
write(webDir, "favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");

const fixtureBlog = path.resolve(import.meta.dirname, "../../../tests/fixtures/blog");
const articles = await compileBlog(fixtureBlog, createPolicy(kb));
const page = (text: string) =>
  `<!doctype html><link rel="canonical" href="${buildOrigin}/x"><div id="root">${text}</div>`;
const html = "text/html; charset=utf-8";
const manifest: PagesManifest = {
  origin: buildOrigin,
  documents: {
    "/": { file: "index.html", type: html },
    "/blog": { file: "blog.html", type: html },
    "/blog?tag=whole-foods": { file: "blog/tag/whole-foods.html", type: html },
    "/blog/eat-your-vitamin-d": { file: "blog/eat-your-vitamin-d.html", type: html },
    "/rss.xml": { file: "rss.xml", type: "application/rss+xml; charset=utf-8" },
    "/sitemap.xml": { file: "sitemap.xml", type: "application/xml; charset=utf-8" },
    "/robots.txt": { file: "robots.txt", type: "text/plain; charset=utf-8" },
  },
  variants: { "/blog": "tag" },
  notFound: { file: "404.html", prefixes: ["/blog/"] },
};
write(pagesDir, "index.html", page("Home"));
write(pagesDir, "blog.html", page("Every article"));
write(pagesDir, "blog/tag/whole-foods.html", page("Tagged whole-foods"));
write(pagesDir, "blog/eat-your-vitamin-d.html", page(`Vitamin D article ${"text ".repeat(300)}`));
write(pagesDir, "404.html", page("Page Not Found"));
write(pagesDir, "rss.xml", rssXml(buildOrigin, articles));
write(pagesDir, "sitemap.xml", sitemapXml(buildOrigin, [{ path: "/" }, ...blogSitemapPages(articles)]));
write(pagesDir, "robots.txt", robotsTxt(buildOrigin, ["/api/", "/dashboard"]));
write(pagesDir, pagesManifestFile, JSON.stringify(manifest));

const t = await createTestApp({ staticDir: webDir, pagesDir });
const get = (url: string, headers: Record<string, string> = {}) => t.client().get(url, headers);

describe("the prerendered documents", () => {
  it("answers an article with its HTML, links rewritten to this server's APP_URL, checked on every use", async () => {
    const response = await get("/blog/eat-your-vitamin-d");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(html);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const body = await response.text();
    expect(body).toContain("Vitamin D article");
    expect(body).toContain(`href="${testAppUrl}/x"`);
    expect(body).not.toContain(buildOrigin);
  });

  it("answers an unknown article with the 404 page and a real 404 status", async () => {
    const response = await get("/blog/no-such-article");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe(html);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("serves the tag filter's prerendered variant, and the shell for a tag that has none", async () => {
    expect(await (await get("/blog?tag=whole-foods")).text()).toContain("Tagged whole-foods");
    expect(await (await get("/blog?tag=nothing-here")).text()).toContain('<div id="root"></div>');
    expect(await (await get("/blog?utm_source=mail")).text()).toContain("Every article");
  });

  it("serves robots.txt, the sitemap and the feed with their types and absolute links under APP_URL", async () => {
    const robots = await get("/robots.txt");
    expect([robots.status, robots.headers.get("content-type"), robots.headers.get("cache-control")]).toEqual([
      200,
      "text/plain; charset=utf-8",
      "no-cache",
    ]);
    const robotsText = await robots.text();
    expect(robotsText).toContain("Disallow: /api/");
    expect(robotsText).toContain(`Sitemap: ${testAppUrl}/sitemap.xml`);

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(textsOf(parseXml(await sitemap.text()), "loc")).toContain(`${testAppUrl}/blog/eat-your-vitamin-d`);

    const rss = await get("/rss.xml");
    expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(textsOf(parseXml(await rss.text()), "link")).toContain(`${testAppUrl}/blog/eat-your-vitamin-d`);
  });

  it("compresses by content negotiation, with Vary: Accept-Encoding and an ETag per form", async () => {
    const br = await get("/blog/eat-your-vitamin-d", { "accept-encoding": "gzip, br" });
    expect([br.headers.get("content-encoding"), br.headers.get("vary")]).toEqual(["br", "Accept-Encoding"]);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("Vitamin D article");
    const gzip = await get("/blog/eat-your-vitamin-d", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("Vitamin D article");
    const plain = await get("/blog/eat-your-vitamin-d");
    expect([plain.headers.get("content-encoding"), plain.headers.get("vary")]).toEqual([null, "Accept-Encoding"]);
    expect(new Set([br.headers.get("etag"), gzip.headers.get("etag"), plain.headers.get("etag")]).size).toBe(3);
  });

  it("answers 304 when the browser's copy is current", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const again = await get("/", { "accept-encoding": "br", "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
  });
});

describe("the build's files", () => {
  it("caches hashed assets for a year as immutable and sends the build's Brotli file", async () => {
    const response = await get("/assets/index-abc123.js", { "accept-encoding": "br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it("gives other public files a short cache, a missing asset 404, and the app's other pages its shell", async () => {
    expect((await get("/favicon.svg")).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await get("/assets/missing-123.js")).status).toBe(404);
    for (const appPage of [
      "/dashboard",
      "/assessment/results?id=abc",
      "/supplements-vs-foods",
      "/login/",
      "/newsletter/unsubscribe?token=x",
    ]) {
      const shell = await get(appPage);
      expect([appPage, shell.status, shell.headers.get("cache-control")]).toEqual([appPage, 200, "no-cache"]);
      expect(await shell.text()).toContain('<div id="root"></div>');
    }
  });

  it("answers a path the app has no page at with the 404 page and status 404", async () => {
    for (const unknown of ["/anything", "/.env", "/dashboard/extra", "/blog/an/article", "/wp-admin"]) {
      const response = await get(unknown);
      expect([unknown, response.status, response.headers.get("content-type")]).toEqual([unknown, 404, html]);
      expect(await response.text()).toContain("Page Not Found");
    }
  });
});
