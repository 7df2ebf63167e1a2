// The Supplements vs Whole Foods lookup as a pure function of the knowledge base: which whole foods give the
// same nutrient as a supplement, how much of them, and what share of the Daily Value. The dose is read in
// lookup-dose.ts, the cards built in lookup-cards.ts, and honest limits on matching a dose in dose-match.ts.
import type { LookupDose, LookupFilter, LookupFoodAlternative, LookupMatch, LookupNote, LookupResult } from "../../shared/lookup.ts";
import { lookupFormat, lookupTexts } from "../../shared/texts/lookup.ts";
import { excludedReason, exclusionCounts } from "./diet-filters.ts";
import { aboveFoodLimit, upperLimitCautions, type DoseAmount } from "./dose-limits.ts";
import { therapeuticMultiple } from "./dose-match.ts";
import { typicalPerUnit } from "./dose.ts";
import { normalizeFormText, IU_FORMS } from "./iu-forms.ts";
import { card, topNutrientsOf } from "./lookup-cards.ts";
import { readDose } from "./lookup-dose.ts";
import { topFoodsForCoverage, topFoodsForNutrient } from "./ranking.ts";
import { bestSupplementMatch, supplementShortName } from "./search.ts";
import type { DietProfile, Food, KnowledgeBase, NutrientKey, Supplement } from "./types.ts";

/** Offered when nothing is close to what was typed: the most common supplements. */
export const POPULAR_SUPPLEMENT_IDS = ["vitamin_d", "magnesium", "fish_oil", "vitamin_b12", "iron"] as const;

/** Cards shown per lookup. */
export const ALTERNATIVES_SHOWN = 3;

/** A food counts as an alternative when a serving gives at least this share of the DV (FDA's "good source")... */
const MIN_SHARE_OF_DV = 0.1;
/** ...or, for nutrients without a DV, this share of the supplement's typical dose. */
const MIN_SHARE_OF_TYPICAL_DOSE = 0.1;

export interface LookupInput {
  query: string;
  dosage?: string;
  profile: DietProfile;
  profileSource: LookupFilter["source"];
}

export type LookupOutcome = { ok: true; result: LookupResult } | { ok: false; field: "dosage"; message: string };

const FORM_WORDS = [...new Set(IU_FORMS.flatMap((form) => form.words))].sort((a, b) => b.length - a.length);

