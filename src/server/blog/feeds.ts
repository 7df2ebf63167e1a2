import { blogPaths, type ArticleSummary } from "../../shared/blog.ts";
import { blogTexts } from "../../shared/texts/blog.ts";
import { appName } from "../../shared/texts/common.ts";

// What crawlers and feed readers fetch, written at build with absolute addresses under the public
// origin (APP_URL): the blog's RSS 2.0 feed, the sitemap of public pages and robots.txt.

/** Text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A YYYY-MM-DD day as RFC 822 (RSS 2.0's date format): "Mon, 02 Nov 2026 00:00:00 GMT". */
const rfc822 = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

/** The day an article last changed. */
const lastChanged = (article: ArticleSummary) => article.updated ?? article.date;

/** RSS 2.0 of every article (newest first), each with its absolute link, summary, date and tags. */
export function rssXml(origin: string, articles: readonly ArticleSummary[]): string {
  const newest = articles.map(lastChanged).sort().at(-1);
  const items = articles.map((article) => {
    const link = escapeXml(`${origin}${blogPaths.article(article.slug)}`);
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `      <description>${escapeXml(article.summary)}</description>`,
      ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${appName} ${blogTexts.title}`)}</title>`,
    `    <link>${escapeXml(`${origin}${blogPaths.list}`)}</link>`,
    `    <description>${escapeXml(blogTexts.intro)}</description>`,
    "    <language>en-us</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(`${origin}${blogPaths.rss}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** A public page for the sitemap: its path, and the day it last changed when known. */
export interface SitemapPage {
  path: string;
  lastModified?: string;
}

/** The sitemaps.org XML of the public pages (the home page, the blog and each article, the privacy notice). */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) =>
    [
      `  <url>`,
      `    <loc>${escapeXml(`${origin}${page.path}`)}</loc>`,
      ...(page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : []),
      `  </url>`,
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap entries of the blog: the list (changed with its newest article) and every article. */
export function blogSitemapPages(articles: readonly ArticleSummary[]): SitemapPage[] {
  const newest = articles.map(lastChanged).sort().at(-1);
  return [
    { path: blogPaths.list, ...(newest ? { lastModified: newest } : {}) },
    ...articles.map((article) => ({ path: blogPaths.article(article.slug), lastModified: lastChanged(article) })),
  ];
}

/** robots.txt: public pages may be crawled; the API, the admin routes and the signed-in pages may not; where the sitemap is. */
export function robotsTxt(origin: string, disallow: readonly string[]): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}${blogPaths.sitemap}`,
    "",
  ].join("\n");
}
