import { blogPaths } from "./blog.ts";
import { unsubscribePath } from "./newsletter-link.ts";

/**
 * Every path of the app, so links, redirects, the prerender and robots.txt never drift apart (the
 * browser imports them as `paths` from src/web/paths.ts).
 */
export const paths = {
  home: "/",
  dashboard: "/dashboard",
  /** The weekly plan as a page to read and print (the same Markdown as the download). */
  weeklyPlan: "/dashboard/weekly-plan",
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

/** Every page path the browser's router shows (the RSS feed is a file, not a page). */
const pagePaths: ReadonlySet<string> = new Set(
  Object.values(paths as Record<string, unknown>).filter(
    (value): value is string => typeof value === "string" && value !== paths.rss,
  ),
);
const articlePrefix = blogPaths.article("");

/**
 * Whether the app has a page at this path (one trailing slash allowed, as the router allows it): the
 * server answers any other path with the 404 page and status 404, not with the app's shell.
 */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (pagePaths.has(path)) return true;
  // An article: one segment after /blog/ (an unknown slug is the article page's own 404).
  const slug = path.startsWith(articlePrefix) ? path.slice(articlePrefix.length) : "";
  return slug !== "" && !slug.includes("/");
}
