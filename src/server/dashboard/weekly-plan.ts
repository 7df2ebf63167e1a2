import type { DraftAnswers } from "../../shared/assessment/index.ts";
import { formatDate, formatList, formatPercent, formatQuantity, upperFirst } from "../../shared/format.ts";
import { weeklyPlanTexts as texts } from "../../shared/texts/dashboard.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import type { RiskWithFoods } from "../nutrition/answers/facts.ts";
import { foodsOfDay, meals, type DayPlan } from "../nutrition/answers/meal-plan.ts";
import { notCheckedLines } from "../nutrition/policy/recommend.ts";
import { nutrientPerServing } from "../nutrition/kb/nutrients.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import type { DashboardFood } from "../../shared/dashboard.ts";
import { dashboardFoods } from "./foods.ts";
import type { PersonFoods } from "./person.ts";
import { keyNutrients, planItem, sevenDays } from "./plan.ts";
import { personAdvice } from "./advice.ts";

// The downloadable seven-day plan (decisions.md: "Download Weekly Plan" downloads a seven-day plan built from
// the recommendations): Markdown, one section per day beginning with the day's name, meals labelled Breakfast,
// Lunch, Dinner and Snack, what each day supplies of the key nutrients, the person's standard advice as the
// assessment gives it, each caution once with the foods and days it concerns (weekly limits honoured by the days),
// and the not-medical-advice note. Under 14, only why no food is suggested.
// Headings are written underlined (setext), so each day's line begins with its name.

const heading = (text: string, level: 1 | 2) => `${text}\n${(level === 1 ? "=" : "-").repeat(text.length)}`;
const document = (sections: readonly string[]) => `${sections.join("\n\n")}\n`;

/** What one serving of each food gives of a nutrient: the amount, and its %DV (null for foods without one). */
function suppliedBy(kb: KnowledgeBase, foods: readonly Food[], nutrient: NutrientKey) {
  let amount = 0;
  let percent: number | null = null;
  let unit = "";
  for (const food of foods) {
    const per = nutrientPerServing(kb, food, nutrient);
    if (!per) continue;
    amount += per.amount;
    unit = per.unit;
    if (per.percentDv !== null) percent = (percent ?? 0) + per.percentDv;
  }
  return { amount, unit, percent };
}

/** "Vitamin D 120% of the Daily Value, ALA (plant omega-3) 5.1 g": one serving of each food of the day. */
function daySupplies(kb: KnowledgeBase, day: DayPlan, risks: readonly RiskWithFoods[]): string | null {
  const parts = risks.flatMap((risk) => {
    const { amount, unit, percent } = suppliedBy(kb, foodsOfDay(day), risk.nutrient as NutrientKey);
    if (amount <= 0) return [];
    return [percent !== null ? texts.supplyPercent(risk.name, formatPercent(percent)) : texts.supplyAmount(risk.name, formatQuantity(amount, unit))];
  });
  return parts.length > 0 ? texts.supplies(parts.slice(0, 4).join(", ")) : null;
}

/** The week's average daily %DV of a nutrient (one serving of each food), or null without a Daily Value. */
function averagePercentDv(kb: KnowledgeBase, week: readonly DayPlan[], nutrient: NutrientKey): number | null {
  if (!kb.dailyValues.has(nutrient)) return null;
  return (suppliedBy(kb, week.flatMap(foodsOfDay), nutrient).percent ?? 0) / week.length;
}

/**
 * Key nutrients the week's meals give less than half the Daily Value of on an average day, each with what to do
 * instead: a vegan's plan cannot supply vitamin B12, and saying nothing would read as if it did.
 */
function shortfalls(kb: KnowledgeBase, week: readonly DayPlan[], risks: readonly RiskWithFoods[]): string[] {
  return risks.flatMap((risk) => {
    const nutrient = risk.nutrient as NutrientKey;
    const average = averagePercentDv(kb, week, nutrient);
    if (average === null || average >= 50) return [];
    const advice = nutrient === "vitamin_b12_ug" || nutrient === "vitamin_d_ug" ? texts.shortAdvice[nutrient] : texts.shortAdvice.other;
    return [texts.short(risk.name, average < 1 ? texts.shortNone : texts.shortAbout(formatPercent(average)), advice)];
  });
}

