import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { blogSitemapPages, robotsTxt, rssXml, sitemapXml } from "../../src/server/blog/feeds.ts";
import { pagesManifestFile, type PagesManifest } from "../../src/server/http/prerendered-pages.ts";
import { allTags, blogPaths, tagParam, type Article } from "../../src/shared/blog.ts";
import type { PageHead } from "../../src/shared/page-head.ts";
import { paths } from "../../src/shared/paths.ts";
import { headTags, pageHtml } from "./page-head.ts";

// Writes the prerendered documents (decision 011) into the pages folder with their manifest: the
// public pages rendered by React's server renderer from the server build of src/web/entry-server.tsx
// (the same App the browser hydrates), the 404 page, the RSS feed, the sitemap and robots.txt, every
// absolute link under `origin`.

/** src/web/entry-server.tsx's renderPage, as its server build exports it. */
type RenderPage = (location: string) => Promise<{ html: string; head: PageHead; title: string }>;

/** Paths crawlers should leave alone: the API, the admin routes, the signed-in pages and the unsubscribe links. */
const disallowed = [
  "/api/",
  "/admin/",
  paths.dashboard,
  paths.assessment,
  paths.supplementsVsFoods,
  paths.nutritionist,
  paths.account,
  paths.unsubscribe,
];

/** An article path no slug can take (slugs are lower-case words), rendered as the unknown article's 404 page. */
const notFoundLocation = `${blogPaths.article("")}__not-found__`;

interface PageSpec {
  /** Where the page is rendered (path and query) and what a request for it looks like. */
  location: string;
  file: string;
}

export interface PrerenderInput {
  webDir: string;
  pagesDir: string;
  /** The server build of src/web/entry-server.tsx. */
  ssrEntry: string;
  origin: string;
  articles: readonly Article[];
}

export async function prerenderSite({
  webDir,
  pagesDir,
  ssrEntry,
  origin,
  articles,
}: PrerenderInput): Promise<{ pages: number }> {
  const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage };
  const template = readFileSync(path.join(webDir, "index.html"), "utf8");
  const html = "text/html; charset=utf-8";
  const documents: PagesManifest["documents"] = {};
  const write = (file: string, text: string, type: string, key: string | null) => {
    const full = path.join(pagesDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    if (key !== null) documents[key] = { file, type };
  };

  const pages: PageSpec[] = [
    { location: paths.home, file: "index.html" },
    { location: paths.blog, file: "blog.html" },
    ...allTags(articles).map((tag) => ({ location: blogPaths.tag(tag), file: `blog/tag/${tag}.html` })),
    ...articles.map((article) => ({ location: blogPaths.article(article.slug), file: `blog/${article.slug}.html` })),
    { location: paths.privacy, file: "privacy.html" },
  ];
  for (const page of pages) {
    const rendered = await renderPage(page.location);
    write(
      page.file,
      pageHtml(
        template,
        headTags({ origin, location: page.location, title: rendered.title, head: rendered.head }),
        rendered.html,
      ),
      html,
      page.location,
    );
  }
  const notFound = await renderPage(notFoundLocation);
  write(
    "404.html",
    pageHtml(template, headTags({ origin, location: null, title: notFound.title, head: notFound.head }), notFound.html),
    html,
    null,
  );

  write("rss.xml", rssXml(origin, articles), "application/rss+xml; charset=utf-8", blogPaths.rss);
  write(
    "sitemap.xml",
    sitemapXml(origin, [{ path: paths.home }, ...blogSitemapPages(articles), { path: paths.privacy }]),
    "application/xml; charset=utf-8",
    blogPaths.sitemap,
  );
  write("robots.txt", robotsTxt(origin, disallowed), "text/plain; charset=utf-8", blogPaths.robots);

  const manifest: PagesManifest = {
    origin,
    documents,
    variants: { [paths.blog]: tagParam },
    notFound: { file: "404.html", prefixes: [blogPaths.article("")] },
  };
  writeFileSync(path.join(pagesDir, pagesManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return { pages: pages.length + 1 };
}
