import { type DraftAnswers } from "../../shared/assessment/schema.ts";
import { keyRecommendations } from "../../shared/assessment/scoring.ts";
import { dashboardRecommendationTexts as standard } from "../../shared/texts/assessment.ts";
import { dashboardRecommendationVariants as variant } from "../../shared/texts/dashboard.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";
import { sleepHours } from "../nutrition/policy/protein.ts";
import { ADULT_SLEEP_ROW } from "../../shared/sleep-hours.ts";
import { foodsInSentence, type PersonFoods } from "./person.ts";
import type { DashboardRecommendation } from "../../shared/dashboard.ts";
import { NoteList, sourcedNote } from "./notes.ts";

// Key recommendations (spec section 9: they depend on sunlight, meat/fish and stress, and end with a
// light-hearted item). The standard wording names foods; where the person cannot eat one of them (a vegan
// and oily fish or eggs, a nut allergy and walnuts), the variant names foods the safety policy picked for them
// instead. Either way, the cautions of the foods named follow the sentence (oily fish in pregnancy: no more than
// two portions a week), and under 14, where the policy suggests no food at all, no sentence names one.

/** The knowledge-base foods each standard text names (USDA FoodData Central ids). */
const named: ReadonlyMap<string, readonly string[]> = new Map([
  [standard.lowSunlight, ["169377", "173424"]], // UV-exposed mushrooms, eggs
  [standard.lowOmega3, ["175168", "170187", "170554", "169414"]], // oily fish (the spec's cooked salmon), walnuts, chia seeds, flaxseed
  [standard.lowB12Iron, ["173424", "171265", "172421", "168463"]], // eggs, milk, lentils, spinach
  [standard.highStress, ["170556", "168463", "173735"]], // pumpkin seeds, spinach, beans
  [standard.mediumStress, ["173735", "170556"]], // beans, seeds
]);

/** Up to `limit` foods the policy suggests for the nutrient, never one it ranks last for the person. */
function picks(who: PersonFoods, nutrient: NutrientKey, limit: number): Food[] {
  return who.recommend(nutrient, { limit: limit + 2 }).foods.flatMap((entry) => (entry.demoted ? [] : [entry.food]));
}

/** The foods' names for a sentence (one per kind), and the foods so named. */
function naming(foods: readonly Food[], limit: number): { names: string[]; foods: Food[] } {
  const names = foodsInSentence(foods, limit);
  return { names, foods: foods.filter((food) => names.includes(foodsInSentence([food], 1)[0]!)) };
}

/** The variant of a standard text for the person, and the foods it names. */
function variantOf(text: string, who: PersonFoods): { sentence: string; foods: Food[] } {
  const one = (build: (names: string[]) => string, nutrient: NutrientKey, limit: number) => {
    const found = naming(picks(who, nutrient, limit), limit);
    return { sentence: build(found.names), foods: found.foods };
  };
  switch (text) {
    case standard.lowSunlight:
      return one(variant.vitaminD, "vitamin_d_ug", 2);
    case standard.lowOmega3: {
      const epa = naming(picks(who, "epa_plus_dha_g", 1), 1);
      const ala = naming(picks(who, "ala_g", 2), 2);
      return { sentence: variant.omega3([...epa.names, ...ala.names]), foods: [...epa.foods, ...ala.foods] };
    }
    case standard.lowB12Iron: {
      const b12 = naming(picks(who, "vitamin_b12_ug", 2), 2);
      const iron = naming(picks(who, "iron_mg", 2), 2);
      return { sentence: variant.b12Iron(b12.names, iron.names), foods: [...b12.foods, ...iron.foods] };
    }
    case standard.highStress:
      return one(variant.highStress, "magnesium_mg", 3);
    case standard.mediumStress:
      return one(variant.mediumStress, "magnesium_mg", 2);
    default:
      return { sentence: text, foods: [] };
  }
}

/** The sentence, then each caution of the foods it names, once, with its source. */
function withCautions(sentence: string, foods: readonly Food[], who: PersonFoods): DashboardRecommendation {
  const cautions = new NoteList();
  for (const food of foods)
    for (const caution of who.assessor.assess(food).cautions) cautions.add(sourcedNote(caution));
  return { text: sentence, source: null, cautions: cautions.list() };
}

const plain = (text: string): DashboardRecommendation => ({ text, source: null, cautions: [] });

/**
 * The spec's recommendations for these answers, in words that name only foods that suit the person, each with the
 * cautions of the foods it names and their sources; under 14, the policy's rule (with its source) first.
 */
export function dashboardRecommendations(answers: DraftAnswers, who: PersonFoods): DashboardRecommendation[] {
  // The standard sleep sentence says "most adults need 7 to 9 hours": outside CDC's adult band, the person's hours.
  const sleep = sleepHours(who.person);
  const sleepLine = sleep && sleep.ruleId !== ADULT_SLEEP_ROW ? variant.sleepForAge(sleep.hours) : standard.poorSleep;
  const texts = keyRecommendations(answers).map((text) => (text === standard.poorSleep ? sleepLine : text));
  // Under 14: the policy's words instead of every sentence that names a food, as the assessment says them.
  if (who.noFoods.length > 0)
    return [
      ...who.noFoods.map((note) => ({ text: note.text, source: note.source, cautions: [] })),
      ...texts.filter((text) => !named.has(text)).map(plain),
    ];
  return texts.map((text) => {
    const ids = named.get(text);
    if (!ids) return plain(text);
    if (!ids.every((id) => who.safeIds.has(id))) {
      const { sentence, foods } = variantOf(text, who);
      return withCautions(sentence, foods, who);
    }
    return withCautions(
      text,
      who.safeFoods.filter((food) => ids.includes(food.id)),
      who,
    );
  });
}
