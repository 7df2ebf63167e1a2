import { blogPaths } from "./blog.ts";
import { unsubscribePath } from "./newsletter-link.ts";

/**
 * Every path of the app, so links, redirects, the prerender and robots.txt never drift apart (the
 * browser imports them as `paths` from src/web/paths.ts).
 */
export const paths = {
  home: "/",
  dashboard: "/dashboard",
  assessment: "/assessment",
  results: "/assessment/results",
  resultsFor: (id: string) => `/assessment/results?id=${encodeURIComponent(id)}`,
  supplementsVsFoods: "/supplements-vs-foods",
  nutritionist: "/nutritionist",
  blog: blogPaths.list,
  article: blogPaths.article,
  blogTag: blogPaths.tag,
  /** The blog's RSS feed, served by the server (not a page of the app). */
  rss: blogPaths.rss,
  login: "/login",
  signup: "/signup",
  resetPassword: "/reset-password",
  updatePassword: "/update-password",
  account: "/account",
  privacy: "/privacy",
  /** The newsletter email's unsubscribe link (the server also answers POST here: one-click). */
  unsubscribe: unsubscribePath,
} as const;
