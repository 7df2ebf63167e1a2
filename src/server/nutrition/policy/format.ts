// Number and serving formats the policy's sentences use (the same as the lookup's, so one amount never
// reads two ways).
import { lookupFormat } from "../../../shared/texts/lookup.ts";
import type { Food } from "../types.ts";

/** "3,000 µg RAE". */
export function formatLimit(value: number, unit: string): string {
  return `${lookupFormat.amount(value)} ${unit}`;
}

/** "3 oz, 85 g". */
export function servingText(food: Food): string {
  const grams = Number.isInteger(food.servingG) ? String(food.servingG) : food.servingG.toFixed(1).replace(/\.0$/, "");
  return `${food.servingLabel}, ${grams} g`;
}
