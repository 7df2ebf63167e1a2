import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createPolicy } from "../nutrition/policy/policy.ts";
import { kb } from "../nutrition/kb/test-support.ts";
import { compileBlog } from "./compile.ts";

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content/blog");
const policy = createPolicy(kb);

describe("compiling the blog", () => {
  it("expands every block of the real articles and counts their reading time", async () => {
    const articles = await compileBlog(contentDir, policy);
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(article.markdown).not.toContain("foodfirst-top-sources");
      expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
    }
  });

  it("names the file, the block's line in the file and the field of a bad block", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "foodfirst-blog-"));
    try {
      const frontMatter =
        "---\ntitle: Iron\nslug: iron\ndate: 2026-11-21\nsummary: What helps.\ntags: [iron]\nauthor: FoodFirst\n---\n";
      await writeFile(
        path.join(dir, "iron.md"),
        `${frontMatter}\nIntro.\n\n\`\`\`foodfirst-top-sources\nnutrient: iron\n\`\`\`\n`,
      );
      await expect(compileBlog(dir, policy)).rejects.toThrow(
        /^iron\.md: foodfirst-top-sources block at line 12, field "nutrient": unknown nutrient "iron"/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
