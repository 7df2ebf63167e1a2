// The Supplements vs Whole Foods lookup as a pure function of the knowledge base: which whole foods give the
// same nutrient as a supplement, how much of them, and what share of the Daily Value.
import type {
  LookupDose,
  LookupFilter,
  LookupFoodAlternative,
  LookupMatch,
  LookupNote,
  LookupNutrient,
  LookupResult,
  UpperLimitCaution,
} from "../../shared/lookup.ts";
import { doseTexts } from "../../shared/texts/dose.ts";
import { lookupFormat, lookupTexts } from "../../shared/texts/lookup.ts";
import { excludedReason, exclusionCounts } from "./diet-filters.ts";
import { parseDose, readDoseText, typicalPerUnit } from "./dose.ts";
import { nutrientPerServing, servingsForFullDv, servingsToMatch } from "./nutrients.ts";
import { topFoodsForCoverage, topFoodsForNutrient } from "./ranking.ts";
import { bestSupplementMatch, supplementShortName } from "./search.ts";
import type { DietProfile, Food, KnowledgeBase, NutrientAmount, NutrientKey, Supplement } from "./types.ts";

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

function round(value: number, significant = 4): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const digits = Math.max(0, significant - 1 - Math.floor(Math.log10(Math.abs(value))));
  return Number(value.toFixed(Math.min(digits, 10)));
}

function nutrientName(kb: KnowledgeBase, key: NutrientKey): string {
  return kb.nutrients.get(key)?.name ?? key;
}

function toLookupNutrient(amount: NutrientAmount): LookupNutrient {
  return {
    key: amount.nutrient,
    name: amount.name,
    amount: round(amount.amount),
    unit: amount.unit,
    percentDv: amount.percentDv === null ? null : round(amount.percentDv, 3),
  };
}

/** Reads the dose for every nutrient it applies to. */
function readDose(kb: KnowledgeBase, supplement: Supplement, dosage: string): { ok: true; dose: LookupDose } | { ok: false; message: string } {
  const reading = readDoseText(dosage);
  if (!reading.ok) return reading;
  if (supplement.nutrients.length === 0) return { ok: true, dose: { input: dosage, amounts: [], assumed: null } };

  const quantity = reading.quantity;
  const rank = supplement.rankNutrient;
  // An IU or a named-nutrient dose ("300 mg EPA+DHA") is a dose of one nutrient; a count, bare number or
  // product mass scales the whole product.
  const namedNutrient = quantity.kind === "mass" && quantity.qualifier !== null && quantity.qualifier !== "any" ? quantity.qualifier : null;
  const namesOneNutrient = quantity.kind === "iu" || namedNutrient !== null;
  const targets: NutrientKey[] = namesOneNutrient && rank !== "coverage" && rank !== null ? [namedNutrient ?? rank] : [...supplement.nutrients];
  const amounts: LookupDose["amounts"] = [];
  const assumed = new Set<string>();
  let firstError: string | null = null;
  for (const nutrient of targets) {
    const parsed = parseDose(dosage, nutrient, supplement);
    if (!parsed.ok) {
      firstError ??= parsed.message;
      continue;
    }
    amounts.push({ key: nutrient, name: nutrientName(kb, nutrient), amount: round(parsed.amount), unit: parsed.unit });
    if (parsed.assumed) assumed.add(parsed.assumed);
  }
  if (rank !== "coverage" && rank !== null && targets.includes(rank) && !amounts.some((amount) => amount.key === rank)) {
    return { ok: false, message: firstError ?? doseTexts.unreadable };
  }
  if (amounts.length === 0) {
    // Multivitamins: a readable count, but strengths differ by brand.
    if (supplement.doseInColumnUnits.every((value) => value === null) && (quantity.kind === "count" || quantity.kind === "bare")) {
      return { ok: true, dose: { input: dosage, amounts: [], assumed: doseTexts.strengthsDifferByBrand(supplementShortName(supplement)) } };
    }
    return { ok: false, message: firstError ?? doseTexts.unreadable };
  }
  // One note per dose is enough: the first nutrient's explanation stands for the rest.
  return { ok: true, dose: { input: dosage, amounts, assumed: [...assumed][0] ?? null } };
}

function upperLimitCautions(kb: KnowledgeBase, dose: LookupDose | null): UpperLimitCaution[] {
  if (!dose) return [];
  const cautions: UpperLimitCaution[] = [];
  for (const amount of dose.amounts) {
    const limit = kb.upperLimits.get(amount.key as NutrientKey);
    if (!limit || amount.amount <= limit.value) continue;
    cautions.push({
      nutrient: amount.name,
      dose: amount.amount,
      unit: amount.unit,
      limit: limit.statedAs,
      appliesTo: limit.appliesTo,
      note: limit.note,
      source: limit.source,
    });
  }
  return cautions;
}

