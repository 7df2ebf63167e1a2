// The Supplements vs Whole Foods lookup as a pure function of the knowledge base: which whole foods give the
// same nutrient as a supplement, how much of them, and what share of the Daily Value. Which foods may be shown,
// with which cautions, and how many servings match a dose is the recommendation policy's answer for the person
// (their diet and allergies, and what their latest assessment says: typed diet, conditions, age, sex). The foods
// are chosen in lookup-comparisons.ts, the cards built in lookup-cards.ts, dose answers shaped in lookup-match.ts.
import type { LookupDose, LookupFilter, LookupMatch, LookupNote, LookupResult } from "../../shared/lookup.ts";
import { lookupTexts } from "../../shared/texts/lookup.ts";
import { exclusionCountsFor } from "../nutrition/policy/diet-filters.ts";
import { upperLimitCautions, type DoseAmount } from "../nutrition/policy/dose-limits.ts";
import {
  compareOnNutrient,
  coverage,
  NO_COMPARISON,
  suggestedFoods,
  type Comparison,
  type LookupContext,
} from "./lookup-comparisons.ts";
import { matchSupplement, readDose } from "../nutrition/policy/supplement-dose.ts";
import { personInputFromAnswers, type PersonAnswers } from "../nutrition/answers/person-from-answers.ts";
import { createPolicy } from "../nutrition/policy/policy.ts";
import { noFoodSuggestions } from "../nutrition/policy/nutrient-rules.ts";
import { notCheckedLines } from "../nutrition/policy/recommend.ts";
import type { Person } from "../nutrition/policy/types.ts";
import { supplementShortName } from "../nutrition/kb/search.ts";
import type { Supplement } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";

/** Offered when nothing is close to what was typed: the most common supplements. */
export const POPULAR_SUPPLEMENT_IDS = ["vitamin_d", "magnesium", "fish_oil", "vitamin_b12", "iron"] as const;

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
  const context: LookupContext = { kb, person, policy: policyForKb.forPerson(person), notes: [] };
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
