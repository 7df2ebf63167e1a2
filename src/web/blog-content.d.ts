// The blog's articles, compiled from content/blog at build (and on the fly under `npm run dev`) by the
// Vite plugin in scripts/build/blog-plugin.ts: the list as data, each article as its own chunk.
declare module "virtual:foodfirst-blog" {
  import type { ArticleSummary, RenderedArticle } from "../shared/blog.ts";

  /** Every article's front matter and reading time, newest first. */
  export const articles: ArticleSummary[];
  /** Loads one article with its Markdown parsed at build, by slug. */
  export const loaders: Record<string, () => Promise<{ default: RenderedArticle }>>;
}
