import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { findArticle, loadArticles, readArticles } from "./articles.ts";
import { parseArticle, parseArticleSource } from "./front-matter.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, "../../../tests/fixtures/blog");
const contentDir = path.resolve(here, "../../../content/blog");

const article = (frontMatter: string) => `---\n${frontMatter}\n---\n\nBody.\n`;
const good = `title: Iron\nslug: iron-and-absorption\ndate: 2026-11-21\nsummary: What helps.\ntags: [iron]\nauthor: FoodFirst`;

const scratch: string[] = [];
afterAll(async () => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A folder holding these files, removed after the tests. */
async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "foodfirst-blog-"));
  scratch.push(dir);
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)));
  return dir;
}

describe("article front matter", () => {
  it("reads the fields the newsletter needs", () => {
    expect(parseArticle("iron.md", article(good))).toEqual({
      title: "Iron",
      slug: "iron-and-absorption",
      date: "2026-11-21",
      summary: "What helps.",
      tags: ["iron"],
      author: "FoodFirst",
    });
  });

  it("keeps the optional updated date and returns the body after the front matter", () => {
    const { meta, body, bodyLine } = parseArticleSource("iron.md", article(`${good}\nupdated: "2026-11-25"`));
    expect(meta.updated).toBe("2026-11-25");
    expect(body).toBe("\nBody.\n");
    expect(bodyLine).toBe(10);
  });

  it("names the file and the field when one is wrong or missing", () => {
    expect(() =>
      parseArticle("iron.md", article(good.replace("slug: iron-and-absorption", "slug: Iron Article"))),
    ).toThrow(/^iron\.md: front matter field "slug": must be lower-case words/);
    expect(() => parseArticle("iron.md", article(good.replace("summary: What helps.\n", "")))).toThrow(
      /^iron\.md: front matter field "summary"/,
    );
    expect(() => parseArticle("iron.md", article(good.replace("2026-11-21", "21/11/2026")))).toThrow(
      /^iron\.md: front matter field "date"/,
    );
    expect(() => parseArticle("iron.md", article(`${good}\nupdated: soon`))).toThrow(
      /^iron\.md: front matter field "updated"/,
    );
    expect(() => parseArticle("iron.md", article(good.replace("[iron]", "[Iron Stores]")))).toThrow(
      /^iron\.md: front matter field "tags\.0": must be lower-case/,
    );
    expect(() => parseArticle("iron.md", article(good.replace("[iron]", "[a, b, c, d, e]")))).toThrow(
      /^iron\.md: front matter field "tags"/,
    );
    expect(() => parseArticle("iron.md", article(good.replace("What helps.", "x".repeat(201))))).toThrow(
      /^iron\.md: front matter field "summary": must be at most 200/,
    );
    expect(() => parseArticle("iron.md", article(`${good}\ntag: iron`))).toThrow(
      /^iron\.md: front matter field "tag": is not a front matter field/,
    );
    expect(() => parseArticle("iron.md", "# No front matter")).toThrow(/^iron\.md: no front matter/);
    expect(() => parseArticle("iron.md", article("title: [unclosed"))).toThrow(
      /^iron\.md: front matter is not valid YAML/,
    );
  });

  it("finds an article by its slug", async () => {
    expect((await findArticle(fixtures, "eat-your-vitamin-d"))?.title).toMatch(/^Vitamin D from food/);
    expect(await findArticle(fixtures, "no-such-article")).toBeNull();
    expect(await findArticle(path.join(fixtures, "missing-folder"), "eat-your-vitamin-d")).toBeNull();
  });
});

describe("the articles folder", () => {
  it("lists articles newest first and skips the README", async () => {
    const dir = await folderWith({
      "README.md": "# How to write an article",
      "older.md": article(good.replace("iron-and-absorption", "older").replace("2026-11-21", "2026-10-01")),
      "newer.md": article(good.replace("iron-and-absorption", "newer")),
    });
    expect((await loadArticles(dir)).map((meta) => meta.slug)).toEqual(["newer", "older"]);
  });

  it("refuses a file not named after its slug, naming the file and the field", async () => {
    const dir = await folderWith({ "iron.md": article(good) });
    await expect(readArticles(dir)).rejects.toThrow(/^iron\.md: front matter field "slug": must equal the file name/);
  });

  it("reads every real article of content/blog", async () => {
    const articles = await readArticles(contentDir);
    expect(articles.length).toBeGreaterThanOrEqual(1);
    for (const { file, meta } of articles) expect(file).toBe(`${meta.slug}.md`);
  });
});
