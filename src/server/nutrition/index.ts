// The nutrition knowledge base: USDA foods, FDA Daily Values, upper limits, supplements and their editorial
// notes (data/nutrients), with pure queries over them. The app loads it once in createApp (loadKnowledgeBase) and
// passes it in; nothing keeps a module-level copy.
export * from "./types.ts";
export { DataFileError } from "./csv.ts";
export { loadKnowledgeBase, DEFAULT_DATA_DIR, DATA_FILES } from "./load.ts";
export { loadKnowledgeBaseWithSnapshot, writeKnowledgeBaseSnapshot } from "./snapshot.ts";
export { nutrientPerServing, nutrientPer100Kcal, columnMassUnit, nutrientUnitLabel, convertMass } from "./nutrients.ts";
export type { MassUnit } from "./nutrients.ts";
export { suitableFoods, excludedReason, exclusionCounts, matchOtherAllergy } from "./diet-filters.ts";
export { DIET_LABELS, ALLERGY_LABELS } from "./diet-rules.ts";
export { topFoodsForNutrient, topFoodsForCoverage } from "./ranking.ts";
export type { RankOptions } from "./ranking.ts";
export { parseDose, readDoseText, FOLIC_ACID_TO_DFE, DOSE_HELP } from "./dose.ts";
export type { ParsedDose, DoseQuantity, DoseForm } from "./dose.ts";
export { IU_FORMS, iuFormsOf, iuFormNamedIn } from "./iu-forms.ts";
// Dose safety, reusable by any feature that suggests amounts: ULs without an age, ULs food counts toward, servings capped and checked.
export { strictLimit, limitAppliesToFood, upperLimitCautions } from "./dose-limits.ts";
export type { DoseAmount } from "./dose-limits.ts";
export { toDoseMatch, servingsForDailyValue, therapeuticMultiple } from "./lookup-match.ts";
export { implausibleDose, MAX_PLAUSIBLE_COUNT } from "./dose-plausibility.ts";
export type { IuForm, IuFormId } from "./iu-forms.ts";
export { searchSupplements, bestSupplementMatch, matchScore, supplementShortName } from "./search.ts";
export { normalizeText } from "./text.ts";
export { lookupSupplement, POPULAR_SUPPLEMENT_IDS, ALTERNATIVES_SHOWN } from "./lookup.ts";
export type { LookupInput, LookupOutcome } from "./lookup.ts";
export { createPolicy, resolvePerson, recommendFoods, servingsToMatchSafely, adviceFor, notCheckedLines } from "./policy/index.ts";
export { personInputFromAnswers } from "./person-from-answers.ts";
export type { PersonAnswers } from "./person-from-answers.ts";
export type {
  Policy,
  PersonPolicy,
  Person,
  PersonInput,
  Recommendation,
  FoodRecommendations,
  RecommendOptions,
  Caution,
  Exclusion,
  SafetyMessage,
  SafetyRules,
  ServingsToMatch,
  CannotMatch,
  NutrientAdvice,
  AdviceLine,
  KeyArea,
} from "./policy/index.ts";
