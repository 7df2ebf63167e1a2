// Labels of the assessment's diet and allergy choices. What each diet and allergy leaves out is data:
// data/nutrients/safety/diet_foods.csv and allergen_foods.csv (read by policy/, see the README there).
import type { Allergy, DietType } from "../../../shared/assessment/options.ts";

export const DIET_LABELS: Readonly<Record<DietType, string>> = {
  balanced: "balanced",
  vegetarian: "vegetarian",
  vegan: "vegan",
  keto: "keto",
  mediterranean: "Mediterranean",
  other: "other diet",
};

export const ALLERGY_LABELS: Readonly<Record<Allergy, string>> = {
  lactose: "lactose",
  gluten: "gluten",
  soy: "soy",
  nuts: "nut",
  other: "other allergy",
  none: "none",
};
