import { findArticle } from "./articles.ts";

/**
 * The blog: its pages are prerendered at build time (scripts/build), so the running server has no routes for it;
 * it gives the newsletter the article it sends.
 */
export function createBlogFeature({ blogDir }: { blogDir: string }) {
  return { findArticle: (slug: string) => findArticle(blogDir, slug) };
}
