// The lookup's foods for a supplement, by the kind of supplement: ranked by its nutrient and matched to a dose
// (compareOnNutrient), covering the most Daily Values (multivitamins: coverage), or its suggested foods (probiotics),
// always among those the recommendation policy allows for the person, each as a card with its cautions.
import type { LookupFoodAlternative, LookupMatch, LookupNote } from "../../shared/lookup.ts";
import { lookupFormat, lookupTexts } from "../../shared/texts/lookup.ts";
import type { DoseAmount } from "../nutrition/policy/dose-limits.ts";
import { typicalPerUnit } from "../nutrition/kb/dose.ts";
import { card, topNutrientsOf } from "./lookup-cards.ts";
import { servingsForDailyValue, therapeuticMultiple, toDoseMatch } from "./lookup-match.ts";
import { nutrientPerServing } from "../nutrition/kb/nutrients.ts";
import type { PersonPolicy } from "../nutrition/policy/policy.ts";
import type { Person } from "../nutrition/policy/types.ts";
import type { Recommendation } from "../nutrition/policy/result-types.ts";
import { topFoodsForCoverage } from "../nutrition/policy/ranking.ts";
import type { Food, NutrientKey, Supplement } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";

/** Cards shown per lookup. */
export const ALTERNATIVES_SHOWN = 3;

/** A food counts as an alternative when a serving gives at least this share of the DV (FDA's "good source")... */
const MIN_SHARE_OF_DV = 0.1;
/** ...or, for nutrients without a DV, this share of the supplement's typical dose. */
const MIN_SHARE_OF_TYPICAL_DOSE = 0.1;

/** One lookup: the knowledge base, the person and the policy bound to them, and the notes said so far. */
export interface LookupContext {
  kb: KnowledgeBase;
  person: Person;
  policy: PersonPolicy;
  notes: LookupNote[];
}

function minimumAmount(kb: KnowledgeBase, supplement: Supplement, nutrient: NutrientKey): number {
  if (nutrient === supplement.rankNutrient && supplement.minFoodAmount !== null) return supplement.minFoodAmount;
  const dv = kb.nutrients.get(nutrient)?.dailyValue ?? null;
  if (dv !== null) return dv * MIN_SHARE_OF_DV;
  const typical = typicalPerUnit(supplement, nutrient);
  return typical === null ? 0 : typical * MIN_SHARE_OF_TYPICAL_DOSE;
}

function mainNutrientOf(kb: KnowledgeBase, key: NutrientKey): NonNullable<LookupMatch["mainNutrient"]> {
  const info = kb.nutrients.get(key);
  return { key, name: info?.name ?? key, unit: info?.unit ?? "", dailyValue: info?.dailyValue ?? null };
}

export interface Comparison {
  comparison: LookupMatch["comparison"];
  mainNutrient: LookupMatch["mainNutrient"];
  cards: LookupFoodAlternative[];
  usedFallback: boolean;
}

export const NO_COMPARISON: Comparison = { comparison: "none", mainNutrient: null, cards: [], usedFallback: false };

/** A card for a food the policy allows, with its cautions, the dose answer (when matched) and servings for the DV. */
function cardFor(
  { kb, policy }: LookupContext,
  entry: Pick<Recommendation, "food" | "cautions">,
  shown: readonly NutrientKey[],
  main: NutrientKey | null,
  dose: number | null,
): LookupFoodAlternative {
  const doseMatch =
    main !== null && dose !== null
      ? toDoseMatch(kb, entry.food, main, policy.servingsToMatchSafely(entry.food, main, dose))
      : null;
  const servingsForDv = main !== null ? servingsForDailyValue(kb, policy, entry.food, main) : null;
  return card(kb, entry.food, shown, { cautions: entry.cautions, doseMatch, servingsForDv });
}

