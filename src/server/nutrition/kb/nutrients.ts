// Per-serving amounts, %DV and servings: the arithmetic of data/nutrients/README.md
// (amount = value_per_100g * serving_g / 100; %DV = amount / daily_value * 100).
import type { Food, NutrientAmount, NutrientKey } from "./types.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";

export type MassUnit = "µg" | "mg" | "g";

/** The mass unit a nutrient column is stored in, read from its suffix (_ug, _mg, _g). */
export function columnMassUnit(nutrient: NutrientKey): MassUnit {
  if (nutrient.endsWith("_ug")) return "µg";
  if (nutrient.endsWith("_mg")) return "mg";
  return "g";
}

/** The unit shown with a nutrient's amounts: the mass unit plus RAE/DFE where the column is in equivalents. */
export function nutrientUnitLabel(nutrient: NutrientKey): string {
  const mass = columnMassUnit(nutrient);
  if (nutrient === "vitamin_a_rae_ug") return `${mass} RAE`;
  if (nutrient === "folate_dfe_ug") return `${mass} DFE`;
  return mass;
}

const MICROGRAMS: Record<MassUnit, number> = { µg: 1, mg: 1_000, g: 1_000_000 };

/** Rounds to `significant` digits, as amounts are shown and compared: 1095.54 -> 1096. */
export function round(value: number, significant = 4): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const digits = Math.max(0, significant - 1 - Math.floor(Math.log10(Math.abs(value))));
  return Number(value.toFixed(Math.min(digits, 10)));
}

/** Converts a mass between µg, mg and g. */
export function convertMass(amount: number, from: MassUnit, to: MassUnit): number {
  return (amount * MICROGRAMS[from]) / MICROGRAMS[to];
}

/** A food's amount of a nutrient per serving, with its %DV; null when USDA reports no value. */
export function nutrientPerServing(kb: KnowledgeBase, food: Food, nutrient: NutrientKey): NutrientAmount | null {
  const per100g = food.nutrients[nutrient];
  if (per100g === undefined) return null;
  const info = kb.nutrients.get(nutrient);
  const amount = (per100g * food.servingG) / 100;
  const dailyValue = info?.dailyValue ?? null;
  return {
    nutrient,
    name: info?.name ?? nutrient,
    amount,
    unit: info?.unit ?? nutrientUnitLabel(nutrient),
    percentDv: dailyValue === null ? null : (amount / dailyValue) * 100,
  };
}

/** A food's amount of a nutrient per 100 kcal; null when the value or the energy is unknown or zero. */
export function nutrientPer100Kcal(food: Food, nutrient: NutrientKey): number | null {
  const per100g = food.nutrients[nutrient];
  if (per100g === undefined || food.energyKcal === null || food.energyKcal <= 0) return null;
  return (per100g / food.energyKcal) * 100;
}
