import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { RiskWithFoods } from "../../nutrition/answers/facts.ts";
import { meals, planDay, type Meal } from "../../nutrition/answers/meal-plan.ts";
import type { Food, NutrientKey } from "../../nutrition/kb/types.ts";
import { normalizeText } from "../../nutrition/kb/text.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { compose } from "./compose.ts";
import { servingOf } from "./format.ts";

// Meal ideas until the meal library lands: the assessment's own day planner (nutrition/meal-plan.ts) over the
// foods the policy allows this person, richest first in the nutrient the question asks for; one serving of
// each food (well within the servings cap), each food's cautions under it; a food the question names
// ("what can I cook with lentils") is put first when it suits them.

const MEAL_WORDS: ReadonlyArray<readonly [Meal, RegExp]> = [
  ["breakfast", /\b(breakfast|brekkie|brunch|morning)\b/],
  ["lunch", /\b(lunch|lunchbox|midday|packed)\b/],
  ["dinner", /\b(dinner|supper|tea time|evening meal|tonight)\b/],
  ["snack", /\b(snacks?|snacking|between meals|after (a |my )?workout|hungry)\b/],
];

/** The meal a question names ("and for lunch?"), or null. */
export function mealNamedIn(question: string): Meal | null {
  const text = normalizeText(question);
  return MEAL_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

export function mealIdea(
  ctx: OfflineContext,
  meal: Meal | null,
  nutrients: readonly NutrientKey[],
  foods: readonly Food[],
): OfflineAnswer {
  const withheld =
    ctx.kb.safety.nutrientRules.length > 0
      ? ctx.policy
          .recommendFoods("protein_g", { limit: 1 })
          .withheld.filter((item) => item.ruleId === "no-foods-under-14")
      : [];
  if (withheld.length > 0)
    return {
      text: compose(ctx.chat, {
        paragraph: withheld.map((item) => item.message).join(" "),
        personal: true,
        followUp: "nutrient_need",
        fill: { nutrient: "calcium" },
      }),
      guidance: true,
    };
  const suitable = ctx.kb.foods.filter((food) => ctx.assess(food).exclusion === null);
  const risks = nutrients.map((nutrient) => ({
    nutrient,
    name: nutrient,
    reasons: [],
    foods: [],
  })) as unknown as RiskWithFoods[];
  const keto = ctx.chat.person.diets.some((diet) => diet.id === "keto");
  const day = planDay(ctx.kb, suitable, risks, { keto });
  const slot = meal ?? "breakfast";
  const named = foods.find((food) => ctx.assess(food).exclusion === null);
  const chosen = named
    ? [named, ...day[slot].filter((food) => food.category !== named.category)].slice(0, 3)
    : day[slot];
  if (chosen.length === 0) return { text: texts.mealNoFoods, guidance: false };
  const items = chosen.map((food) => {
    const cautions = ctx
      .assess(food)
      .cautions.map((caution) => `\n  - ${texts.cautionLine(caution.message)}`)
      .join("");
    return `${texts.mealLine(food.name, servingOf(food))}${cautions}`;
  });
  const next = meals[(meals.indexOf(slot) + 1) % meals.length]!;
  const text = compose(ctx.chat, {
    paragraph: texts.mealIntro(texts.mealNames[slot] ?? slot),
    items,
    after: [texts.mealTip],
    personal: true,
    followUp: null,
  });
  return { text: `${text}\n\n${texts.followUp(`And for ${texts.mealNames[next]}?`)}`, guidance: true };
}
