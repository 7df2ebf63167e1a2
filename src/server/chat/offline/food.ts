import { lowerFirst, withSourceMarkdown } from "../../../shared/format.ts";
import { chatSuggestions } from "../../../shared/texts/chat-topics.ts";
import { foodDataSources, offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { Food, NutrientAmount, NutrientKey } from "../../nutrition/kb/types.ts";
import type { Exclusion } from "../../nutrition/policy/result-types.ts";
import { foodsNamed } from "../entities.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { noFoodSuggestions } from "../../nutrition/policy/nutrient-rules.ts";
import { childFoodFacts } from "./child-food.ts";
import { compose, MAX_ITEMS, personNotes } from "./compose.ts";
import { AMOUNT_SOURCES, amountText, foodSource, perServing, recommendationItem, servingOf } from "./format.ts";
import { followUpName, nutrientNameOf } from "./sources.ts";

// "What's in lentils?", "How much protein do eggs have?": one food's nutrients per serving (the ones the
// question names first, then its richest by %DV). A food the person's diet, allergies or conditions leave
// out is said to be so, with foods that suit them instead; one our data has only raw, that it must be cooked.

/** The food of this name to talk about: the first the person may eat (cooked before raw), else the first. */
function pickFood(ctx: OfflineContext, term: string): { food: Food; allowed: boolean } | null {
  const foods = foodsNamed(ctx.kb, term);
  const allowed = foods.find((food) => ctx.assess(food).exclusion === null);
  if (allowed) return { food: allowed, allowed: true };
  return foods[0] ? { food: foods[0], allowed: false } : null;
}

function richest(ctx: OfflineContext, food: Food, count: number): NutrientAmount[] {
  return [...ctx.kb.dailyValues.keys()]
    .map((nutrient) => perServing(ctx.kb, food, nutrient))
    .filter((amount): amount is NutrientAmount => amount !== null && amount.percentDv !== null && amount.percentDv >= 5)
    .sort((a, b) => (b.percentDv ?? 0) - (a.percentDv ?? 0))
    .slice(0, count);
}

const amountLine = (amount: NutrientAmount) => {
  const { amount: text, percent } = amountText(amount);
  return `${amount.name.split(" (")[0]}: ${text}${percent ? ` (${percent} DV)` : ""}`;
};

/** The reasons a food is left out, with their sources (cook-first rules are said apart). */
export const reasonsOf = (exclusions: readonly Exclusion[]) =>
  exclusions
    .filter((item, index) => index === 0 || item.origin !== "food_safety")
    .map((item) => ({ why: item.message, label: item.source.label, url: item.source.url }));

export function foodNutrients(ctx: OfflineContext, term: string, focus: readonly NutrientKey[]): OfflineAnswer {
  const picked = pickFood(ctx, term);
  if (!picked)
    return {
      text: [texts.cannotAnswerShort, "", ...chatSuggestions.general.map((item) => `- ${item}`)].join("\n"),
      guidance: false,
    };
  const { food, allowed } = picked;
  // Under 14: the food's facts against the child's own reference intakes, then the rule that suggests no food.
  const childRule = noFoodSuggestions(ctx.rules, ctx.chat.person);
  if (childRule.length > 0) return childFoodFacts(ctx, food, focus, childRule);
  if (!allowed) {
    const { exclusion, exclusions } = ctx.assess(food);
    // The rules with their sources first, as every rule line is said: every reason the food is left out.
    const paragraph =
      exclusion!.origin === "food_safety"
        ? [
            texts.foodToCook(food.name, exclusion!.reason),
            texts.sourceLine(exclusion!.source.label, exclusion!.source.url),
          ]
        : [texts.foodExcludedAll(food.name, reasonsOf(exclusions))];
    // Alternatives for what the food is richest in (or what was asked about): the first nutrient that has some.
    const candidates = focus.length > 0 ? focus : richest(ctx, food, 3).map((amount) => amount.nutrient);
    let items: string[] = [];
    let alternativesFor: NutrientKey | null = null;
    for (const nutrient of candidates) {
      const found = ctx.policy.recommendFoods(nutrient, { limit: 3 });
      // The nutrient asked about is one the person's condition says not to push: that, rather than nothing.
      if (found.withheld.length > 0 && focus.includes(nutrient)) {
        paragraph.push(...found.withheld.map((item) => withSourceMarkdown(item.message, item.source)));
        break;
      }
      if (found.foods.length === 0) continue;
      paragraph.push(texts.foodAlternatives(nutrientNameOf(ctx, nutrient)));
      items = found.foods.map(recommendationItem);
      alternativesFor = nutrient;
      break;
    }
    return {
      text: compose(ctx.chat, {
        paragraph: paragraph.join(" "),
        items,
        after: personNotes(ctx.chat),
        source: items.length > 0 ? AMOUNT_SOURCES : [],
        followUp: alternativesFor ? "food_sources" : "food_check",
        fill: { nutrient: alternativesFor ? followUpName(ctx, alternativesFor) : "" },
      }),
      guidance: true,
    };
  }
  // What the question names, then what the person's own rules watch (potassium and phosphorus with kidney disease,
  // vitamin K on warfarin) where the food has some, then its richest.
  const withheld = new Map(
    [...ctx.kb.dailyValues.keys()]
      .filter((nutrient) => !focus.includes(nutrient))
      .map((nutrient) => [nutrient, ctx.policy.adviceFor(nutrient).withheld] as const)
      .filter(([, lines]) => lines.length > 0),
  );
  const asked = focus
    .map((nutrient) => perServing(ctx.kb, food, nutrient))
    .filter((amount): amount is NutrientAmount => amount !== null);
  // A watched nutrient where a serving gives at least 5% of its Daily Value, as the richest are chosen.
  const watchedAmounts = [...withheld.keys()]
    .map((nutrient) => perServing(ctx.kb, food, nutrient))
    .filter((amount): amount is NutrientAmount => amount !== null && (amount.percentDv ?? 0) >= 5)
    .sort((a, b) => (b.percentDv ?? 0) - (a.percentDv ?? 0));
  const focused = [...asked, ...watchedAmounts];
  const others = richest(ctx, food, MAX_ITEMS).filter(
    (amount) => !focused.some((first) => first.nutrient === amount.nutrient),
  );
  const amounts = [...focused, ...others].slice(0, MAX_ITEMS);
  const kcal = food.energyKcal === null ? null : `${Math.round((food.energyKcal * food.servingG) / 100)} kcal`;
  const cautions = ctx.assess(food).cautions;
  return {
    text: compose(ctx.chat, {
      // The rules for the food first (the thyroid's iodine, pregnancy's Listeria), then its figures.
      paragraph: [
        ...cautions.map((caution) => withSourceMarkdown(caution.message, caution.source)),
        amounts.length === 0 ? texts.foodNoData(food.name) : texts.foodServingIntro(food.name, servingOf(food), kcal),
      ].join(" "),
      items: amounts.map(amountLine),
      // Why a watched nutrient is listed: the person's rule for it, once, unless a caution above said it from its page.
      after: [
        ...new Set(
          watchedAmounts
            .flatMap((amount) => withheld.get(amount.nutrient) ?? [])
            .filter((item) => !cautions.some((caution) => caution.source.url === item.source.url))
            .map((item) => withSourceMarkdown(item.message, item.source)),
        ),
        ...personNotes(ctx.chat),
      ],
      source: [foodSource(food), foodDataSources.dailyValues],
      personal: true,
      followUp: "food_nutrients",
      fill: { food: lowerFirst(food.name.split(",")[0]!) },
    }),
    guidance: true,
  };
}
