import type { Root } from "hast";

// The blog's articles as both halves see them: the server's build compiles content/blog into these,
// the browser renders them, and the feeds, sitemap and newsletter link to them.

/** An article's front matter (content/blog/README.md), checked at build. Dates are YYYY-MM-DD. */
export interface ArticleMeta {
  title: string;
  slug: string;
  date: string;
  updated?: string;
  summary: string;
  tags: string[];
  author: string;
}

/** What the article list shows: the front matter and the reading time. */
export interface ArticleSummary extends ArticleMeta {
  readingMinutes: number;
}

/** One article ready to render: its Markdown with every top-sources block already expanded into a table. */
export interface Article extends ArticleSummary {
  markdown: string;
}

/** One article as the browser gets it: its Markdown already parsed into a safe HTML tree at build. */
export interface RenderedArticle extends ArticleSummary {
  tree: Root;
}

/** The blog's own addresses, one place for links, feeds, the sitemap and the newsletter. */
export const blogPaths = {
  list: "/blog",
  article: (slug: string) => `/blog/${slug}`,
  /** The list filtered to one tag; the tag is the query's only parameter. */
  tag: (tag: string) => `/blog?${tagParam}=${encodeURIComponent(tag)}`,
  rss: "/rss.xml",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
} as const;

/** The query parameter of the tag filter (/blog?tag=plant-based). */
export const tagParam = "tag";

/** Newest first (by publication date, then title): the order of the list, the feed and previous/next. */
export function compareNewestFirst(a: ArticleMeta, b: ArticleMeta): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/** Every tag used, in alphabetical order. */
export function allTags(articles: readonly ArticleMeta[]): string[] {
  return [...new Set(articles.flatMap((article) => article.tags))].sort();
}