/** Foods for a supplement ranked by one nutrient, matched against the dose when there is one it is safe to match. */
export function compareOnNutrient(
  context: LookupContext,
  supplement: Supplement,
  rank: NutrientKey,
  doseAmount: DoseAmount | null,
): Comparison {
  const { kb, policy, notes } = context;
  const mainNutrient = mainNutrientOf(kb, rank);
  const shown = [
    rank,
    ...supplement.nutrients.filter((nutrient) => nutrient !== rank && nutrient !== "epa_plus_dha_g"),
  ].slice(0, 4);
  const minAmount = minimumAmount(kb, supplement, rank);
  const recommended = policy.recommendFoods(rank, { limit: ALTERNATIVES_SHOWN, distinctCategories: true, minAmount });
  // The person's condition says not to push this nutrient (iron with haemochromatosis): no foods, its words instead.
  if (recommended.withheld.length > 0) {
    for (const item of recommended.withheld) notes.push({ kind: "person", text: item.message });
    return { ...NO_COMPARISON, mainNutrient };
  }
  if (recommended.foods.length > 0) {
    // A dose above an upper limit that every food counts toward (iron 65 mg) is a treatment: no food is matched to it.
    const answers =
      doseAmount === null
        ? []
        : recommended.foods.map((entry) => policy.servingsToMatchSafely(entry.food, rank, doseAmount.amount));
    const treatment =
      answers.length > 0 && answers.every((answer) => !answer.ok && answer.reason === "therapeutic_dose");
    if (treatment)
      notes.push({ kind: "dose", text: lookupTexts.doseAboveUlNotMatched(lookupFormat.lowerName(mainNutrient.name)) });
    const doseForMain = doseAmount === null || treatment ? null : doseAmount.amount;
    const cards = recommended.foods.map((entry) => cardFor(context, entry, shown, rank, doseForMain));
    const multiple = doseForMain === null ? null : therapeuticMultiple(kb, rank, doseForMain);
    if (
      multiple !== null &&
      mainNutrient.dailyValue !== null &&
      !cards.some((entry) => entry.doseMatch?.kind === "servings")
    ) {
      const dose = `${lookupFormat.amount(doseForMain ?? 0)} ${mainNutrient.unit}`;
      const dailyValue = `${lookupFormat.amount(mainNutrient.dailyValue)} ${mainNutrient.unit}`;
      notes.push({
        kind: "dose",
        text: lookupTexts.therapeuticDose(dose, multiple, lookupFormat.lowerName(mainNutrient.name), dailyValue),
      });
    }
    return { comparison: doseForMain !== null ? "dose" : "dv", mainNutrient, cards, usedFallback: false };
  }
  const anyFoodHasIt = kb.foods.some((food) => {
    const amount = nutrientPerServing(kb, food, rank)?.amount ?? 0;
    return amount > 0 && amount >= minAmount;
  });
  const fallback = supplement.fallbackNutrient;
  // Any real amount of the fallback nutrient, as before the policy: the note says why it is shown instead.
  const fallbackFoods = fallback
    ? policy.recommendFoods(fallback, { limit: ALTERNATIVES_SHOWN, distinctCategories: false, minPercentDv: 0 }).foods
    : [];
  if (fallback && fallbackFoods.length > 0) {
    // A diet note (e.g. for vegans) already says why plant omega-3 is shown; one explanation is enough.
    if (!notes.some((note) => note.kind === "diet")) notes.push({ kind: "fallback", text: supplement.fallbackNote });
    // The main nutrient is shown too, where USDA reports it (0 g EPA + DHA in chia; MK-4 in cheese), never the fallback's figure under its name.
    const cards = fallbackFoods.map((entry) => cardFor(context, entry, [fallback, rank], fallback, null));
    return { comparison: "dv", mainNutrient: mainNutrientOf(kb, fallback), cards, usedFallback: true };
  }
  if (anyFoodHasIt) {
    const text =
      supplement.fallbackNote !== "" && fallback === null
        ? supplement.fallbackNote
        : lookupTexts.noSuitableFood(lookupFormat.lowerName(mainNutrient.name));
    notes.push({ kind: "no_suitable_food", text });
  }
  return { ...NO_COMPARISON, mainNutrient };
}

/** Foods the policy leaves in for the person, those it ranks last (above an upper limit...) after the rest. */
function allowedFoods(context: LookupContext): { preferred: Food[]; demoted: Food[] } {
  const preferred: Food[] = [];
  const demoted: Food[] = [];
  for (const food of context.kb.foods) {
    const assessed = context.policy.assessFood(food);
    if (assessed.exclusion) continue;
    (assessed.demoted ? demoted : preferred).push(food);
  }
  return { preferred, demoted };
}

/** Multivitamins and B-complex: foods covering the most of the nutrients' Daily Values, among the foods the policy allows. */
export function coverage(context: LookupContext, supplement: Supplement): Comparison {
  const { kb, policy } = context;
  const { preferred, demoted } = allowedFoods(context);
  const options = { limit: ALTERNATIVES_SHOWN, distinctCategories: true };
  const ranked = topFoodsForCoverage(kb, supplement.nutrients, { ...options, among: preferred });
  if (ranked.length < ALTERNATIVES_SHOWN)
    ranked.push(
      ...topFoodsForCoverage(kb, supplement.nutrients, {
        ...options,
        limit: ALTERNATIVES_SHOWN - ranked.length,
        among: demoted,
      }),
    );
  const cards = ranked.map(({ food }) =>
    card(kb, food, topNutrientsOf(kb, food, supplement.nutrients, 4), {
      cautions: policy.assessFood(food).cautions,
      doseMatch: null,
      servingsForDv: null,
    }),
  );
  return { comparison: "coverage", mainNutrient: null, cards, usedFallback: false };
}

/** Probiotics: the supplement's suggested foods (fermented foods) that the policy allows, in their order. */
export function suggestedFoods(context: LookupContext, supplement: Supplement): Comparison {
  const { kb, policy } = context;
  const foods = supplement.suggestedFoodIds
    .map((id) => kb.foods.find((food) => food.id === id))
    .filter((food): food is Food => food !== undefined && policy.assessFood(food).exclusion === null)
    .slice(0, ALTERNATIVES_SHOWN);
  const everyNutrient = [...kb.dailyValues.keys()];
  const cards = foods.map((food) =>
    card(kb, food, topNutrientsOf(kb, food, everyNutrient, 3), {
      cautions: policy.assessFood(food).cautions,
      doseMatch: null,
      servingsForDv: null,
    }),
  );
  return { comparison: foods.length > 0 ? "suggestions" : "none", mainNutrient: null, cards, usedFallback: false };
}
