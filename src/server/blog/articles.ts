import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { compareNewestFirst, type ArticleMeta } from "../../shared/blog.ts";
import { BlogContentError } from "./content-error.ts";
import { parseArticleSource } from "./front-matter.ts";

// The one reader of content/blog (BLOG_DIR): the blog's build and the newsletter both read articles
// here. Every Markdown file but README.md is an article, named <slug>.md.

/** An article as written: checked front matter, its Markdown body (top-sources blocks not yet expanded) and its file. */
export interface ArticleSource {
  file: string;
  meta: ArticleMeta;
  body: string;
  /** The file line the body starts on. */
  bodyLine: number;
}

/** The folder's README describes the format; it is not an article. */
const isArticleFile = (name: string) => name.endsWith(".md") && name.toLowerCase() !== "readme.md";

/**
 * Every article in a folder, newest first; a folder that does not exist has none. A bad front
 * matter or a file not named after its slug (so no slug is used twice) throws a BlogContentError.
 */
export async function readArticles(dir: string): Promise<ArticleSource[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter(isArticleFile).sort();
  const articles = await Promise.all(
    names.map(async (name): Promise<ArticleSource> => {
      const { meta, body, bodyLine } = parseArticleSource(name, await readFile(path.join(dir, name), "utf8"));
      if (name !== `${meta.slug}.md`)
        throw new BlogContentError(
          name,
          'front matter field "slug"',
          `must equal the file name without .md ("${meta.slug}" is not "${name.slice(0, -3)}")`,
        );
      return { file: name, meta, body, bodyLine };
    }),
  );
  return articles.sort((a, b) => compareNewestFirst(a.meta, b.meta));
}

/** Every article's front matter, newest first. */
export async function loadArticles(dir: string): Promise<ArticleMeta[]> {
  return (await readArticles(dir)).map((article) => article.meta);
}

/** One article's front matter by its slug, or null. */
export async function findArticle(dir: string, slug: string): Promise<ArticleMeta | null> {
  return (await loadArticles(dir)).find((article) => article.slug === slug) ?? null;
}
