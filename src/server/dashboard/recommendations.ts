import { keyRecommendations, type DraftAnswers } from "../../shared/assessment/index.ts";
import { dashboardRecommendationTexts as standard } from "../../shared/texts/assessment.ts";
import { dashboardRecommendationVariants as variant } from "../../shared/texts/dashboard.ts";
import type { NutrientKey } from "../nutrition/index.ts";
import { foodsInSentence, type PersonFoods } from "./person.ts";

// Key recommendations (spec section 9: they depend on sunlight, meat/fish and stress, and end with a
// light-hearted item). The standard wording names foods; where the person cannot eat one of them (a vegan
// and eggs, a nut allergy and walnuts), the variant names foods the safety policy picked for them instead.

/** The knowledge-base foods each standard text names (USDA FoodData Central ids). */
const named: ReadonlyMap<string, readonly string[]> = new Map([
  [standard.lowSunlight, ["169377", "173424"]], // UV-exposed mushrooms, eggs
  [standard.lowOmega3, ["170187", "170554", "169414"]], // walnuts, chia seeds, flaxseed
  [standard.lowB12Iron, ["173424", "171265", "172421", "168463"]], // eggs, milk, lentils, spinach
  [standard.highStress, ["170556", "168463", "173735"]], // pumpkin seeds, spinach, beans
  [standard.mediumStress, ["173735", "170556"]], // beans, seeds
]);

function allFit(who: PersonFoods, ids: readonly string[]): boolean {
  return ids.every((id) => who.safeIds.has(id));
}

function picks(who: PersonFoods, nutrient: NutrientKey, limit: number): string[] {
  const foods = who.recommend(nutrient, { limit: limit + 2 }).foods.filter((entry) => !entry.demoted);
  return foodsInSentence(
    foods.map((entry) => entry.food),
    limit,
  );
}

function variantOf(text: string, who: PersonFoods): string {
  switch (text) {
    case standard.lowSunlight:
      return variant.vitaminD(picks(who, "vitamin_d_ug", 2));
    case standard.lowOmega3:
      return variant.omega3([...picks(who, "epa_plus_dha_g", 1), ...picks(who, "ala_g", 2)].slice(0, 3));
    case standard.lowB12Iron:
      return variant.b12Iron(picks(who, "vitamin_b12_ug", 2), picks(who, "iron_mg", 2));
    case standard.highStress:
      return variant.highStress(picks(who, "magnesium_mg", 3));
    case standard.mediumStress:
      return variant.mediumStress(picks(who, "magnesium_mg", 2));
    default:
      return text;
  }
}

/** The spec's recommendations for these answers, in words that name only foods that suit the person. */
export function dashboardRecommendations(answers: DraftAnswers, who: PersonFoods): string[] {
  return keyRecommendations(answers).map((text) => {
    const ids = named.get(text);
    return ids && !allFit(who, ids) ? variantOf(text, who) : text;
  });
}
