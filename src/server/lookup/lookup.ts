// The Supplements vs Whole Foods lookup as a pure function of the knowledge base: which whole foods give the
// same nutrient as a supplement, how much of them, and what share of the Daily Value. Which foods may be shown,
// with which cautions, and how many servings match a dose is the recommendation policy's answer for the person
// (their diet and allergies, and what their latest assessment says: typed diet, conditions, age, sex). The dose
// is read in lookup-dose.ts, the cards built in lookup-cards.ts, dose answers shaped in lookup-match.ts.
import type {
  LookupDose,
  LookupFilter,
  LookupFoodAlternative,
  LookupMatch,
  LookupNote,
  LookupResult,
} from "../../shared/lookup.ts";
import { lookupFormat, lookupTexts } from "../../shared/texts/lookup.ts";
import { exclusionCountsFor } from "../nutrition/policy/diet-filters.ts";
import { upperLimitCautions, type DoseAmount } from "../nutrition/policy/dose-limits.ts";
import { typicalPerUnit } from "../nutrition/kb/dose.ts";
import { card, topNutrientsOf } from "./lookup-cards.ts";
import { matchSupplement, readDose } from "../nutrition/policy/supplement-dose.ts";
import { servingsForDailyValue, therapeuticMultiple, toDoseMatch } from "./lookup-match.ts";
import { nutrientPerServing } from "../nutrition/kb/nutrients.ts";
import { personInputFromAnswers, type PersonAnswers } from "../nutrition/answers/person-from-answers.ts";
import { createPolicy, type PersonPolicy } from "../nutrition/policy/policy.ts";
import { noFoodSuggestions } from "../nutrition/policy/nutrient-rules.ts";
import { notCheckedLines } from "../nutrition/policy/recommend.ts";
import type { Person } from "../nutrition/policy/types.ts";
import type { Recommendation } from "../nutrition/policy/result-types.ts";
import { topFoodsForCoverage } from "../nutrition/policy/ranking.ts";
import { supplementShortName } from "../nutrition/kb/search.ts";
import type { Food, NutrientKey, Supplement } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";

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
  /**
   * The person: diet and allergies (the request's, or the latest assessment's), and what only an assessment
   * tells (typed diet, conditions and their typed text, year of birth, sex), so the policy's rules for them apply.
   */
  profile: PersonAnswers;
  profileSource: LookupFilter["source"];
  /** Today, for an age from a year of birth (tests fix it). */
  now?: Date;
}

export type LookupOutcome = { ok: true; result: LookupResult } | { ok: false; field: "dosage"; message: string };

