import { escapeXml as escapeHtml } from "../../src/server/blog/feeds.ts";
import { blogPaths } from "../../src/shared/blog.ts";
import { blogTexts } from "../../src/shared/texts/blog.ts";
import { appName, homeTexts } from "../../src/shared/texts/common.ts";
import type { PageHead } from "../../src/shared/page-head.ts";

// The <head> of a prerendered page: title, description, canonical address, Open Graph and Twitter
// card tags with absolute URLs under the public origin, and the blog's feed. What a page says about
// itself comes from the page's own component (usePageHead), rendered by the prerender.

/** The picture link previews show (src/web/public/og-image.jpg, 1200 x 630). */
export const previewImage = {
  path: "/og-image.jpg",
  width: 1200,
  height: 630,
  alt: `${appName}: whole foods before supplements`,
};

export interface HeadInput {
  origin: string;
  /** The page's path and query ("/blog?tag=minerals"); null for the 404 page, which has no address of its own. */
  location: string | null;
  /** The document title (documentTitle of the page's title). */
  title: string;
  head: PageHead;
}

export function headTags({ origin, location, title, head }: HeadInput): string {
  const description = head.description ?? homeTexts.tagline;
  const url = location === null ? null : `${origin}${location}`;
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    ...(url === null ? [meta("name", "robots", "noindex")] : [`<link rel="canonical" href="${escapeHtml(url)}" />`]),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${appName} ${blogTexts.title}`)}" href="${escapeHtml(`${origin}${blogPaths.rss}`)}" />`,
    meta("property", "og:site_name", appName),
    meta("property", "og:type", head.article ? "article" : "website"),
    meta("property", "og:title", head.title ?? title),
    meta("property", "og:description", description),
    ...(url === null ? [] : [meta("property", "og:url", url)]),
    meta("property", "og:image", `${origin}${previewImage.path}`),
    meta("property", "og:image:width", String(previewImage.width)),
    meta("property", "og:image:height", String(previewImage.height)),
    meta("property", "og:image:alt", previewImage.alt),
    meta("property", "og:locale", "en_US"),
    ...(head.article
      ? [
          meta("property", "article:published_time", head.article.published),
          ...(head.article.modified ? [meta("property", "article:modified_time", head.article.modified)] : []),
          meta("property", "article:author", head.article.author),
          ...head.article.tags.map((tag) => meta("property", "article:tag", tag)),
        ]
      : []),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title ?? title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", `${origin}${previewImage.path}`),
    meta("name", "twitter:image:alt", previewImage.alt),
  ];
  return tags.join("\n    ");
}

/**
 * The built index.html with a page's head and markup in place; fails loudly if the template changed
 * shape. The page is readable without its script (src/web/boot.ts, which loads the app after the
 * first paint), so the script is fetched at low priority, after the styles.
 */
export function pageHtml(template: string, head: string, markup: string): string {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta name="description"[^>]*>\s*/;
  const root = '<div id="root"></div>';
  if (!title.test(template) || !description.test(template) || !template.includes(root))
    throw new Error("dist/web/index.html has no <title>, description or empty #root to fill");
  // Replacements as functions: a "$&" or "$'" in an article's text is text, not a replacement pattern.
  return template
    .replace(description, "")
    .replace(title, () => head)
    .replace(root, () => `<div id="root">${markup}</div>`)
    .replace('<script type="module"', '<script type="module" fetchpriority="low"');
}
