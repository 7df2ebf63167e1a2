import { formatServing } from "../../shared/format.ts";
import { dashboardFigures, nutrientStatusLevelLabel, type AssessmentAnswers } from "../../shared/assessment/index.ts";
import {
  suitableFoods,
  topFoodsForNutrient,
  type DietProfile,
  type Food,
  type KnowledgeBase,
  type RankedFood,
} from "./index.ts";
import { dietaryExclusions, nutrientsAtRisk, type NutrientRisk } from "./risk.ts";

// The facts FoodFirst computes from the answers and the knowledge base: the prompt is grounded in
// them, and the offline engine writes from them.

/** One food from the knowledge base, with one serving's amount of a nutrient. */
export interface FoodFact {
  name: string;
  serving: string;
  amount: number;
  unit: string;
  percentDv: number | null;
}

export interface NutrientFact {
  nutrient: string;
  name: string;
  reasons: string[];
  /** Foods that fit the person's diet and allergies, richest first. */
  foods: FoodFact[];
}

/** The facts we compute ourselves, so the model writes from them rather than from memory. */
export interface AssessmentFacts {
  overallScore: number;
  nutritionBalance: number;
  nutrientStatuses: { name: string; percent: number; level: string }[];
  atRisk: NutrientFact[];
  /** What the diet and allergies rule out, in words. */
  exclusions: string[];
  /** For probiotics: fermented foods that fit. */
  fermentedFoods: string[];
}

export interface RiskWithFoods extends NutrientRisk {
  foods: RankedFood[];
}

export interface EngineFacts extends AssessmentFacts {
  profile: DietProfile;
  /** Every knowledge-base food that fits the diet and allergies. */
  suitable: Food[];
  risks: RiskWithFoods[];
  fermented: Food[];
}

export function dietProfile(answers: AssessmentAnswers): DietProfile {
  return {
    dietType: answers.dietType,
    allergies: answers.allergies,
    ...(answers.otherAllergy ? { otherAllergy: answers.otherAllergy } : {}),
  };
}

function toFoodFact(ranked: RankedFood): FoodFact {
  return {
    name: ranked.food.name,
    serving: formatServing(ranked.food.servingLabel, ranked.food.servingG),
    amount: ranked.amount.amount,
    unit: ranked.amount.unit,
    percentDv: ranked.amount.percentDv,
  };
}

/** A serving worth recommending: at least 10% of the Daily Value (or, for omega-3s without one, a real amount). */
export function isMeaningfulSource(entry: RankedFood): boolean {
  if (entry.amount.percentDv !== null) return entry.amount.percentDv >= 10;
  if (entry.amount.nutrient === "ala_g") return entry.amount.amount >= 0.5;
  if (entry.amount.nutrient === "epa_plus_dha_g") return entry.amount.amount >= 0.1;
  return entry.amount.amount > 0;
}

/** One serving stays within the tolerable upper intake level (e.g. no oysters for zinc: 52 mg against a 40 mg UL). */
export function withinUpperLimit(kb: KnowledgeBase, entry: RankedFood): boolean {
  const limit = kb.upperLimits.get(entry.amount.nutrient);
  return !limit || limit.appliesTo !== "total" || entry.amount.amount <= limit.value;
}

/** Up to `limit` foods for a nutrient, preferring ones not yet used so the advice has variety. */
function pickFoods(kb: KnowledgeBase, risk: NutrientRisk, profile: DietProfile, used: Set<string>, limit: number): RankedFood[] {
  const ranked = topFoodsForNutrient(kb, risk.nutrient, { profile, limit: limit * 4, rankBy: "serving" }).filter(
    (entry) => isMeaningfulSource(entry) && withinUpperLimit(kb, entry),
  );
  const fresh = ranked.filter((entry) => !used.has(entry.food.id));
  const picked = [...fresh, ...ranked.filter((entry) => used.has(entry.food.id))].slice(0, limit);
  picked.sort((a, b) => b.amount.amount - a.amount.amount);
  for (const entry of picked) used.add(entry.food.id);
  return picked;
}

export function buildAssessmentFacts(
  answers: AssessmentAnswers,
  kb: KnowledgeBase,
  options: { foodsPerNutrient?: number; maxNutrients?: number; now?: Date } = {},
): EngineFacts {
  const profile = dietProfile(answers);
  const figures = dashboardFigures(answers);
  const used = new Set<string>();
  const risks: RiskWithFoods[] = nutrientsAtRisk(answers, options.now)
    .slice(0, options.maxNutrients ?? 6)
    .map((risk) => ({ ...risk, foods: pickFoods(kb, risk, profile, used, options.foodsPerNutrient ?? 3) }));
  const suitable = suitableFoods(kb, profile);
  const fermented = suitable.filter((food) => food.category === "fermented" || /yogurt|kefir/i.test(food.name));
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
    })),
    exclusions: dietaryExclusions(answers),
    fermentedFoods: fermented.slice(0, 4).map((food) => food.name),
    profile,
    suitable,
    risks,
    fermented,
  };
}
