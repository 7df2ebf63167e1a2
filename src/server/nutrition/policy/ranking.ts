// The best foods for a nutrient: ranked by amount per serving (or per 100 kcal), skipping unknown values.
import { suitableFoods } from "./diet-filters.ts";
import { nutrientPer100Kcal, nutrientPerServing } from "../kb/nutrients.ts";
import type { DietProfile, Food, NutrientKey, RankedFood } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";

export interface RankOptions {
  /** Only foods suiting this diet and allergies. */
  profile?: DietProfile;
  /** At most this many foods (default 10). */
  limit?: number;
  /** "serving" (default): amount per serving; "100kcal": amount per 100 kcal (foods with unknown or zero energy are skipped). */
  rankBy?: "serving" | "100kcal";
  /**
   * Prefer variety: the best food of each category first (one fish, one mushroom, one dairy food...), then,
   * if fewer than `limit` categories qualify, the next best foods of any category. The result stays sorted.
   */
  distinctCategories?: boolean;
  /** Skip foods whose serving supplies less than this amount (in the nutrient's unit). */
  minAmount?: number;
  /** Rank only these foods (e.g. those the recommendation policy allows for the person); overrides `profile`. */
  among?: readonly Food[];
}

/** Foods ranked by how much of a nutrient they supply; foods whose value is unknown never appear. */
export function topFoodsForNutrient(kb: KnowledgeBase, nutrient: NutrientKey, options: RankOptions = {}): RankedFood[] {
  const { profile, limit = 10, rankBy = "serving", distinctCategories = false, minAmount = 0 } = options;
  const foods: readonly Food[] = options.among ?? (profile ? suitableFoods(kb, profile) : kb.foods);
  const scored: (RankedFood & { key: number })[] = [];
  for (const food of foods) {
    const amount = nutrientPerServing(kb, food, nutrient);
    if (amount === null || amount.amount <= 0 || amount.amount < minAmount) continue;
    const key = rankBy === "100kcal" ? nutrientPer100Kcal(food, nutrient) : amount.amount;
    if (key === null) continue;
    scored.push({ food, amount, key });
  }
  scored.sort((a, b) => b.key - a.key || a.food.name.localeCompare(b.food.name));
  const dailyValue = kb.nutrients.get(nutrient)?.dailyValue ?? null;
  const strongEnough = rankBy === "serving" && dailyValue !== null ? dailyValue : Number.POSITIVE_INFINITY;
  return pickVaried(scored, limit, distinctCategories, (item) => item.key, strongEnough).map(({ food, amount }) => ({
    food,
    amount,
  }));
}

/** In the variety pass, a food from a new category must give at least this share of the best food's amount... */
const VARIETY_FLOOR = 0.25;

/**
 * The first `limit` items, or with `varied` the best of each category first, topped up in order. Variety
 * never brings in a weak source: a food from a new category must give a quarter of the best amount, or
 * reach `strongEnough` (e.g. the full Daily Value).
 */
export function pickVaried<T extends { food: Food }>(
  sorted: readonly T[],
  limit: number,
  varied: boolean,
  amountOf: (item: T) => number,
  strongEnough = Number.POSITIVE_INFINITY,
): T[] {
  if (!varied) return sorted.slice(0, Math.max(0, limit));
  const chosen = new Set<T>();
  const categories = new Set<string>();
  const best = sorted[0] ? amountOf(sorted[0]) : 0;
  const floor = Math.min(best * VARIETY_FLOOR, strongEnough);
  for (const item of sorted) {
    if (chosen.size >= limit) break;
    if (amountOf(item) < floor) break;
    if (categories.has(item.food.category)) continue;
    categories.add(item.food.category);
    chosen.add(item);
  }
  for (const item of sorted) {
    if (chosen.size >= limit) break;
    chosen.add(item);
  }
  return sorted.filter((item) => chosen.has(item));
}

/**
 * Foods ranked by how much of several nutrients' Daily Values one serving covers on average (each capped
 * at 100%), for supplements that combine many nutrients (multivitamin, B-complex). Nutrients without a DV
 * are ignored; an unknown value counts as 0 for that nutrient.
 */
export function topFoodsForCoverage(
  kb: KnowledgeBase,
  nutrients: readonly NutrientKey[],
  options: Omit<RankOptions, "rankBy" | "minAmount"> = {},
): { food: Food; coverage: number }[] {
  const { profile, limit = 10, distinctCategories = false } = options;
  const withDv = nutrients.filter((nutrient) => kb.dailyValues.has(nutrient));
  if (withDv.length === 0 || limit <= 0) return [];
  const foods: readonly Food[] = options.among ?? (profile ? suitableFoods(kb, profile) : kb.foods);
  const scored = foods
    .map((food) => {
      const total = withDv.reduce(
        (sum, nutrient) => sum + Math.min(100, nutrientPerServing(kb, food, nutrient)?.percentDv ?? 0),
        0,
      );
      return { food, coverage: total / withDv.length };
    })
    .filter((entry) => entry.coverage > 0)
    .sort((a, b) => b.coverage - a.coverage || a.food.name.localeCompare(b.food.name));
  return pickVaried(scored, limit, distinctCategories, (entry) => entry.coverage, 100);
}
