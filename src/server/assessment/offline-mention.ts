// How the offline engine writes a food and the person's own words into its Markdown: a food always with its
// serving, what one serving gives, and the cautions the policy attached to it; typed text as flat data.
import { formatPercent, formatQuantity, formatServing, withSourceMarkdown } from "../../shared/format.ts";
import { offlineAssessmentTexts as texts, type FoodMention } from "../../shared/texts/offline-assessment.ts";
import type { Food } from "../nutrition/kb/types.ts";
import type { Recommendation, SafetyMessage } from "../nutrition/policy/result-types.ts";

export const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`).join("\n");
export const bulleted = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

export function serving(food: Food): string {
  return formatServing(food.servingLabel, food.servingG);
}

/** "8 mg, 45% of the Daily Value", in the assessment's compact figures. */
function amountText({ amount }: Pick<Recommendation, "amount">): string {
  const percent = amount.percentDv === null ? null : formatPercent(amount.percentDv, "compact");
  return texts.amount(formatQuantity(amount.amount, amount.unit, "compact"), percent);
}

/** A policy line (caution, advice, why not) with its rule's source after it, as a Markdown link. */
export const sourced = (line: SafetyMessage) => withSourceMarkdown(line.message, line.source);

/** A recommended food as the text names it, cautions included (they are said wherever the food is named), each with its source. */
export function mention(entry: Pick<Recommendation, "food" | "amount" | "cautions">): FoodMention {
  return {
    name: entry.food.name,
    serving: serving(entry.food),
    amount: amountText(entry),
    cautions: entry.cautions.map(sourced),
  };
}

/** Free text the person typed, shown back as data: one line, limited length. */
export function clip(text: string, max = 60): string {
  const flat = text
    .replace(/[\r\n\t]+/g, " ")
    .replace(/[*_`[\]<>#|]/g, "")
    .trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}
