import { describe, expect, it } from "vitest";
import { formatPercent, formatQuantity, formatServing } from "../../shared/format.ts";
import { blogTexts } from "../../shared/texts/blog.ts";
import { createPolicy } from "../nutrition/policy/policy.ts";
import { kb, rawRows } from "../nutrition/kb/test-support.ts";
import { expandTopSources, parseTopSourcesBlock, topSourceRow, topSources, topSourcesMarkdown } from "./top-sources.ts";

const policy = createPolicy(kb);
const block = (yaml: string) => parseTopSourcesBlock(policy, "vitamin-d.md", 12, yaml);
const tableRows = (markdown: string) =>
  markdown
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Food") && !line.startsWith("| ---"));

describe("foodfirst-top-sources blocks", () => {
  it("reads the block's fields with their defaults", () => {
    expect(block("nutrient: vitamin_d_ug")).toEqual({ nutrient: "vitamin_d_ug", count: 6 });
    expect(block('nutrient: iron_mg\ncount: 3\ndiet: vegan\ncaption: "Plant iron: per serving"')).toEqual({
      nutrient: "iron_mg",
      count: 3,
      diet: "vegan",
      caption: "Plant iron: per serving",
    });
  });

  it("names the file, the block and the field of every mistake", () => {
    expect(() => block("nutrient: vitamin_x")).toThrow(
      /^vitamin-d\.md: foodfirst-top-sources block at line 12, field "nutrient": unknown nutrient "vitamin_x"/,
    );
    expect(() => block("nutrient: iron_mg\ndiet: carnivore")).toThrow(
      /^vitamin-d\.md: foodfirst-top-sources block at line 12, field "diet": unknown diet "carnivore"/,
    );
    expect(() => block("nutrient: iron_mg\ncount: 11")).toThrow(/field "count"/);
    expect(() => block("nutrient: iron_mg\ncount: 2")).toThrow(/field "count"/);
    expect(() => block("count: 4")).toThrow(/field "nutrient"/);
    expect(() => block("nutrient: iron_mg\ncolour: red")).toThrow(/field "colour": is not a field of this block/);
    expect(() => block("nutrient: [iron")).toThrow(
      /^vitamin-d\.md: foodfirst-top-sources block at line 12: not valid YAML/,
    );
    expect(() => expandTopSources(policy, "iron.md", "Text\n\n```foodfirst-top-sources\nnutrient: iron_mg\n")).toThrow(
      /^iron\.md: foodfirst-top-sources block at line 3: the block is not closed/,
    );
  });

  it("writes a row exactly as the knowledge base gives the food (USDA per 100 g times the serving, FDA Daily Value)", () => {
    const first = topSources(policy, block("nutrient: vitamin_d_ug")).foods[0]!;
    const row = rawRows("foods.csv").find((candidate) => candidate.fdc_id === first.food.id)!;
    const dailyValue = Number(
      rawRows("daily_values.csv").find((candidate) => candidate.nutrient_column === "vitamin_d_ug")!.daily_value,
    );
    const amount = (Number(row.vitamin_d_ug) * Number(row.serving_g)) / 100;
    expect(topSourceRow(first)).toEqual([
      row.name,
      formatServing(row.serving_label!, Number(row.serving_g)),
      formatQuantity(amount, "µg"),
      formatPercent((amount / dailyValue) * 100),
    ]);
    expect(tableRows(topSourcesMarkdown(policy, "vitamin-d.md", 12, block("nutrient: vitamin_d_ug")))[0]).toBe(
      `| ${topSourceRow(first).join(" | ")} |`,
    );
  });

  it("lists the count asked, richest per serving first, only foods the diet allows and none that must be cooked listed raw", () => {
    const found = topSources(policy, block("nutrient: iron_mg\ncount: 8\ndiet: vegan")).foods;
    expect(found).toHaveLength(8);
    for (const { food } of found) expect(food.tags).not.toContain("animal");
    const eggs = topSources(policy, block("nutrient: vitamin_b12_ug\ncount: 10\ndiet: vegetarian")).foods.filter(
      ({ food }) => /egg/i.test(food.name),
    );
    expect(eggs.length).toBeGreaterThan(0);
    for (const { food } of eggs) expect(food.usdaDescription).not.toMatch(/\braw\b/i);
  });

  it("marks a food above an upper limit and prints the policy's caution under the table", () => {
    const found = topSources(policy, block("nutrient: vitamin_k2_mk4_ug\ncount: 10"));
    const cautioned = found.foods.find((recommendation) =>
      recommendation.cautions.some((caution) => caution.kind === "upper_limit"),
    )!;
    expect(cautioned).toBeDefined();
    const markdown = topSourcesMarkdown(policy, "k2.md", 3, block("nutrient: vitamin_k2_mk4_ug\ncount: 10"));
    expect(markdown).toContain(`| ${cautioned.food.name} ${blogTexts.table.seeCaution} |`);
    expect(markdown).toContain(blogTexts.table.caution(cautioned.food.name, cautioned.cautions[0]!.message));
  });

  it("expands each block of an article into a caption and a table, leaving other code blocks alone", () => {
    const source = [
      "Intro.",
      "",
      "```foodfirst-top-sources",
      "nutrient: ala_g",
      "count: 3",
      "caption: Plant omega-3",
      "```",
      "",
      "```yaml",
      "nutrient: not-expanded",
      "```",
    ].join("\n");
    const markdown = expandTopSources(policy, "omega-3.md", source);
    expect(markdown).toMatch(
      /^Intro\.\n\n\*\*Plant omega-3\*\*\n\n\| Food \| Serving \| Amount \| % Daily Value \|\n\| --- \| --- \| ---: \| ---: \|\n/,
    );
    expect(tableRows(markdown)).toHaveLength(3);
    for (const row of tableRows(markdown)) expect(row).toMatch(/\| n\/a \|$/);
    expect(markdown).toContain("There is no FDA Daily Value for ALA");
    expect(markdown).toContain("```yaml\nnutrient: not-expanded\n```");
  });
});
