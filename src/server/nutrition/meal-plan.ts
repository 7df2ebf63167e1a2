import type { Food, KnowledgeBase, NutrientKey } from "./index.ts";
import { nutrientPerServing } from "./index.ts";
import type { RiskWithFoods } from "./facts.ts";

// A day of meals from the foods that fit the person, richest first in the nutrients they need most.
// Pure: the assessment's sample day uses it, and so can a weekly plan.

export const meals = ["breakfast", "lunch", "dinner", "snack"] as const;
export type Meal = (typeof meals)[number];
export type DayPlan = Record<Meal, Food[]>;

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

/**
 * One day's meals from `suitable` (foods that already fit the person), each food used once.
 * `avoid` holds food ids to leave out (e.g. those used on earlier days of a week).
 */
export function planDay(
  kb: KnowledgeBase,
  suitable: readonly Food[],
  risks: readonly RiskWithFoods[],
  options: { keto: boolean; avoid?: ReadonlySet<string> },
): DayPlan {
  const used = new Set<string>(options.avoid);
  const score = new Map(suitable.map((food) => [food, usefulness(kb, food, risks)]));
  const ranked = [...suitable].sort((a, b) => score.get(b)! - score.get(a)!);
  const pick = (categories: readonly string[], exclude: RegExp | null = null): Food | null => {
    for (const category of categories) {
      const food = ranked.find(
        (f) => f.category === category && !used.has(f.id) && !drinksAndSides.test(f.name) && !(exclude && exclude.test(f.name)),
      );
      if (food) {
        used.add(food.id);
        return food;
      }
    }
    return null;
  };
  const chosen = (foods: (Food | null)[]) => foods.filter((f): f is Food => f !== null);
  const { keto } = options;
  const breakfast = chosen(
    keto
      ? [pick(["eggs", "dairy", "fermented"]), pick(["leafy_greens", "vegetables"]), pick(["nuts_seeds"])]
      : [pick(["whole_grains"], /rice|barley|bulgur|millet|teff|spelt|wild/i), pick(["fruits"]), pick(["nuts_seeds", "dairy"])],
  );
  const lunch = chosen(
    keto
      ? [pick(["fish", "meat", "shellfish", "eggs"]), pick(["leafy_greens"]), pick(["vegetables"])]
      : [pick(["legumes", "fish", "eggs"]), pick(["leafy_greens"]), pick(["vegetables"])],
  );
  const dinner = chosen(
    keto
      ? [pick(["fish", "meat", "shellfish", "fermented"], notAMain), pick(["vegetables", "mushrooms"]), pick(["leafy_greens"])]
      : [pick(["fish", "meat", "legumes", "fermented"], notAMain), pick(["vegetables", "mushrooms"]), pick(["whole_grains"])],
  );
  const snack = chosen([pick(keto ? ["nuts_seeds", "dairy"] : ["fruits", "dairy", "fermented"]), pick(["nuts_seeds", "fruits"])]);
  return { breakfast, lunch, dinner, snack };
}