interface Context {
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

function buildFilter(kb: KnowledgeBase, input: LookupInput, person: Person): LookupFilter {
  const allergies = (input.profile.allergies ?? []).filter((allergy) => allergy !== "none");
  return {
    dietType: input.profile.dietType ?? null,
    allergies: [...allergies],
    otherAllergy: input.profile.otherAllergy ?? "",
    source: input.profileSource,
    // What the form's diet and allergies leave out (conditions and food safety leave out more, said in the notes).
    excluded: exclusionCountsFor(kb, person),
  };
}

/** Notes from the supplement's data for this person's diet (vegan notes also for a typed plant-based diet). */
function profileNotes(supplement: Supplement, person: Person): LookupNote[] {
  const notes: LookupNote[] = [];
  if (supplement.foodGapNote) notes.push({ kind: "food_gap", text: supplement.foodGapNote });
  const veganNote = supplement.veganNote;
  const vegetarian = person.groups.has("eats:no_meat") && person.groups.has("eats:no_fish");
  if (veganNote && (person.groups.has("eats:plant_based") || (vegetarian && /vegetarian/i.test(veganNote))))
    notes.push({ kind: "diet", text: veganNote });
  return notes;
}

/** What the policy applied beyond the form: conditions from the assessment, and typed text it could not match. */
function personNotes(person: Person): LookupNote[] {
  const notes: LookupNote[] = [];
  if (person.conditions.length > 0)
    notes.push({
      kind: "person",
      text: lookupTexts.checkedAgainstAssessment(person.conditions.map((condition) => condition.label)),
    });
  for (const line of notCheckedLines(person)) notes.push({ kind: "person", text: line });
  return notes;
}

interface Comparison {
  comparison: LookupMatch["comparison"];
  mainNutrient: LookupMatch["mainNutrient"];
  cards: LookupFoodAlternative[];
  usedFallback: boolean;
}

const NO_COMPARISON: Comparison = { comparison: "none", mainNutrient: null, cards: [], usedFallback: false };

/** A card for a food the policy allows, with its cautions, the dose answer (when matched) and servings for the DV. */
function cardFor(
  { kb, policy }: Context,
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
function compareOnNutrient(
  context: Context,
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
function allowedFoods(context: Context): { preferred: Food[]; demoted: Food[] } {
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
function coverage(context: Context, supplement: Supplement): Comparison {
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
function suggestedFoods(context: Context, supplement: Supplement): Comparison {
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

/** Looks a supplement up. Fails only on a dose it cannot read or cannot believe (a message for the Dosage field). */
export function lookupSupplement(kb: KnowledgeBase, input: LookupInput): LookupOutcome {
  const query = input.query.trim();
  const { match, suggestions } = matchSupplement(kb, query);
  if (!match) {
    const close = suggestions.length > 0;
    const offered = close
      ? suggestions
      : POPULAR_SUPPLEMENT_IDS.map((id) => kb.supplements.find((s) => s.id === id)).filter(
          (s): s is Supplement => s !== undefined,
        );
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
  let amounts: DoseAmount[] = [];
  if (input.dosage !== undefined && input.dosage.trim() !== "") {
    const read = readDose(kb, supplement, input.dosage.trim(), query);
    if (!read.ok) return { ok: false, field: "dosage", message: read.message };
    dose = read.dose;
    amounts = read.amounts;
  }

  const policyForKb = createPolicy(kb);
  const person = policyForKb.resolvePerson(personInputFromAnswers(input.profile, input.now));
  const context: Context = { kb, person, policy: policyForKb.forPerson(person), notes: [] };
  const safety: LookupNote[] = supplement.safetyNote ? [{ kind: "safety", text: supplement.safetyNote }] : [];
  const { notes } = context;
  if (supplement.insteadNote)
    notes.push({
      kind: supplement.foodEquivalent === "none" ? "no_food_equivalent" : "about_foods",
      text: supplement.insteadNote,
    });
  notes.push(...profileNotes(supplement, person), ...personNotes(person));

  const rank = supplement.rankNutrient;
  let compared: Comparison = NO_COMPARISON;
  // Children under 14: no food suggestions at all (our limits and servings are for 14 and over), whatever the supplement.
  const childNote = noFoodSuggestions(kb.safety, person);
  if (childNote.length > 0)
    notes.push(...childNote.map((item): LookupNote => ({ kind: "person", text: item.message })));
  else if (rank === "coverage") compared = coverage(context, supplement);
  else if (rank !== null)
    compared = compareOnNutrient(context, supplement, rank, amounts.find((amount) => amount.key === rank) ?? null);
  else if (supplement.suggestedFoodIds.length > 0) compared = suggestedFoods(context, supplement);

  if (compared.cards.length > 0 && supplement.foodNote && !compared.usedFallback)
    notes.push({ kind: "about_foods", text: supplement.foodNote });
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
    // The person's limits (their age band's, or pregnancy's), as the servings and notes above use them.
    upperLimitCautions: upperLimitCautions(kb, amounts, context.policy.upperLimits),
    filter: buildFilter(kb, input, person),
  };
  return { ok: true, result };
}

/**
 * The lookup without a dose, as the chat's offline engine gives it ("how can I replace my X supplement?"): the
 * match, or null when the name matches no supplement. The capability app.ts hands the chat.
 */
export function supplementLookup(kb: KnowledgeBase) {
  return (query: string, profile: PersonAnswers, profileSource: LookupFilter["source"]): LookupMatch | null => {
    const outcome = lookupSupplement(kb, { query, profile, profileSource });
    return outcome.ok && outcome.result.status === "match" ? outcome.result : null;
  };
}