/** The supplement a query names; a name with a form in it ("vitamin E dl-alpha") is matched without the form. */
function matchSupplement(kb: KnowledgeBase, query: string) {
  const found = bestSupplementMatch(kb, query);
  if (found.match) return found;
  let rest = ` ${normalizeFormText(query)} `;
  for (const word of FORM_WORDS) rest = rest.replaceAll(` ${word} `, " ");
  return rest.trim() === "" ? found : bestSupplementMatch(kb, rest.trim());
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

function buildFilter(kb: KnowledgeBase, input: LookupInput): LookupFilter {
  const allergies = (input.profile.allergies ?? []).filter((allergy) => allergy !== "none");
  return {
    dietType: input.profile.dietType ?? null,
    allergies: [...allergies],
    otherAllergy: input.profile.otherAllergy ?? "",
    source: input.profileSource,
    excluded: exclusionCounts(kb, input.profile),
  };
}

function profileNotes(supplement: Supplement, profile: DietProfile): LookupNote[] {
  const notes: LookupNote[] = [];
  if (supplement.foodGapNote) notes.push({ kind: "food_gap", text: supplement.foodGapNote });
  const veganNote = supplement.veganNote;
  if (veganNote && (profile.dietType === "vegan" || (profile.dietType === "vegetarian" && /vegetarian/i.test(veganNote)))) {
    notes.push({ kind: "diet", text: veganNote });
  }
  return notes;
}

interface Comparison {
  comparison: LookupMatch["comparison"];
  mainNutrient: LookupMatch["mainNutrient"];
  cards: LookupFoodAlternative[];
  usedFallback: boolean;
}

/** Foods for a supplement ranked by one nutrient, matched against the dose when there is one it is safe to match. */
function compareOnNutrient(kb: KnowledgeBase, supplement: Supplement, rank: NutrientKey, input: LookupInput, doseAmount: DoseAmount | null, notes: LookupNote[]): Comparison {
  const mainNutrient = mainNutrientOf(kb, rank);
  const shown = [rank, ...supplement.nutrients.filter((nutrient) => nutrient !== rank && nutrient !== "epa_plus_dha_g")].slice(0, 4);
  // A dose above a UL that food counts toward is a treatment: food amounts to match it are not shown.
  const aboveUl = doseAmount !== null && aboveFoodLimit(kb, doseAmount);
  if (aboveUl) notes.push({ kind: "dose", text: lookupTexts.doseAboveUlNotMatched(lookupFormat.lowerName(mainNutrient.name)) });
  const doseForMain = doseAmount === null || aboveUl ? null : doseAmount.amount;
  const minAmount = minimumAmount(kb, supplement, rank);
  const ranked = topFoodsForNutrient(kb, rank, { profile: input.profile, limit: ALTERNATIVES_SHOWN, distinctCategories: true, minAmount });
  if (ranked.length > 0) {
    const cards = ranked.map(({ food }) => card(kb, food, shown, rank, doseForMain));
    const multiple = doseForMain === null ? null : therapeuticMultiple(kb, rank, doseForMain);
    if (multiple !== null && mainNutrient.dailyValue !== null && !cards.some((entry) => entry.doseMatch?.kind === "servings")) {
      const dose = `${lookupFormat.amount(doseForMain ?? 0)} ${mainNutrient.unit}`;
      const dailyValue = `${lookupFormat.amount(mainNutrient.dailyValue)} ${mainNutrient.unit}`;
      notes.push({ kind: "dose", text: lookupTexts.therapeuticDose(dose, multiple, lookupFormat.lowerName(mainNutrient.name), dailyValue) });
    }
    return { comparison: doseForMain !== null ? "dose" : "dv", mainNutrient, cards, usedFallback: false };
  }
  const anyFoodHasIt = topFoodsForNutrient(kb, rank, { limit: 1, minAmount }).length > 0;
  const fallback = supplement.fallbackNutrient;
  const fallbackRanked = fallback ? topFoodsForNutrient(kb, fallback, { profile: input.profile, limit: ALTERNATIVES_SHOWN }) : [];
  if (fallback && fallbackRanked.length > 0) {
    // A diet note (e.g. for vegans) already says why plant omega-3 is shown; one explanation is enough.
    if (!notes.some((note) => note.kind === "diet")) notes.push({ kind: "fallback", text: supplement.fallbackNote });
    // The main nutrient is shown too, where USDA reports it (0 g EPA + DHA in chia; MK-4 in cheese), never the fallback's figure under its name.
    const cards = fallbackRanked.map(({ food }) => card(kb, food, [fallback, rank], fallback, null));
    return { comparison: "dv", mainNutrient: mainNutrientOf(kb, fallback), cards, usedFallback: true };
  }
  if (anyFoodHasIt) {
    const text = supplement.fallbackNote !== "" && fallback === null ? supplement.fallbackNote : lookupTexts.noSuitableFood(lookupFormat.lowerName(mainNutrient.name));
    notes.push({ kind: "no_suitable_food", text });
  }
  return { comparison: "none", mainNutrient, cards: [], usedFallback: false };
}

function suggestedFoods(kb: KnowledgeBase, supplement: Supplement, profile: DietProfile): Comparison {
  const foods = supplement.suggestedFoodIds
    .map((id) => kb.foods.find((food) => food.id === id))
    .filter((food): food is Food => food !== undefined && excludedReason(food, profile) === null)
    .slice(0, ALTERNATIVES_SHOWN);
  const everyNutrient = [...kb.dailyValues.keys()];
  const cards = foods.map((food) => card(kb, food, topNutrientsOf(kb, food, everyNutrient, 3), null, null));
  return { comparison: foods.length > 0 ? "suggestions" : "none", mainNutrient: null, cards, usedFallback: false };
}

/** Looks a supplement up. Fails only on a dose it cannot read or cannot believe (a message for the Dosage field). */
export function lookupSupplement(kb: KnowledgeBase, input: LookupInput): LookupOutcome {
  const query = input.query.trim();
  const { match, suggestions } = matchSupplement(kb, query);
  if (!match) {
    const close = suggestions.length > 0;
    const offered = close ? suggestions : POPULAR_SUPPLEMENT_IDS.map((id) => kb.supplements.find((s) => s.id === id)).filter((s): s is Supplement => s !== undefined);
    return {
      ok: true,
      result: { status: "no_match", query, suggestions: offered.map((s) => ({ id: s.id, name: supplementShortName(s) })), suggestionsAreClose: close },
    };
  }
  const supplement = match;

  let dose: LookupDose | null = null;
  let amounts: DoseAmount[] = [];
  if (input.dosage !== undefined && input.dosage.trim() !== "") {
    const read = readDose(kb, supplement, input.dosage.trim(), query);
    if (!read.ok) return { ok: false, field: "dosage", message: read.message };
    dose = read.dose;
    amounts = read.amounts;
  }

  const safety: LookupNote[] = supplement.safetyNote ? [{ kind: "safety", text: supplement.safetyNote }] : [];
  const notes: LookupNote[] = [];
  if (supplement.insteadNote) notes.push({ kind: supplement.foodEquivalent === "none" ? "no_food_equivalent" : "about_foods", text: supplement.insteadNote });
  notes.push(...profileNotes(supplement, input.profile));

  const rank = supplement.rankNutrient;
  let compared: Comparison = { comparison: "none", mainNutrient: null, cards: [], usedFallback: false };
  if (rank === "coverage") {
    const ranked = topFoodsForCoverage(kb, supplement.nutrients, { profile: input.profile, limit: ALTERNATIVES_SHOWN, distinctCategories: true });
    compared = { comparison: "coverage", mainNutrient: null, cards: ranked.map(({ food }) => card(kb, food, topNutrientsOf(kb, food, supplement.nutrients, 4), null, null)), usedFallback: false };
  } else if (rank !== null) {
    compared = compareOnNutrient(kb, supplement, rank, input, amounts.find((amount) => amount.key === rank) ?? null, notes);
  } else if (supplement.suggestedFoodIds.length > 0) {
    compared = suggestedFoods(kb, supplement, input.profile);
  }

  if (compared.cards.length > 0 && supplement.foodNote && !compared.usedFallback) notes.push({ kind: "about_foods", text: supplement.foodNote });
  // Safety and dose notes lead: they matter most and are easy to miss at the end of a list.
  const leading = notes.filter((note) => note.kind === "dose");

  const result: LookupMatch = {
    status: "match",
    query,
    supplementId: supplement.id,
    supplementName: supplementShortName(supplement),
    description: supplement.description,
    effectivenessRating: supplement.ratings.effectiveness,
    costEfficiency: supplement.ratings.costEfficiency,
    safetyRating: supplement.ratings.safety,
    ratingRationale: supplement.rationale,
    source: { label: supplement.source, url: supplement.sourceUrl },
    foodEquivalent: supplement.foodEquivalent,
    mainNutrient: compared.mainNutrient,
    comparison: compared.comparison,
    dose,
    foodAlternatives: compared.cards,
    notes: [...safety, ...leading, ...notes.filter((note) => note.kind !== "dose")],
    upperLimitCautions: upperLimitCautions(kb, amounts),
    filter: buildFilter(kb, input),
  };
  return { ok: true, result };
}
