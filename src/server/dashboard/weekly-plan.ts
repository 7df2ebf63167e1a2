import type { DraftAnswers } from "../../shared/assessment/schema.ts";
import {
  formatDate,
  formatList,
  formatPercent,
  formatQuantity,
  upperFirst,
  withSourceMarkdown,
} from "../../shared/format.ts";
import { weeklyPlanTexts as texts } from "../../shared/texts/dashboard.ts";
import { mealPlanTexts } from "../../shared/texts/meals.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { notCheckedLines } from "../nutrition/policy/recommend.ts";
import type { NutrientKey } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import type { DashboardFood, SourcedNote } from "../../shared/dashboard.ts";
import { dayTotalsLine, mealLine, needLine, shoppingName, suppliesLine } from "../nutrition/meals/describe.ts";
import { planWeek, type PlannedDay } from "../nutrition/meals/planner.ts";
import { shoppingList } from "../nutrition/meals/shopping.ts";
import { MEAL_SLOTS, type Meal } from "../nutrition/kb/meals/types.ts";
import type { EnergyNeed } from "../nutrition/meals/energy.ts";
import { dashboardFoods } from "./foods.ts";
import type { PersonFoods } from "./person.ts";
import { keyNutrients, planInputFor } from "./plan.ts";
import { personAdvice } from "./advice.ts";
import { sourcedNote } from "./notes.ts";

// The downloadable seven-day plan (decisions.md: "Download Weekly Plan" downloads a seven-day plan built from
// the recommendations): Markdown, one section per day beginning with the day's name, named meals of the meal
// library labelled Breakfast, Lunch, Dinner and Snack with their servings, each day's energy, protein and fibre
// (none for someone who gets no calorie figures) and what it supplies of the key nutrients, the week's shopping
// list by aisle, the recipes, the person's standard advice as the assessment gives it, each caution once with the
// foods and days it concerns (weekly limits honoured by the days), and the not-medical-advice note. Under 14,
// only why no food is suggested. Headings are written underlined (setext), so each day's line begins with its name.

const heading = (text: string, level: 1 | 2) => `${text}\n${(level === 1 ? "=" : "-").repeat(text.length)}`;
const document = (sections: readonly string[]) => `${sections.join("\n\n")}\n`;

/** The week's average daily %DV of a nutrient from its meals at their portions, or null without a Daily Value. */
function averagePercentDv(kb: KnowledgeBase, week: readonly PlannedDay[], nutrient: NutrientKey): number | null {
  const dailyValue = kb.dailyValues.get(nutrient)?.value;
  if (!dailyValue) return null;
  return week.reduce((sum, day) => sum + ((day.totals.values[nutrient] ?? 0) / dailyValue) * 100, 0) / week.length;
}

/**
 * Key nutrients the week's meals give less than half the Daily Value of on an average day, each with what to do
 * instead: a vegan's plan cannot supply vitamin B12, and saying nothing would read as if it did.
 */
function shortfalls(kb: KnowledgeBase, week: readonly PlannedDay[], risks: ReturnType<typeof keyNutrients>): string[] {
  return risks.flatMap((risk) => {
    const nutrient = risk.nutrient as NutrientKey;
    const average = averagePercentDv(kb, week, nutrient);
    if (average === null || average >= 50) return [];
    const advice =
      nutrient === "vitamin_b12_ug" || nutrient === "vitamin_d_ug"
        ? texts.shortAdvice[nutrient]
        : texts.shortAdvice.other;
    return [texts.short(risk.name, average < 1 ? texts.shortNone : texts.shortAbout(formatPercent(average)), advice)];
  });
}

/** The dashboard's recommended foods, each with what its amount supplies. */
function foodLine(food: DashboardFood): string {
  const supplies = food.supplies
    .map((item) =>
      item.percentDv !== null
        ? texts.supplyPercent(item.name, formatPercent(item.percentDv))
        : texts.supplyAmount(item.name, formatQuantity(item.amount, item.unit)),
    )
    .join(", ");
  return texts.addFood(`${food.name}${food.replaces ? texts.replaces(food.replaces) : ""}`, food.amount, supplies);
}

function dayBlock(
  kb: KnowledgeBase,
  name: string,
  day: PlannedDay,
  keys: readonly NutrientKey[],
  need: EnergyNeed,
): string {
  const lines = MEAL_SLOTS.flatMap((slot) => {
    const items = day.meals.filter((item) => item.slot === slot);
    return items.length > 0 ? [texts.meal(texts.meals[slot], items.map(mealLine).join("; "))] : [];
  });
  const supplies = suppliesLine(kb, day.totals, keys);
  return [
    heading(name, 2),
    "",
    ...lines,
    "",
    `_${dayTotalsLine(day.totals, need)}_`,
    ...(supplies ? ["", `_${supplies}_`] : []),
  ].join("\n");
}

/**
 * Each caution once, with the ingredients of the plan's meals that carry it and the days they are served ("no more
 * than 2 portions of oily fish a week", then the week's two): never once per meal or per day.
 */
