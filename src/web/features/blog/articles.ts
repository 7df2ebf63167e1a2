import { articles, loaders } from "virtual:foodfirst-blog";
import type { ArticleSummary, RenderedArticle } from "../../../shared/blog.ts";

// The blog's data in the browser (and in the prerender): the list is part of the blog's code, each
// article's text a chunk of its own, loaded once per slug and kept.

/** Every article, newest first. */
export const articleList: readonly ArticleSummary[] = articles;

const loading = new Map<string, Promise<RenderedArticle>>();

/** One article's text, loaded once (a promise React's use() can read), or null for an unknown slug. */
export function loadArticle(slug: string): Promise<RenderedArticle> | null {
  const load = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined;
  if (!load) return null;
  let promise = loading.get(slug);
  if (!promise) {
    promise = load().then((module) => module.default);
    loading.set(slug, promise);
  }
  return promise;
}

/** The articles around one in the newest-first list: the older one ("previous") and the newer one ("next"). */
export function neighbours(slug: string): { previous: ArticleSummary | null; next: ArticleSummary | null } {
  const index = articleList.findIndex((article) => article.slug === slug);
  if (index < 0) return { previous: null, next: null };
  return { previous: articleList[index + 1] ?? null, next: articleList[index - 1] ?? null };
}
