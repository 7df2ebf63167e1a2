import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { formatPercent, formatQuantity, formatServing, lowerFirst } from "../../shared/format.ts";
import { blogTexts } from "../../shared/texts/blog.ts";
import type { NutrientKey } from "../nutrition/kb/types.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import type { Recommendation } from "../nutrition/policy/result-types.ts";
import { BlogContentError } from "./content-error.ts";

// The `foodfirst-top-sources` blocks of an article (content/blog/README.md): YAML naming a nutrient,
// and optionally how many foods (3-10, default 6), a diet and a caption. The build replaces each with
// a GFM table of the richest sources per serving, chosen by the nutrition safety policy (decision
// 006) for a general adult with that diet, in the app's shared formats, so an article and the lookup
// never disagree about a food.

export const TOP_SOURCES_INFO = "foodfirst-top-sources";

const blockSchema = z.strictObject({
  nutrient: z.string().min(1),
  count: z.int().min(3).max(10).default(6),
  diet: z.string().min(1).optional(),
  caption: z.string().trim().min(1).optional(),
});

export type TopSourcesBlock = z.infer<typeof blockSchema> & { nutrient: NutrientKey };

/** Where a block is, for messages: "foodfirst-top-sources block at line 29". */
const blockName = (line: number) => `${TOP_SOURCES_INFO} block at line ${line}`;

/** Reads and checks one block's YAML; an unknown nutrient or diet, or a bad field, names the file and the field. */
export function parseTopSourcesBlock(policy: Policy, file: string, line: number, yaml: string): TopSourcesBlock {
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    throw new BlogContentError(file, blockName(line), `not valid YAML: ${(error as Error).message}`);
  }
  const result = blockSchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field =
      issue?.code === "unrecognized_keys" ? issue.keys.join(", ") : issue?.path.map(String).join(".") || "(root)";
    const message =
      issue?.code === "unrecognized_keys"
        ? "is not a field of this block (nutrient, count, diet, caption)"
        : (issue?.message ?? "invalid");
    throw new BlogContentError(file, `${blockName(line)}, field "${field}"`, message);
  }
  const block = result.data;
  if (!policy.kb.nutrients.has(block.nutrient as NutrientKey)) {
    throw new BlogContentError(
      file,
      `${blockName(line)}, field "nutrient"`,
      `unknown nutrient "${block.nutrient}" (use a nutrient_column of data/nutrients/daily_values.csv)`,
    );
  }
  if (block.diet !== undefined && !policy.rules.diets.has(block.diet)) {
    throw new BlogContentError(
      file,
      `${blockName(line)}, field "diet"`,
      `unknown diet "${block.diet}" (use an id of data/nutrients/safety/diets.csv)`,
    );
  }
  return block as TopSourcesBlock;
}

/** The foods the policy suggests for a general adult (age and sex unknown) with the block's diet, richest per serving first. */
export function topSources(policy: Policy, block: TopSourcesBlock) {
  const person = policy.resolvePerson({ dietIds: block.diet ? [block.diet] : [] });
  return policy.recommendFoods(person, block.nutrient, { limit: block.count, rankBy: "serving" });
}

/** A table cell's text: a pipe would end the cell. */
const cell = (text: string) => text.replace(/\|/g, "\\|");

/** One table row in the app's shared formats: food, serving ("1 cup, 244 g"), amount ("14.2 µg"), %DV ("71%"). */
export function topSourceRow(
  recommendation: Recommendation,
): [food: string, serving: string, amount: string, percentDv: string] {
  const { food, amount, cautions } = recommendation;
  return [
    cautions.length > 0 ? `${food.name} ${blogTexts.table.seeCaution}` : food.name,
    formatServing(food.servingLabel, food.servingG),
    formatQuantity(amount.amount, amount.unit),
    amount.percentDv === null ? blogTexts.table.noDailyValue : formatPercent(amount.percentDv),
  ];
}

/** The Markdown that replaces a block: caption, table, where the figures come from, and every caution and note. */
export function topSourcesMarkdown(policy: Policy, file: string, line: number, block: TopSourcesBlock): string {
  const found = topSources(policy, block);
  if (found.foods.length === 0) {
    throw new BlogContentError(
      file,
      `${blockName(line)}, field "nutrient"`,
      `no food in our data is a real source of ${block.nutrient}${block.diet ? ` for the ${block.diet} diet` : ""}`,
    );
  }
  const { table } = blogTexts;
  const rows = found.foods.map((recommendation) => `| ${topSourceRow(recommendation).map(cell).join(" | ")} |`);
  const nutrientName = policy.kb.nutrients.get(block.nutrient)?.name ?? block.nutrient;
  const notes = [
    `*${table.source}*`,
    ...(policy.kb.nutrients.get(block.nutrient)?.dailyValue === null
      ? [table.noDailyValueNote(lowerFirst(nutrientName))]
      : []),
    ...found.foods.flatMap((recommendation) =>
      recommendation.cautions.map((caution) => table.caution(recommendation.food.name, caution.message)),
    ),
    ...found.notChecked,
  ];
  return [
    ...(block.caption ? [`**${block.caption}**`, ""] : []),
    `| ${table.food} | ${table.serving} | ${table.amount} | ${table.percentDv} |`,
    "| --- | --- | ---: | ---: |",
    ...rows,
    "",
    ...notes.flatMap((note) => [note, ""]),
  ]
    .join("\n")
    .trimEnd();
}

/**
 * Replaces every top-sources block of an article's Markdown with its table. Blocks inside another
 * fenced code block are left alone; an unclosed block is an error. `firstLine` is the file line the
 * Markdown starts on (after the front matter), so messages give the block's line in the file.
 */
export function expandTopSources(policy: Policy, file: string, markdown: string, firstLine = 1): string {
  const lines = markdown.split(/\r?\n/);
  const out: string[] = [];
  let otherFence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fence = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (otherFence !== null) {
      if (fence && fence[1]!.startsWith(otherFence) && fence[2] === "") otherFence = null;
      out.push(line);
      continue;
    }
    if (!fence) {
      out.push(line);
      continue;
    }
    const marker = fence[1] as string;
    if (fence[2] !== TOP_SOURCES_INFO) {
      otherFence = marker;
      out.push(line);
      continue;
    }
    const start = firstLine + i;
    const end = lines.findIndex(
      (candidate, index) => index > i && new RegExp(`^ {0,3}${marker[0]}{${marker.length},}\\s*$`).test(candidate),
    );
    if (end < 0) throw new BlogContentError(file, blockName(start), "the block is not closed");
    const block = parseTopSourcesBlock(policy, file, start, lines.slice(i + 1, end).join("\n"));
    out.push(topSourcesMarkdown(policy, file, start, block));
    i = end;
  }
  return out.join("\n");
}