/** A serving above an adult UL that applies to food (total intake, or preformed vitamin A in animal foods). */
function foodCaution(kb: KnowledgeBase, food: Food): string | null {
  for (const [nutrient, limit] of kb.upperLimits) {
    if (limit.appliesTo === "supplements") continue;
    if (limit.appliesTo === "preformed" && !food.tags.includes("animal")) continue;
    const amount = nutrientPerServing(kb, food, nutrient);
    if (!amount || amount.amount <= limit.value) continue;
    return lookupTexts.foodAboveUl(lookupFormat.lowerName(amount.name), `${lookupFormat.amount(amount.amount)} ${amount.unit}`, limit.statedAs);
  }
  return null;
}

function benefits(kb: KnowledgeBase, food: Food, shown: ReadonlySet<string>): string {
  const excellent: { name: string; percentDv: number }[] = [];
  const good: { name: string; percentDv: number }[] = [];
  for (const nutrient of kb.dailyValues.keys()) {
    if (shown.has(nutrient)) continue;
    const amount = nutrientPerServing(kb, food, nutrient);
    if (!amount || amount.percentDv === null) continue;
    if (amount.percentDv >= 20) excellent.push({ name: amount.name, percentDv: amount.percentDv });
    else if (amount.percentDv >= 10) good.push({ name: amount.name, percentDv: amount.percentDv });
  }
  excellent.sort((a, b) => b.percentDv - a.percentDv);
  good.sort((a, b) => b.percentDv - a.percentDv);
  const protein = nutrientPerServing(kb, food, "protein_g");
  const fiber = nutrientPerServing(kb, food, "fiber_g");
  const fallbackAmount = [protein, fiber].filter((amount): amount is NutrientAmount => amount !== null && amount.amount >= 1).at(0);
  return lookupFormat.benefits(
    excellent.slice(0, 3),
    good.slice(0, 2),
    fallbackAmount ? { name: fallbackAmount.name, text: `${lookupFormat.amount(fallbackAmount.amount)} ${fallbackAmount.unit}` } : null,
  );
}

function card(
  kb: KnowledgeBase,
  food: Food,
  shownNutrients: readonly NutrientKey[],
  main: NutrientKey | null,
  doseForMain: number | null,
): LookupFoodAlternative {
  const nutrients = shownNutrients
    .map((nutrient) => nutrientPerServing(kb, food, nutrient))
    .filter((amount): amount is NutrientAmount => amount !== null)
    .map(toLookupNutrient);
  const mainAmount = main ? nutrientPerServing(kb, food, main) : null;
  const servings = mainAmount && doseForMain !== null && mainAmount.amount > 0 ? servingsToMatch(mainAmount.amount, doseForMain) : null;
  const forDv = main ? servingsForFullDv(kb, food, main) : null;
  return {
    id: food.id,
    foodName: food.name,
    category: food.category,
    imageUrl: `/images/foods/${food.category}.svg`,
    servingSize: `${food.servingLabel} (${lookupFormat.amount(food.servingG)} g)`,
    nutrients,
    benefits: benefits(kb, food, new Set(shownNutrients)),
    servingsToMatch: servings === null ? null : round(servings, 3),
    servingsForDv: forDv === null || !Number.isFinite(forDv) ? null : round(forDv, 3),
    caution: foodCaution(kb, food),
    usdaUrl: `https://fdc.nal.usda.gov/food-details/${food.id}/nutrients`,
  };
}

/** Nutrients of a food with the highest %DV per serving, best first. */
function topNutrientsOf(kb: KnowledgeBase, food: Food, among: readonly NutrientKey[], count: number): NutrientKey[] {
  return among
    .map((nutrient) => ({ nutrient, percent: nutrientPerServing(kb, food, nutrient)?.percentDv ?? null }))
    .filter((entry): entry is { nutrient: NutrientKey; percent: number } => entry.percent !== null && entry.percent > 0)
    .sort((a, b) => b.percent - a.percent)
    .slice(0, count)
    .map((entry) => entry.nutrient);
}

