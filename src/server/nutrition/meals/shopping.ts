// The week's shopping list: every ingredient of the planned days at their portions, summed per food and grouped by
// the aisle it is found in (data/meals/aisles.csv), with a count beside foods bought by the piece (eggs, fruit).
import { mealPlanTexts as texts } from "../../../shared/texts/meals.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { Food } from "../kb/types.ts";
import type { PlannedMeal } from "./day-totals.ts";
import { shoppingName } from "./describe.ts";

export interface ShoppingAisle {
  aisle: string;
  items: { food: Food; grams: number; name: string; text: string }[];
}

/** Serving labels of foods bought by the piece: "1 large", "1 medium (3\" dia)", "1 fruit", "1 date"... */
const byThePiece = /^1 (large|medium|fruit|date|kernel|clove|potato|artichoke)\b/;

function amountText(food: Food, grams: number): string {
  const weight = texts.grams(grams >= 100 ? Math.round(grams / 10) * 10 : Math.round(grams));
  const piece = byThePiece.exec(food.servingLabel)?.[1];
  if (!piece) return weight;
  const count = Math.max(1, Math.round(grams / food.servingG));
  return texts.count(weight, count, texts.pieces[piece]![count === 1 ? 0 : 1]);
}

export function shoppingList(kb: KnowledgeBase, days: readonly (readonly PlannedMeal[])[]): ShoppingAisle[] {
  // By the name people shop for: raw and cooked spinach are one line.
  const byName = new Map<string, { food: Food; grams: number }>();
  for (const day of days) {
    for (const { meal, portions } of day) {
      for (const ingredient of meal.ingredients) {
        const name = shoppingName(ingredient.food);
        const entry = byName.get(name) ?? { food: ingredient.food, grams: 0 };
        entry.grams += (ingredient.grams / meal.servings) * portions;
        byName.set(name, entry);
      }
    }
  }
  const { aisles } = kb.meals;
  const aisleOf = (food: Food) =>
    aisles.byFood.get(food.id) ?? aisles.byCategory.get(food.category) ?? aisles.order.at(-1)!;
  return aisles.order
    .map((aisle) => ({
      aisle,
      items: [...byName]
        .filter(([, { food }]) => aisleOf(food) === aisle)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, { food, grams }]) => ({ food, grams, name, text: amountText(food, grams) })),
    }))
    .filter((group) => group.items.length > 0);
}
