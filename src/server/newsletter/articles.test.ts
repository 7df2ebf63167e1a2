import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findArticle, parseArticle } from "./articles.ts";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../tests/fixtures/blog");

const article = (frontMatter: string) => `---\n${frontMatter}\n---\n\nBody.\n`;
const good = `title: Iron\nslug: iron-and-absorption\ndate: 2026-11-21\nsummary: What helps.\ntags: [iron]\nauthor: FoodFirst`;

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

  it("names the file and the field when one is wrong or missing", () => {
    expect(() => parseArticle("iron.md", article(good.replace("slug: iron-and-absorption", "slug: Iron Article")))).toThrow(
      /^iron\.md: front matter field "slug": must be lower-case words/,
    );
    expect(() => parseArticle("iron.md", article(good.replace("summary: What helps.\n", "")))).toThrow(/^iron\.md: front matter field "summary"/);
    expect(() => parseArticle("iron.md", article(good.replace("2026-11-21", "21/11/2026")))).toThrow(/^iron\.md: front matter field "date"/);
    expect(() => parseArticle("iron.md", "# No front matter")).toThrow(/^iron\.md: no front matter/);
    expect(() => parseArticle("iron.md", article("title: [unclosed"))).toThrow(/^iron\.md: front matter is not valid YAML/);
  });

  it("finds an article by its slug, not its file name", async () => {
    expect((await findArticle(fixtures, "eat-your-vitamin-d"))?.title).toMatch(/^Vitamin D from food/);
    expect(await findArticle(fixtures, "no-such-article")).toBeNull();
    expect(await findArticle(path.join(fixtures, "missing-folder"), "eat-your-vitamin-d")).toBeNull();
  });
});
