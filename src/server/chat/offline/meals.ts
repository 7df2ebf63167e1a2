import { lowerFirst } from "../../../shared/format.ts";
import { chatFollowUps } from "../../../shared/texts/chat-topics.ts";
import { mealPlanTexts } from "../../../shared/texts/meals.ts";
import { foodDataSources, offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { MEAL_SLOTS, type MealSlot } from "../../nutrition/kb/meals/types.ts";
import type { Food, NutrientKey } from "../../nutrition/kb/types.ts";
import { normalizeText } from "../../nutrition/kb/text.ts";
import { mealIdeas, type MealIdea, type MealIdeasOptions } from "../../nutrition/meals/ideas.ts";
import { planInput, planNutrients } from "../../nutrition/meals/person-plan.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { compose, personNotes } from "./compose.ts";
import { cautionItem } from "./format.ts";

// Meal ideas from the meal library (data/meals/), the way the dashboard and the assessment's sample day plan
// them: `mealIdeas` over the meals whose every ingredient the safety policy allows this person, richest in the
// nutrient the question asks for and then in the person's key nutrients, with each ingredient's amount per
// serving and its cautions. "Quick" keeps to 15 minutes (or the minutes asked), a food the question names
// ("what can I cook with lentils") comes first, and a question with no meal gets one idea for each.

export type Meal = MealSlot;

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

const QUICK = /\b(quick|quickly|fast|easy|simple|in a hurry|no time|busy)\b/;
const MINUTES = /\b(?:in|under|within|less than)\s+(\d{1,3})\s*(?:min|mins|minutes)\b/;

/** The time the question allows: "in 20 minutes" is 20, "quick" is 15, otherwise none. */
export function minutesAsked(question: string): number | undefined {
  const text = normalizeText(question);
  const stated = MINUTES.exec(text);
  if (stated) return Number(stated[1]);
  return QUICK.test(text) ? 15 : undefined;
}

/** One idea as a list item: its name, time, energy and protein, the amounts per serving, its cautions under it. */
function ideaItem(idea: MealIdea): string {
  const [, ...rest] = idea.text.split(": ");
  const line = `**${idea.meal.name}**: ${rest.join(": ")}. ${mealPlanTexts.ingredients(idea.ingredients)}`;
  return [line, ...idea.cautions.map(cautionItem)].join("\n");
}

export function mealIdea(
  ctx: OfflineContext,
  meal: Meal | null,
  nutrients: readonly NutrientKey[],
  foods: readonly Food[],
  question: string,
): OfflineAnswer {
  const { chat } = ctx;
  // The nutrient asked for first (unless the person's condition says not to push it), then the person's own.
  const asked = planNutrients(
    ctx.rules,
    chat.person,
    nutrients.map((nutrient) => ({ nutrient })),
  );
  const keyNutrients = [...new Set([...asked, ...chat.keyNutrients])];
  const input = planInput(ctx.kb, chat.answers, chat.person, ctx.assessor, keyNutrients);
  const including = foods.find((food) => ctx.assess(food).exclusion === null);
  const options: MealIdeasOptions = {
    ...(minutesAsked(question) === undefined ? {} : { maxMinutes: minutesAsked(question)! }),
    ...(including ? { including } : {}),
  };
  const uses = (idea: MealIdea) => including !== undefined && idea.meal.ingredients.some((i) => i.food === including);
  let ideas: MealIdea[];
  if (meal) ideas = mealIdeas(input, meal, { ...options, limit: 3 });
  else if (including) {
    // "What can I cook with lentils?": the meals of any slot that use it, the best first.
    const seen = new Set<string>();
    ideas = MEAL_SLOTS.flatMap((slot) => mealIdeas(input, slot, { ...options, limit: 3 }))
      .filter((idea) => uses(idea) && !seen.has(idea.meal.id) && seen.add(idea.meal.id))
      .slice(0, 3);
    if (ideas.length === 0) ideas = mealIdeas(input, "dinner", { ...options, limit: 3 });
  } else {
    // "What should I eat today?": one idea for each meal of the day, none twice.
    const seen = new Set<string>();
    ideas = [];
    for (const slot of MEAL_SLOTS) {
      const idea = mealIdeas(input, slot, { ...options, limit: 1, exclude: seen })[0];
      if (idea) ideas.push(idea);
      if (idea) seen.add(idea.meal.id);
    }
  }
  const slotName = meal ? texts.mealNames[meal]! : null;
  const next = meal ? MEAL_SLOTS[(MEAL_SLOTS.indexOf(meal) + 1) % MEAL_SLOTS.length]! : null;
  const followUp = texts.followUp(next ? texts.mealNext[next] : chatFollowUps.meal_day);
  if (ideas.length === 0) {
    const none = compose(chat, {
      paragraph: minutesAsked(question) === undefined ? mealPlanTexts.ideasNone : texts.mealNoneQuick,
      personal: true,
      after: personNotes(chat),
    });
    return { text: `${none}\n\n${followUp}`, guidance: true };
  }
  const foodName = including ? lowerFirst(including.name.split(",")[0]!) : null;
  const paragraph = [
    slotName
      ? texts.mealIdeasIntro(slotName)
      : foodName && ideas.some(uses)
        ? texts.mealWithIntro(foodName)
        : texts.mealDayIntro,
    ...(foodName && !ideas.some(uses) ? [texts.mealNoneWith(foodName)] : []),
  ].join(" ");
  const text = compose(chat, {
    paragraph,
    items: ideas.map(ideaItem),
    after: personNotes(chat),
    source: foodDataSources.usda,
    personal: true,
  });
  return { text: `${text}\n\n${followUp}`, guidance: true };
}