/** The dashboard's recommended foods, each with what its amount supplies. */
function foodLine(food: DashboardFood): string {
  const supplies = food.supplies
    .map((item) => (item.percentDv !== null ? texts.supplyPercent(item.name, formatPercent(item.percentDv)) : texts.supplyAmount(item.name, formatQuantity(item.amount, item.unit))))
    .join(", ");
  return texts.addFood(`${food.name}${food.replaces ? texts.replaces(food.replaces) : ""}`, food.amount, supplies);
}

function dayBlock(kb: KnowledgeBase, name: string, day: DayPlan, risks: readonly RiskWithFoods[]): string {
  const lines = meals.map((meal) => texts.meal(texts.meals[meal], day[meal].length > 0 ? day[meal].map(planItem).join(", ") : texts.emptyMeal));
  const supplies = daySupplies(kb, day, risks);
  return [heading(name, 2), "", ...lines, ...(supplies ? ["", supplies] : [])].join("\n");
}

/**
 * Each caution once, with the foods of the plan that carry it and the days they are served ("no more than 2
 * portions of oily fish a week", then the week's two): never once per food or per day.
 */
function cautionLines(who: PersonFoods, week: readonly DayPlan[], recommended: readonly DashboardFood[]): string[] {
  const byCaution = new Map<string, Map<string, string[]>>();
  const add = (message: string, food: string, day: string | null) => {
    const foods = byCaution.get(message) ?? new Map<string, string[]>();
    const days = foods.get(food) ?? [];
    if (day) days.push(day);
    foods.set(food, days);
    byCaution.set(message, foods);
  };
  for (const food of recommended) for (const caution of food.cautions) add(caution, food.name, null);
  week.forEach((day, index) => {
    for (const food of foodsOfDay(day)) for (const caution of who.assessor.assess(food).cautions) add(caution.message, food.name, texts.days[index]!);
  });
  return [...byCaution].map(([message, foods]) => texts.caution(message, [...foods].map(([food, days]) => texts.cautionFood(food, formatList(days)))));
}

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");

export interface WeeklyPlanInput {
  answers: DraftAnswers;
  completedAt: Date;
  who: PersonFoods;
}

/** The whole document. Pure: the same assessment gives the same plan, byte for byte. */
export function weeklyPlanMarkdown({ answers, completedAt, who }: WeeklyPlanInput): string {
  const notChecked = notCheckedLines(who.person);
  const end = [...(notChecked.length > 0 ? [heading(texts.notCheckedHeading, 2), bullets(notChecked)] : []), heading(texts.noteHeading, 2), safetyTexts.notMedicalAdvice];
  // Under 14 the policy suggests no food at all: no days, and why, in the words the assessment uses.
  if (who.noFoods.length > 0) return document([heading(texts.title, 1), texts.fromAssessment(formatDate(completedAt)), ...who.noFoods, ...end]);
  const { kb } = who.policy;
  const risks = keyNutrients(answers, who);
  const week = sevenDays(who, risks);
  const recommended = dashboardFoods(answers, who).foods;
  const short = shortfalls(kb, week, risks);
  const advice = personAdvice(answers, who);
  const cautions = cautionLines(who, week, recommended);
  return document([
    heading(texts.title, 1),
    texts.basedOn(formatDate(completedAt)),
    heading(texts.keyNutrientsHeading, 2),
    risks.length > 0 ? risks.map((risk) => texts.keyNutrient(risk.name, upperFirst(formatList(risk.reasons)))).join("\n") : texts.noKeyNutrients,
    ...(recommended.length > 0 ? [heading(texts.addHeading, 2), texts.addIntro, recommended.map(foodLine).join("\n")] : []),
    ...week.map((day, index) => dayBlock(kb, texts.days[index]!, day, risks)),
    ...(short.length > 0 ? [heading(texts.shortHeading, 2), texts.shortIntro, short.join("\n")] : []),
    texts.portions,
    ...(advice.length > 0 ? [heading(texts.adviceHeading, 2), bullets(advice)] : []),
    ...(cautions.length > 0 ? [heading(texts.cautionsHeading, 2), cautions.join("\n")] : []),
    ...end,
  ]);
}