function minimumAmount(kb: KnowledgeBase, supplement: Supplement, nutrient: NutrientKey): number {
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

/** Looks a supplement up. Fails only on a dose it cannot read (a message for the Dosage field). */
export function lookupSupplement(kb: KnowledgeBase, input: LookupInput): LookupOutcome {
  const query = input.query.trim();
  const { match, suggestions } = bestSupplementMatch(kb, query);
  if (!match) {
    const close = suggestions.length > 0;
    const offered = close ? suggestions : POPULAR_SUPPLEMENT_IDS.map((id) => kb.supplements.find((s) => s.id === id)).filter((s): s is Supplement => s !== undefined);
    return {
      ok: true,
      result: {
        status: "no_match",
        query,
        suggestions: offered.map((s) => ({ id: s.id, name: supplementShortName(s) })),
        suggestionsAreClose: close,
      },
    };
  }
  const supplement = match;

  let dose: LookupDose | null = null;
  if (input.dosage !== undefined && input.dosage.trim() !== "") {
    const read = readDose(kb, supplement, input.dosage.trim());
    if (!read.ok) return { ok: false, field: "dosage", message: read.message };
    dose = read.dose;
  }

  const notes: LookupNote[] = [];
  if (supplement.insteadNote) notes.push({ kind: supplement.foodEquivalent === "none" ? "no_food_equivalent" : "about_foods", text: supplement.insteadNote });
  notes.push(...profileNotes(supplement, input.profile));

  const rank = supplement.rankNutrient;
  let comparison: LookupMatch["comparison"] = "none";
  let mainNutrient: LookupMatch["mainNutrient"] = null;
  let cards: LookupFoodAlternative[] = [];
  let usedFallback = false;

  if (rank === "coverage") {
    comparison = "coverage";
    const ranked = topFoodsForCoverage(kb, supplement.nutrients, { profile: input.profile, limit: ALTERNATIVES_SHOWN, distinctCategories: true });
    cards = ranked.map(({ food }) => card(kb, food, topNutrientsOf(kb, food, supplement.nutrients, 4), null, null));
  } else if (rank !== null) {
    mainNutrient = mainNutrientOf(kb, rank);
    const shown = [rank, ...supplement.nutrients.filter((nutrient) => nutrient !== rank && nutrient !== "epa_plus_dha_g")].slice(0, 4);
    const doseForMain = dose?.amounts.find((amount) => amount.key === rank)?.amount ?? null;
    const minAmount = minimumAmount(kb, supplement, rank);
    const ranked = topFoodsForNutrient(kb, rank, { profile: input.profile, limit: ALTERNATIVES_SHOWN, distinctCategories: true, minAmount });
    if (ranked.length > 0) {
      comparison = doseForMain !== null ? "dose" : "dv";
      cards = ranked.map(({ food }) => card(kb, food, shown, rank, doseForMain));
    } else {
      const anyFoodHasIt = topFoodsForNutrient(kb, rank, { limit: 1, minAmount }).length > 0;
      const fallback = supplement.fallbackNutrient;
      const fallbackRanked = fallback ? topFoodsForNutrient(kb, fallback, { profile: input.profile, limit: ALTERNATIVES_SHOWN }) : [];
      if (anyFoodHasIt && fallbackRanked.length === 0) {
        notes.push({ kind: "no_suitable_food", text: lookupTexts.noSuitableFood(lookupFormat.lowerName(mainNutrient.name)) });
      }
      if (fallback && fallbackRanked.length > 0) {
        usedFallback = true;
        // A diet note (e.g. for vegans) already says why plant omega-3 is shown; one explanation is enough.
        if (!notes.some((note) => note.kind === "diet")) notes.push({ kind: "fallback", text: supplement.fallbackNote });
        mainNutrient = mainNutrientOf(kb, fallback);
        comparison = "dv";
        cards = fallbackRanked.map(({ food }) => card(kb, food, [fallback], fallback, null));
      }
    }
  } else if (supplement.suggestedFoodIds.length > 0) {
    const foods = supplement.suggestedFoodIds
      .map((id) => kb.foods.find((food) => food.id === id))
      .filter((food): food is Food => food !== undefined && excludedReason(food, input.profile) === null)
      .slice(0, ALTERNATIVES_SHOWN);
    if (foods.length > 0) comparison = "suggestions";
    const everyNutrient = [...kb.dailyValues.keys()];
    cards = foods.map((food) => card(kb, food, topNutrientsOf(kb, food, everyNutrient, 3), null, null));
  }

  if (cards.length > 0 && supplement.foodNote && !usedFallback) notes.push({ kind: "about_foods", text: supplement.foodNote });

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
    mainNutrient,
    comparison,
    dose,
    foodAlternatives: cards,
    notes,
    upperLimitCautions: upperLimitCautions(kb, dose),
    filter: buildFilter(kb, input),
  };
  return { ok: true, result };
}