function cautionLines(week: readonly PlannedDay[], recommended: readonly DashboardFood[]): string[] {
  const byCaution = new Map<string, { note: SourcedNote; foods: Map<string, string[]> }>();
  const add = (note: SourcedNote, food: string, day: string | null) => {
    const entry = byCaution.get(note.text) ?? { note, foods: new Map<string, string[]>() };
    const days = entry.foods.get(food) ?? [];
    if (day && !days.includes(day)) days.push(day);
    entry.foods.set(food, days);
    byCaution.set(note.text, entry);
  };
  for (const food of recommended) for (const caution of food.cautions) add(caution, food.name, null);
  week.forEach((day, index) => {
    for (const item of day.meals)
      for (const { food, caution } of item.cautions)
        add(sourcedNote(caution), `${food.name} in ${item.meal.name.toLowerCase()}`, texts.days[index]!);
  });
  return [...byCaution.values()].map(({ note, foods }) =>
    withSource(
      texts.caution(
        note.text,
        [...foods].map(([food, days]) => texts.cautionFood(food, formatList(days))),
      ),
      note,
    ),
  );
}

/** A line with its rule's source after it, as a Markdown link (our own lines have none). */
const withSource = (line: string, note: SourcedNote) => (note.source ? withSourceMarkdown(line, note.source) : line);

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");

/** The week's shopping list, aisle by aisle. */
function shoppingSection(kb: KnowledgeBase, week: readonly PlannedDay[]): string[] {
  const aisles = shoppingList(
    kb,
    week.map((day) => day.meals),
  );
  return [
    heading(mealPlanTexts.shoppingHeading, 2),
    mealPlanTexts.shoppingIntro,
    ...aisles.map(
      ({ aisle, items }) =>
        `### ${aisle}\n\n${items.map((item) => mealPlanTexts.shoppingItem(item.name, item.text)).join("\n")}`,
    ),
  ];
}

/** Each meal of the week once, with its ingredients per serving and its steps. */
function recipesSection(week: readonly PlannedDay[]): string[] {
  const meals = new Map<string, Meal>();
  for (const day of week) for (const item of day.meals) meals.set(item.meal.id, item.meal);
  const recipe = (meal: Meal) =>
    [
      mealPlanTexts.recipe(meal.name, meal.minutes, meal.servings),
      mealPlanTexts.ingredients(
        meal.ingredients.map(({ food, grams }) =>
          mealPlanTexts.ingredient(
            shoppingName(food),
            mealPlanTexts.grams(Math.round((grams / meal.servings) * 10) / 10),
          ),
        ),
      ),
      meal.steps.map((step, index) => `${index + 1}. ${step}`).join("\n"),
    ].join("\n\n");
  return [heading(mealPlanTexts.recipesHeading, 2), mealPlanTexts.recipeIntro, ...[...meals.values()].map(recipe)];
}

export interface WeeklyPlanInput {
  answers: DraftAnswers;
  completedAt: Date;
  who: PersonFoods;
}

/** The whole document. Pure: the same assessment gives the same plan, byte for byte. */
export function weeklyPlanMarkdown({ answers, completedAt, who }: WeeklyPlanInput): string {
  const notChecked = notCheckedLines(who.person);
  const end = [
    ...(notChecked.length > 0 ? [heading(texts.notCheckedHeading, 2), bullets(notChecked)] : []),
    heading(texts.noteHeading, 2),
    safetyTexts.notMedicalAdvice,
  ];
  // Under 14 the policy suggests no food at all: no days, and why, in the words the assessment uses.
  if (who.noFoods.length > 0)
    return document([
      heading(texts.title, 1),
      texts.fromAssessment(formatDate(completedAt)),
      ...who.noFoods.map((note) => withSource(note.text, note)),
      ...end,
    ]);
  const input = planInputFor(answers, who);
  const { kb, need } = input;
  const risks = keyNutrients(answers, who);
  const week = planWeek(input);
  const recommended = dashboardFoods(answers, who).foods;
  const short = shortfalls(kb, week, risks);
  const averageKcal = week.reduce((sum, day) => sum + day.totals.energyKcal, 0) / week.length;
  const advice = personAdvice(answers, who);
  const cautions = cautionLines(week, recommended);
  return document([
    heading(texts.title, 1),
    texts.basedOn(formatDate(completedAt)),
    needLine(need),
    heading(texts.keyNutrientsHeading, 2),
    risks.length > 0
      ? risks.map((risk) => texts.keyNutrient(risk.name, upperFirst(formatList(risk.reasons)))).join("\n")
      : texts.noKeyNutrients,
    ...(recommended.length > 0
      ? [heading(texts.addHeading, 2), texts.addIntro, recommended.map(foodLine).join("\n")]
      : []),
    ...week.map((day, index) => dayBlock(kb, texts.days[index]!, day, input.keyNutrients, need)),
    ...(need.kind === "target" && averageKcal < need.kcal * 0.9 ? [mealPlanTexts.shortOfNeed(averageKcal)] : []),
    ...(short.length > 0 ? [heading(texts.shortHeading, 2), texts.shortIntro, short.join("\n")] : []),
    texts.portions,
    ...shoppingSection(kb, week),
    ...recipesSection(week),
    ...(advice.length > 0
      ? [heading(texts.adviceHeading, 2), bullets(advice.map((note) => withSource(note.text, note)))]
      : []),
    ...(cautions.length > 0 ? [heading(texts.cautionsHeading, 2), cautions.join("\n")] : []),
    ...end,
  ]);
}
