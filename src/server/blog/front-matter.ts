import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { ArticleMeta } from "../../shared/blog.ts";
import { BlogContentError } from "./content-error.ts";

// An article's front matter (content/blog/README.md): title, slug, date, summary, tags, author and an
// optional updated date, read with the `yaml` package and checked strictly, so a mistake stops the
// build naming the file and the field.

// YAML reads an unquoted 2026-11-20 as a string in its core schema; a quoted one too. A Date (other
// schemas) is accepted as its calendar day.
const isoDate = z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]);
const words = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  slug: z.string().regex(words, "must be lower-case words joined by hyphens"),
  date: isoDate,
  updated: isoDate.optional(),
  summary: z.string().trim().min(1).max(200, "must be at most 200 characters"),
  tags: z.array(z.string().regex(words, "must be lower-case words joined by hyphens")).min(1).max(4),
  author: z.string().trim().min(1),
});

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The field an issue is about, as the author wrote it ("tags" for any tag, "(root)" for the whole block). */
function fieldOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "(root)";
  if (issue.code === "unrecognized_keys") return issue.keys.join(", ");
  return issue.path.length > 0 ? issue.path.map(String).join(".") : "(root)";
}

/**
 * Splits an article into its checked front matter and its Markdown body (starting at file line
 * `bodyLine`); a missing or bad front
 * matter throws a BlogContentError naming the file and the field.
 */
export function parseArticleSource(
  file: string,
  source: string,
): { meta: ArticleMeta; body: string; bodyLine: number } {
  const match = frontMatterPattern.exec(source);
  if (!match) throw new BlogContentError(file, null, "no front matter (a --- block at the top)");
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new BlogContentError(file, null, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = issue?.code === "unrecognized_keys" ? "is not a front matter field" : (issue?.message ?? "invalid");
    throw new BlogContentError(file, `front matter field "${fieldOf(issue)}"`, message);
  }
  const { updated, ...rest } = result.data;
  const bodyLine = match[0].split("\n").length - (match[0].endsWith("\n") ? 0 : 1);
  return { meta: updated === undefined ? rest : { ...rest, updated }, body: source.slice(match[0].length), bodyLine };
}

/** Reads one article's front matter only (what the newsletter needs). */
export function parseArticle(file: string, source: string): ArticleMeta {
  return parseArticleSource(file, source).meta;
}
