import type { Food, NutrientKey } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import { nutrientPerServing } from "../kb/nutrients.ts";
import type { RiskWithFoods } from "./facts.ts";

// A day of meals from the foods that fit the person, richest first in the nutrients they need most.
// Pure: the assessment's sample day uses it, and so can a weekly plan.

export const meals = ["breakfast", "lunch", "dinner", "snack"] as const;
export type Meal = (typeof meals)[number];
export type DayPlan = Record<Meal, Food[]>;

/** Every food of a day, meal by meal. */
export const foodsOfDay = (day: DayPlan): Food[] => meals.flatMap((meal) => day[meal]);

/** Scores a food by how much it adds to the nutrients this person needs most. */
function usefulness(kb: KnowledgeBase, food: Food, risks: readonly RiskWithFoods[]): number {
  let score = 0;
  for (const [index, risk] of risks.entries()) {
    const amount = nutrientPerServing(kb, food, risk.nutrient as NutrientKey);
    if (!amount) continue;
    const share = amount.percentDv ?? (amount.amount > 0 ? 25 : 0);
    score += Math.min(share, 100) * (risks.length - index);
  }
  return score;
}

/** Not a meal's main part: drinks, condiments and fermented sides. */
const notAMain = /yogurt|kefir|milk|sauerkraut|kimchi|miso|caviar|anchov|liver|kidney|heart/i;
/** Not eaten as a portion on its own. */
const drinksAndSides = /molasses|garlic|parsley|caviar|spirulina|dried|kelp|wakame|miso|wheat germ/i;

/** One food of a meal, from `categories` (earlier ones first), never one whose name `exclude` matches. */
export interface Slot {
  categories: readonly string[];
  exclude?: RegExp;
}

const from = (categories: readonly string[], exclude?: RegExp): Slot => ({ categories, exclude });

/** Each meal's slots, filled in this order (breakfast first), so earlier slots take the best foods. */
export function mealSlots(keto: boolean): Record<Meal, Slot[]> {
  return keto
    ? {
        breakfast: [from(["eggs", "dairy", "fermented"]), from(["leafy_greens", "vegetables"]), from(["nuts_seeds"])],
        lunch: [from(["fish", "meat", "shellfish", "eggs"]), from(["leafy_greens"]), from(["vegetables"])],
        dinner: [
          from(["fish", "meat", "shellfish", "fermented"], notAMain),
          from(["vegetables", "mushrooms"]),
          from(["leafy_greens"]),
        ],
        snack: [from(["nuts_seeds", "dairy"]), from(["nuts_seeds", "fruits"])],
      }
    : {
        breakfast: [
          from(["whole_grains"], /rice|barley|bulgur|millet|teff|spelt|wild/i),
          from(["fruits"]),
          from(["nuts_seeds", "dairy"]),
        ],
        lunch: [from(["legumes", "fish", "eggs"]), from(["leafy_greens"]), from(["vegetables"])],
        dinner: [
          from(["fish", "meat", "legumes", "fermented"], notAMain),
          from(["vegetables", "mushrooms"]),
          from(["whole_grains"]),
        ],
        snack: [from(["fruits", "dairy", "fermented"]), from(["nuts_seeds", "fruits"])],
      };
}

/** Whether `food` may fill `slot` at all (which of the slot's categories comes first is `planDay`'s choice). */
export function fits(food: Food, slot: Slot): boolean {
  return slot.categories.includes(food.category) && !drinksAndSides.test(food.name) && !slot.exclude?.test(food.name);
}

/**
 * One day's meals from `suitable` (foods that already fit the person), each food used once.
 * `lastUsed` (food id -> the index of the day it was last served, as a weekly plan keeps) makes each slot prefer
 * foods never served, then those served longest ago, and only then the most useful: see `pick`.
 * `canServe` (a weekly plan's limits: oily fish twice a week in pregnancy) is asked before a food is taken, with
 * the day's foods so far.
 */
export function planDay(
  kb: KnowledgeBase,
  suitable: readonly Food[],
  risks: readonly RiskWithFoods[],
  options: {
    keto: boolean;
    lastUsed?: ReadonlyMap<string, number>;
    canServe?: (food: Food, today: readonly Food[]) => boolean;
  },
): DayPlan {
  const used = new Set<string>();
  const today: Food[] = [];
  const allowed = (food: Food) => !options.canServe || options.canServe(food, today);
  const score = new Map(suitable.map((food) => [food, usefulness(kb, food, risks)]));
  const ranked = [...suitable].sort((a, b) => score.get(b)! - score.get(a)!);
  const servedOn = (food: Food) => options.lastUsed?.get(food.id) ?? -1;
  const pick = (slot: Slot): Food | null => {
    // The slot's foods left today, by category in the slot's order, then most useful first.
    const left = slot.categories.flatMap((category) =>
      ranked.filter((food) => food.category === category && !used.has(food.id) && fits(food, slot) && allowed(food)),
    );
    if (left.length === 0) return null;
    // A food never served, first in that order (without `lastUsed` every food counts as never served, so a day
    // on its own is the plain most-useful day the assessment's sample shows). Once all have been served, the one
    // served longest ago of the first category, so the meal keeps its kind (a legume lunch stays one) and the
    // category rotates through all its foods.
    const sameKind = left.filter((food) => food.category === left[0]!.category);
    const food =
      left.find((candidate) => servedOn(candidate) < 0) ??
      sameKind.reduce((best, next) => (servedOn(next) < servedOn(best) ? next : best));
    used.add(food.id);
    today.push(food);
    return food;
  };
  const slots = mealSlots(options.keto);
  const day = {} as DayPlan;
  for (const meal of meals) day[meal] = slots[meal].map(pick).filter((food): food is Food => food !== null);
  return day;
}
