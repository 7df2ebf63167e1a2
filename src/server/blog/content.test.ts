import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { paths } from "../../shared/paths.ts";
import { readArticles, type ArticleSource } from "./articles.ts";
import { countWords } from "./reading-time.ts";
import { TOP_SOURCES_INFO } from "./top-sources.ts";

// The articles in content/blog against the rules of content/blog/README.md: length, sources, the
// not-medical-advice ending, internal links, and no food figure typed by hand (those come only from
// the generated top-sources tables, so the blog and the lookup never disagree).

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content/blog");
const articles = await readArticles(contentDir);

const disclaimer =
  "*This article is general information, not medical advice. Talk to a doctor or registered dietitian before changing your diet or stopping or starting a supplement.*";

/** The body without its top-sources blocks: what a writer typed. */
const typedText = (body: string) =>
  body.replace(new RegExp(`^\`{3,}${TOP_SOURCES_INFO}\\s*$[\\s\\S]*?^\`{3,}\\s*$`, "gm"), " ");

/** The Markdown links of a text, as [text, address]. */
const linksOf = (markdown: string) =>
  [...markdown.matchAll(/\[([^\]]*)\]\(([^)\s]+)\)/g)].map((m) => [m[1] ?? "", m[2] ?? ""] as const);

/** The `## Sources` section: from its heading to the end. */
function sourcesOf(body: string): string {
  const at = body.search(/^## Sources\s*$/m);
  return at === -1 ? "" : body.slice(at);
}

// A nutrient figure: milligrams, micrograms or IU, or grams of protein or of a fat or fibre.
const nutrientFigure =
  /\d[\d,.]*\s*(?:mg|µg|mcg|micrograms?|milligrams?|IU)\b|\d[\d,.]*\s*g\s+of\s+(?:protein|ALA|EPA|DHA|omega-3s?|fibre|fiber)\b/i;
// What makes a figure a reference intake, an upper limit or a supplement dose, which are allowed.
const intakeContext =
  /\b(?:a day|per day|daily|a week|upper limit|RDA|Recommended Dietary Allowance|Adequate Intake|at a time|capsules?|tablets?|doses?|supplements?|needs?)\b/i;
// Words that tie a figure to an amount of a food.
const portionWords =
  /\b(?:cups?|tbsp|tablespoons?|teaspoons?|tsp|fillets?|servings?|portions?|slices?|handfuls?|ounces?|oz|per 100 ?g|cans? of|glass(?:es)? of)\b/i;

/**
 * Sentences (or list items) of typed text that quote a nutrient figure for a food: a figure with a
 * serving word, or one with nothing that makes it a reference intake, upper limit or dose.
 */
function handTypedFoodFigures(text: string): string[] {
  const sentences = text
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z*])/))
    .map((sentence) => sentence.trim());
  return sentences.filter(
    (sentence) => nutrientFigure.test(sentence) && (portionWords.test(sentence) || !intakeContext.test(sentence)),
  );
}

describe("the heuristic for hand-typed food figures", () => {
  it("finds a food's figure and lets reference intakes, upper limits and doses through", () => {
    expect(
      handTypedFoodFigures(
        [
          "A cup of cooked spinach has 157 mg of magnesium.",
          "Salmon gives 14 µg of vitamin D per 3 oz fillet.",
          "A can of tuna gives 20 g of protein. Pumpkin seeds are rich in magnesium.",
          "Almonds: 80 mg.",
        ].join("\n"),
      ),
    ).toEqual([
      "A cup of cooked spinach has 157 mg of magnesium.",
      "Salmon gives 14 µg of vitamin D per 3 oz fillet.",
      "A can of tuna gives 20 g of protein.",
      "Almonds: 80 mg.",
    ]);
    expect(
      handTypedFoodFigures(
        [
          "- **Adults 19 to 50:** 1,000 mg a day",
          "- **Upper limit for adults:** 100 µg (4,000 IU) a day from all sources combined.",
          "- **Take 500 mg or less at a time**, as absorption is best in smaller doses",
          "Some products contain more than 100 µg (4,000 IU) in one capsule.",
          "Eat at least 8 ounces (about 225 g) of a variety of seafood a week.",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});

describe.each(articles.map((article): [string, ArticleSource] => [article.file, article]))("%s", (_file, { body }) => {
  const typed = typedText(body);

  it("has 600 to 1,200 words of body, not counting the generated tables", () => {
    const words = countWords(typed);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
  });

  it("has no # heading (the page shows the title) and uses ## and ### sections", () => {
    expect(typed).not.toMatch(/^# /m);
    expect(typed).toMatch(/^## /m);
  });

  it("ends with a Sources section linking the ODS fact sheets, FoodData Central and the National Academies' DRIs, then the not-medical-advice line", () => {
    const sources = sourcesOf(body);
    expect(sources).not.toBe("");
    const hosts = linksOf(sources).map(([, address]) => new URL(address).hostname);
    expect(hosts).toContain("ods.od.nih.gov");
    expect(hosts).toContain("fdc.nal.usda.gov");
    expect(hosts.some((host) => host === "nationalacademies.org" || host.endsWith(".nationalacademies.org"))).toBe(
      true,
    );
    for (const [, address] of linksOf(sources)) expect(address).toMatch(/^https:\/\//);
    expect(
      body
        .trim()
        .split(/\n\s*\n/)
        .at(-1),
    ).toBe(disclaimer);
  });

  it("links inside the app only to the lookup, the assessment and other articles", () => {
    const slugs = new Set(articles.map((article) => article.meta.slug));
    const internal = linksOf(typed)
      .map(([, address]) => address)
      .filter((address) => !/^https?:\/\//.test(address));
    expect(internal.length).toBeGreaterThan(0);
    for (const address of internal) {
      const article = /^\/blog\/([a-z0-9-]+)$/.exec(address)?.[1];
      expect(
        address === paths.supplementsVsFoods ||
          address === paths.assessment ||
          (article !== undefined && slugs.has(article)),
        address,
      ).toBe(true);
    }
  });

  it("types no nutrient figure for a food: those come from the generated top-sources tables", () => {
    expect(body).toContain(`\`\`\`${TOP_SOURCES_INFO}`);
    expect(handTypedFoodFigures(typed)).toEqual([]);
  });
});

describe("the blog", () => {
  it("has at least eight articles", () => {
    expect(articles.length).toBeGreaterThanOrEqual(8);
  });
});
