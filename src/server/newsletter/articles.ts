import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/**
 * The blog's articles as the newsletter needs them: front matter only (title, slug, date, summary,
 * tags, author, optional updated). Articles are Markdown files in content/blog; when the blog's own
 * loader lands, this module gives way to it (the newsletter only calls findArticle).
 */
const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  // YAML reads an unquoted 2026-11-20 as a string in its core schema; a quoted one too.
  date: z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]),
  updated: z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]).optional(),
  summary: z.string().trim().min(1),
  tags: z.array(z.string().trim().min(1)).min(1),
  author: z.string().trim().min(1),
});

export type ArticleMeta = z.infer<typeof frontMatterSchema>;

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Reads one article's front matter; a missing or bad one throws naming the file and the field. */
export function parseArticle(file: string, source: string): ArticleMeta {
  const block = frontMatterPattern.exec(source)?.[1];
  if (block === undefined) throw new Error(`${file}: no front matter (a --- block at the top)`);
  let data: unknown;
  try {
    data = parseYaml(block);
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: front matter field "${issue?.path.join(".") || "(root)"}": ${issue?.message ?? "invalid"}`);
  }
  return result.data;
}

/** Every article in a folder; a folder that does not exist has none. */
export async function loadArticles(dir: string): Promise<ArticleMeta[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(files.map(async (name) => parseArticle(name, await readFile(path.join(dir, name), "utf8"))));
}

export async function findArticle(dir: string, slug: string): Promise<ArticleMeta | null> {
  return (await loadArticles(dir)).find((article) => article.slug === slug) ?? null;
}

/** The article's public address. */
export const articleUrl = (appUrl: string, slug: string) => `${appUrl}/blog/${slug}`;
