import {
  formatPercent,
  formatQuantity,
  formatServing,
  withSourceMarkdown,
  type SourceOfLine,
} from "../../../shared/format.ts";
import { foodDataSources, offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { nutrientPerServing } from "../../nutrition/kb/nutrients.ts";
import type { Food, NutrientAmount, NutrientKey } from "../../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../../nutrition/kb/knowledge-base.ts";
import type { Recommendation } from "../../nutrition/policy/result-types.ts";

// The offline engine's Markdown pieces: a food with its amount and %DV per serving, exactly as the
// knowledge base gives them (formatted as the assessment formats them), its cautions, and who it suits.

/** Where every food figure comes from: USDA FoodData Central for the amounts, the FDA for the Daily Values. */
export const AMOUNT_SOURCES = [foodDataSources.usda, foodDataSources.dailyValues] as const;

/** A food's own page at FoodData Central, where its figures come from. */
export const foodSource = (food: Food) => ({
  label: `USDA FoodData Central: ${food.usdaDescription}`,
  url: `https://fdc.nal.usda.gov/food-details/${food.id}/nutrients`,
});

export const servingOf = (food: Food) => formatServing(food.servingLabel, food.servingG);

export function amountText(amount: NutrientAmount): { amount: string; percent: string | null } {
  return {
    amount: formatQuantity(amount.amount, amount.unit, "compact"),
    percent: amount.percentDv === null ? null : formatPercent(amount.percentDv, "compact"),
  };
}

export function foodLine(food: Food, amount: NutrientAmount): string {
  const { amount: text, percent } = amountText(amount);
  return texts.foodLine(food.name, servingOf(food), text, percent);
}

/** A caution as a nested list line, with its source. */
export const cautionItem = (caution: { message: string; source: SourceOfLine }) =>
  `  - ${withSourceMarkdown(texts.cautionLine(caution.message), caution.source)}`;

/** A recommended food as one list item: its amount and %DV per serving, its cautions nested under it. */
export function recommendationItem(recommendation: Recommendation): string {
  return [foodLine(recommendation.food, recommendation.amount), ...recommendation.cautions.map(cautionItem)].join("\n");
}

/** A food's amount of a nutrient per serving (null when USDA reports none). */
export const perServing = (kb: KnowledgeBase, food: Food, nutrient: NutrientKey) =>
  nutrientPerServing(kb, food, nutrient);
