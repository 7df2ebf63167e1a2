import { formatServing } from "../../../shared/format.ts";
import { type AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { dashboardFigures, nutrientStatusLevelLabel } from "../../../shared/assessment/scoring.ts";
import { lookupTexts } from "../../../shared/texts/lookup.ts";
import { personInputFromAnswers } from "./person-from-answers.ts";
import { createPolicy, type PersonPolicy } from "../policy/policy.ts";
import { noFoodSuggestions } from "../policy/nutrient-rules.ts";
import { notCheckedLines } from "../policy/recommend.ts";
import { withoutCaution } from "../policy/exclusions.ts";
import type { AdviceLine } from "../policy/advice.ts";
import type { Person } from "../policy/types.ts";
import type { Recommendation, SafetyMessage } from "../policy/result-types.ts";
import type { SafetyRules } from "../kb/rules/types.ts";
import { dietaryExclusions, nutrientsAtStake, type NutrientRisk, type WithheldNutrient } from "./risk.ts";
import { fenceFreeText } from "../../ai/fence.ts";
import { readTypedSupplements, type TypedSupplement } from "./typed-supplements.ts";
import type { DietProfile, Food, NutrientKey } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import { sampleDay, sampleDayFigures, sampleDayMeals, type SampleDay } from "../meals/sample-day.ts";

// The facts FoodFirst computes from the answers and the knowledge base: the prompt is grounded in them, and
// the offline engine writes from them. Every food in them comes from the recommendation policy for this
// person (diet, allergies, typed text, conditions, age, sex, pregnancy), with the cautions it carries.

/** One food from the knowledge base, with one serving's amount of a nutrient and its cautions. */
export interface FoodFact {
  name: string;
  serving: string;
  amount: number;
  unit: string;
  percentDv: number | null;
  /** Said beside the food wherever it is named (one serving above an upper limit, "choose halal meat"...). */
  cautions: string[];
}

export interface NutrientFact {
  nutrient: string;
  name: string;
  reasons: string[];
  /** Foods the policy recommends for the person, richest first. */
  foods: FoodFact[];
  /** Standard advice for this nutrient and this person (vitamin C with plant iron, B12 from fortified foods...). */
  advice: string[];
}

/** The facts we compute ourselves, so the model writes from them rather than from memory. */
export interface AssessmentFacts {
  overallScore: number;
  nutritionBalance: number;
  nutrientStatuses: { name: string; percent: number; level: string }[];
  atRisk: NutrientFact[];
  /** Nutrients the person's condition says not to push, with the policy's words instead of foods. */
  withheld: { name: string; messages: string[] }[];
  /** Standard advice that applies to the person in general (folic acid when trying to conceive...). */
  advice: string[];
  /** Typed text we could not match to our food rules: the foods are not checked against it. */
  notChecked: string[];
  /** The same lines for a model's prompt: the typed text in them fenced as data. */
  notCheckedForModel: string[];
  /** What the diet, allergies, conditions and life stage rule out, in words. */
  exclusions: string[];
  /** For probiotics: fermented foods that fit. */
  fermentedFoods: string[];
  /** Typed supplement doses above an upper limit, or questioned (for the prompt: the typed text fenced). */
  supplementDoses: string[];
  /** Why no food is suggested at all (children under 14), or empty. */
  noFoodSuggestions: SafetyMessage[];
  /** The sample day from the meal library ("Breakfast: ... (1½ servings, 10 min)", then its figures); empty under 14. */
  sampleDay: string[];
}

/** A nutrient at risk with the foods the policy recommends for it (a meal plan scores foods by these). */
export interface RiskWithFoods extends NutrientRisk {
  foods: Recommendation[];
}

/** ...and the standard advice for it, as the assessment writes it. */
export interface RiskWithAdvice extends RiskWithFoods {
  advice: AdviceLine[];
}

export interface EngineFacts extends AssessmentFacts {
  person: Person;
  rules: SafetyRules;
  policy: PersonPolicy;
  /** Foods the policy leaves in with no caution at all: what a meal plan or a plain list may name. */
  suitable: Food[];
  risks: RiskWithAdvice[];
  withheldNutrients: (WithheldNutrient & { advice: AdviceLine[] })[];
  generalAdvice: AdviceLine[];
  fermented: Food[];
  typedSupplements: TypedSupplement[];
  /** The sample day the text writes; null under 14. */
  mealDay: SampleDay | null;
}

/** The diet and allergies of the answers (the older diet filter's view; the policy reads more). */
export function dietProfile(answers: AssessmentAnswers): DietProfile {
  return {
    dietType: answers.dietType,
    ...(answers.dietType === "other" && answers.otherDietType ? { otherDietType: answers.otherDietType } : {}),
    allergies: answers.allergies,
    ...(answers.otherAllergy ? { otherAllergy: answers.otherAllergy } : {}),
  };
}

export function toFoodFact(entry: Pick<Recommendation, "food" | "amount" | "cautions">): FoodFact {
  return {
    name: entry.food.name,
    serving: formatServing(entry.food.servingLabel, entry.food.servingG),
    amount: entry.amount.amount,
    unit: entry.amount.unit,
    percentDv: entry.amount.percentDv,
    cautions: entry.cautions.map((caution) => caution.message),
  };
}

/** Up to `limit` foods for a nutrient, preferring ones not yet used so the advice has variety; demoted foods last. */
function pickFoods(policy: PersonPolicy, nutrient: NutrientKey, used: Set<string>, limit: number): Recommendation[] {
  const ranked = policy.recommendFoods(nutrient, { limit: limit * 4 }).foods;
  const order = (entry: Recommendation) => (entry.demoted ? 2 : 0) + (used.has(entry.food.id) ? 1 : 0);
  const picked = [...ranked].sort((a, b) => order(a) - order(b)).slice(0, limit);
  picked.sort((a, b) => Number(a.demoted) - Number(b.demoted) || b.amount.amount - a.amount.amount);
  for (const entry of picked) used.add(entry.food.id);
  return picked;
}

/** "vegan: animal food; may contain milk (check the label) (in our data: Beef liver, ...)": what each part of the person leaves out. */
function exclusionLines(kb: KnowledgeBase, policy: PersonPolicy): string[] {
  const byLabel = new Map<string, { reasons: Set<string>; foods: string[] }>();
  for (const food of kb.foods) {
    // Every reason a food is left out, under each part of the person that leaves it out.
    for (const exclusion of policy.assessFood(food).exclusions) {
      const entry = byLabel.get(exclusion.label) ?? { reasons: new Set<string>(), foods: [] };
      entry.reasons.add(exclusion.reason);
      if (!entry.foods.includes(food.name)) entry.foods.push(food.name);
      byLabel.set(exclusion.label, entry);
    }
  }
  return [...byLabel].map(
    ([label, { reasons, foods }]) =>
      `${label}: ${[...reasons].join("; ")} (in our data: ${foods.slice(0, 6).join("; ")}${foods.length > 6 ? "; ..." : ""})`,
  );
}

function typedSupplementLines(readings: readonly TypedSupplement[]): string[] {
  return readings.flatMap((reading) => {
    if (reading.status === "questioned") return [`${fenceFreeText(reading.text)}: ${reading.message}`];
    if (reading.status === "unread") return [];
    return reading.cautions.map((caution) => `${fenceFreeText(reading.text)}: ${lookupTexts.ulCaution(caution)}`);
  });
}

export function buildAssessmentFacts(
  answers: AssessmentAnswers,
  kb: KnowledgeBase,
  options: { foodsPerNutrient?: number; maxNutrients?: number; now?: Date } = {},
): EngineFacts {
  const policyForKb = createPolicy(kb);
  const person = policyForKb.resolvePerson(personInputFromAnswers(answers, options.now));
  const policy = policyForKb.forPerson(person);
  const figures = dashboardFigures(answers);
  const used = new Set<string>();
  const atStake = nutrientsAtStake(answers, { person, rules: kb.safety });
  const shown = new Set<string>();
  const adviceOf = (nutrient: NutrientKey) => {
    const lines = policy.adviceFor(nutrient).lines.filter((line) => !shown.has(line.ruleId));
    for (const line of lines) shown.add(line.ruleId);
    return lines;
  };
  const risks: RiskWithAdvice[] = atStake.risks.slice(0, options.maxNutrients ?? 6).map((risk) => ({
    ...risk,
    foods: pickFoods(policy, risk.nutrient, used, options.foodsPerNutrient ?? 3),
    advice: adviceOf(risk.nutrient),
  }));
  const withheldNutrients = atStake.withheld.map((item) => ({ ...item, advice: adviceOf(item.nutrient) }));
  const generalAdvice = policy.adviceFor(null).lines.filter((line) => !shown.has(line.ruleId));
  const childNote = noFoodSuggestions(kb.safety, person);
  // What a meal plan or a plain list names: left in, never ranked last, no caution to repeat beside it.
  const suitable = childNote.length > 0 ? [] : kb.foods.filter((food) => withoutCaution(policy.assessFood(food)));
  const fermented = suitable.filter((food) => food.category === "fermented" || /yogurt|kefir/i.test(food.name));
  const typedSupplements = readTypedSupplements(
    kb,
    answers.supplements?.includes("other") ? answers.otherSupplement : null,
    policy.upperLimits,
  );
  const notChecked = notCheckedLines(person);
  const mealDay =
    childNote.length > 0
      ? null
      : sampleDay(kb, kb.safety, answers, person, { assess: policy.assessFood, limits: policy.upperLimits }, risks);
  return {
    overallScore: figures.overallScore,
    nutritionBalance: figures.nutritionBalance,
    nutrientStatuses: figures.nutrientStatuses.map((s) => ({
      name: s.name,
      percent: s.percent,
      level: nutrientStatusLevelLabel(s.level),
    })),
    atRisk: risks.map((risk) => ({
      nutrient: risk.nutrient,
      name: risk.name,
      reasons: risk.reasons,
      foods: risk.foods.map(toFoodFact),
      advice: risk.advice.map((line) => line.message),
    })),
    withheld: withheldNutrients.map((item) => ({
      name: item.name,
      messages: [...item.withheld, ...item.advice].map((line) => line.message),
    })),
    advice: generalAdvice.map((line) => line.message),
    notChecked,
    notCheckedForModel: notCheckedLines(person, fenceFreeText),
    exclusions: [...dietaryExclusions(answers), ...exclusionLines(kb, policy)],
    fermentedFoods: fermented.slice(0, 4).map((food) => food.name),
    supplementDoses: typedSupplementLines(typedSupplements),
    noFoodSuggestions: childNote,
    sampleDay: mealDay
      ? [...sampleDayMeals(mealDay).map((meal) => `${meal.label}: ${meal.text}`), ...sampleDayFigures(mealDay)]
      : [],
    person,
    rules: kb.safety,
    policy,
    suitable,
    risks,
    withheldNutrients,
    generalAdvice,
    fermented,
    typedSupplements,
    mealDay,
  };
}
