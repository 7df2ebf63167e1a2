import type { Article } from "../../shared/blog.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { readArticles } from "./articles.ts";
import { readingMinutes } from "./reading-time.ts";
import { expandTopSources } from "./top-sources.ts";

/**
 * The blog as the build renders it: every article of `dir`, newest first, its top-sources blocks
 * expanded through the nutrition safety policy and its reading time counted from the text a reader
 * reads (the tables included). Any mistake throws a BlogContentError naming the file and the field.
 */
export async function compileBlog(dir: string, policy: Policy): Promise<Article[]> {
  return (await readArticles(dir)).map(({ file, meta, body, bodyLine }) => {
    const markdown = expandTopSources(policy, file, body, bodyLine).trim();
    return { ...meta, readingMinutes: readingMinutes(markdown), markdown };
  });
}
