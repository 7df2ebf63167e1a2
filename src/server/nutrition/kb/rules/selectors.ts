// Food selectors and "who" expressions of the safety rules: how the data names foods ("tag:fish+raw",
// "word:king mackerel", "dv_at_least:iron_mg:20", "over_ul:vitamin_a_rae_ug") and people
// ("stage:pregnant|condition:gout"), parsed once at load and evaluated against the indexed foods.
import {
  FOOD_CATEGORIES,
  FOOD_TAGS,
  NUTRIENT_KEYS,
  type Food,
  type NutrientKey,
  type UpperLimitScope,
} from "../types.ts";
import { containsSequence, words } from "../text-match.ts";
import type { FoodIndexEntry, Selector, SelectorTerm, WhoExpression } from "./types.ts";

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export interface SelectorVocabulary {
  foodIds: ReadonlySet<string>;
  /** Nutrients with an FDA Daily Value (dv_at_least needs one). */
  dvNutrients: ReadonlySet<NutrientKey>;
  /** Nutrients with an upper limit (over_ul needs one). */
  ulNutrients: ReadonlySet<NutrientKey>;
}

function oneOf<T extends string>(value: string, values: readonly T[]): T | undefined {
  return values.find((candidate) => candidate === value);
}

function parseTerm(text: string, vocabulary: SelectorVocabulary): Parsed<SelectorTerm> {
  if (text === "raw") return { ok: true, value: { kind: "raw" } };
  const colon = text.indexOf(":");
  const kind = colon < 0 ? text : text.slice(0, colon);
  const argument = colon < 0 ? "" : text.slice(colon + 1).trim();
  switch (kind) {
    case "tag": {
      const tag = oneOf(argument, FOOD_TAGS);
      return tag
        ? { ok: true, value: { kind: "tag", tag } }
        : { ok: false, message: `unknown tag "${argument}" in "${text}"` };
    }
    case "category": {
      const category = oneOf(argument, FOOD_CATEGORIES);
      return category
        ? { ok: true, value: { kind: "category", category } }
        : { ok: false, message: `unknown category "${argument}" in "${text}"` };
    }
    case "food":
      return vocabulary.foodIds.has(argument)
        ? { ok: true, value: { kind: "food", id: argument } }
        : { ok: false, message: `no food with fdc_id "${argument}"` };
    case "word": {
      const phrase = words(argument);
      return phrase.length > 0
        ? { ok: true, value: { kind: "word", words: phrase } }
        : { ok: false, message: `"${text}" names no word` };
    }
    case "dv_at_least": {
      const [nutrientText = "", percentText = ""] = argument.split(":");
      const nutrient = oneOf(nutrientText, NUTRIENT_KEYS);
      if (!nutrient || !vocabulary.dvNutrients.has(nutrient))
        return { ok: false, message: `"${nutrientText}" is not a nutrient with a Daily Value` };
      const percent = Number(percentText);
      if (!/^\d+(\.\d+)?$/.test(percentText) || percent <= 0)
        return { ok: false, message: `"${percentText}" is not a percentage above 0` };
      return { ok: true, value: { kind: "dv_at_least", nutrient, percent } };
    }
    case "over_ul": {
      const nutrient = oneOf(argument, NUTRIENT_KEYS);
      if (!nutrient || !vocabulary.ulNutrients.has(nutrient))
        return { ok: false, message: `"${argument}" is not a nutrient with an upper limit` };
      return { ok: true, value: { kind: "over_ul", nutrient } };
    }
    default:
      return {
        ok: false,
        message: `unknown selector "${text}" (expected tag:, category:, food:, word:, raw, dv_at_least: or over_ul:)`,
      };
  }
}

/** Parses "tag:fish+raw|word:morel": alternatives separated by |, terms of one alternative joined by +. */
export function parseSelector(text: string, vocabulary: SelectorVocabulary): Parsed<Selector> {
  const alternatives: SelectorTerm[][] = [];
  for (const alternative of text.split("|")) {
    const terms: SelectorTerm[] = [];
    for (const part of alternative.split("+")) {
      const trimmed = part.trim();
      if (trimmed === "") return { ok: false, message: `empty selector part in "${text}"` };
      const parsed = parseTerm(trimmed, vocabulary);
      if (!parsed.ok) return parsed;
      terms.push(parsed.value);
    }
    alternatives.push(terms);
  }
  return { ok: true, value: alternatives };
}

/** Parses "stage:pregnant|condition:gout+eats:no_fish"; `check` says whether a group exists (null) or why not. */
export function parseWho(text: string, check: (group: string) => string | null): Parsed<WhoExpression> {
  const clauses: string[][] = [];
  for (const clause of text.split("|")) {
    const groups = clause.split("+").map((group) => group.trim());
    for (const group of groups) {
      if (group === "") return { ok: false, message: `empty group in "${text}"` };
      const problem = check(group);
      if (problem) return { ok: false, message: problem };
    }
    clauses.push(groups);
  }
  return { ok: true, value: clauses };
}

export function whoApplies(who: WhoExpression, groups: { has(group: string): boolean }): boolean {
  return who.some((clause) => clause.every((group) => group === "everyone" || groups.has(group)));
}

/** Per-serving facts a selector needs beyond the food itself. */
export interface ServingFacts {
  percentDv(food: Food, nutrient: NutrientKey): number | null;
  /** The person's upper limit for the nutrient, or null when none applies; only over_ul terms ask. */
  upperLimit?(nutrient: NutrientKey): { value: number; appliesTo: UpperLimitScope } | null;
  amount(food: Food, nutrient: NutrientKey): number | null;
}

/** Whether one serving of the food is above an upper limit that applies to food (not to supplements only). */
export function servingAboveLimit(
  food: Food,
  amount: number | null,
  limit: { value: number; appliesTo: UpperLimitScope } | null,
): boolean {
  if (!limit || amount === null) return false;
  if (limit.appliesTo === "supplements") return false;
  // The knowledge base has total vitamin A (RAE): in animal foods it is preformed retinol, in plants carotenoids.
  if (limit.appliesTo === "preformed" && !food.tags.includes("animal")) return false;
  return amount > limit.value;
}

export function termHolds(term: SelectorTerm, entry: FoodIndexEntry, facts: ServingFacts): boolean {
  const { food } = entry;
  switch (term.kind) {
    case "tag":
      return food.tags.includes(term.tag);
    case "category":
      return food.category === term.category;
    case "food":
      return food.id === term.id;
    case "word":
      return entry.phrases.some((phrase) => containsSequence(phrase, term.words));
    case "raw":
      return entry.raw;
    case "dv_at_least": {
      const percent = facts.percentDv(food, term.nutrient);
      return percent !== null && percent >= term.percent;
    }
    case "over_ul":
      return servingAboveLimit(food, facts.amount(food, term.nutrient), facts.upperLimit?.(term.nutrient) ?? null);
  }
}

export function selectorMatches(selector: Selector, entry: FoodIndexEntry, facts: ServingFacts): boolean {
  return selector.some((alternative) => alternative.every((term) => termHolds(term, entry, facts)));
}

export function isPersonDependent(alternative: readonly SelectorTerm[]): boolean {
  return alternative.some((term) => term.kind === "over_ul");
}
