// Diet and allergy filters over the food tags, driven by the rule table in diet-rules.ts.
import { ALLERGY_LABELS, ALLERGY_RULES, DIET_LABELS, DIET_RULES, TAG_KEYWORDS, type ExclusionRule } from "./diet-rules.ts";
import { normalizeText } from "./text.ts";
import type { DietProfile, Food, KnowledgeBase } from "./types.ts";

function ruleMatches(food: Food, rule: ExclusionRule): boolean {
  return food.tags.includes(rule.tag) && !(rule.unless && food.tags.includes(rule.unless));
}

/** Singular form of a normalised word, enough to match "peanuts" with "peanut" and "berries" with "berry". */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

function words(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .filter((word) => word !== "")
    .map(singular);
}

/** The separate terms of an "other" allergy text: "Pine nuts, kiwi and sesame" -> pine nut / kiwi / sesame. */
export function otherAllergyTerms(text: string | undefined): string[][] {
  if (!text) return [];
  return text
    .split(/[,;/\n]|\band\b|\bor\b|&/i)
    .map(words)
    .filter((term) => term.length > 0 && term.join("").length >= 2);
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

/** The words of a food's name, USDA description, aliases and tag keywords, worked out once per food. */
const phraseCache = new WeakMap<Food, string[][]>();

function foodPhrases(food: Food): string[][] {
  let phrases = phraseCache.get(food);
  if (!phrases) {
    phrases = [food.name, food.usdaDescription, ...food.aliases].map(words);
    for (const tag of food.tags) for (const keyword of TAG_KEYWORDS[tag] ?? []) phrases.push(words(keyword));
    phraseCache.set(food, phrases);
  }
  return phrases;
}

function matchTerms(food: Food, terms: readonly string[][]): string | null {
  if (terms.length === 0) return null;
  const phrases = foodPhrases(food);
  for (const term of terms) {
    if (phrases.some((phrase) => containsSequence(phrase, term))) return term.join(" ");
  }
  return null;
}

/** The term of an "other" allergy text that matches a food (by name, USDA description, aliases or tag words), if any. */
export function matchOtherAllergy(food: Food, text: string | undefined): string | null {
  return matchTerms(food, otherAllergyTerms(text));
}

/** Why a food is left out: the part of the profile that excludes it ("vegan", "nut allergy") and the full reason. */
interface Exclusion {
  label: string;
  reason: string;
}

/** A test of foods against a profile, with the "other" allergy text read once rather than once per food. */
function exclusionTest(profile: DietProfile): (food: Food) => Exclusion | null {
  const dietRules = profile.dietType ? DIET_RULES[profile.dietType] : [];
  const dietLabel = profile.dietType ? DIET_LABELS[profile.dietType] : "";
  const otherTerms = otherAllergyTerms(profile.otherAllergy);
  return (food) => {
    const dietRule = dietRules.find((candidate) => ruleMatches(food, candidate));
    if (dietRule) return { label: dietLabel, reason: `${dietLabel}: ${dietRule.reason}` };
    for (const allergy of profile.allergies ?? []) {
      if (allergy === "none") continue;
      if (allergy === "other") {
        const term = matchTerms(food, otherTerms);
        if (term) return { label: ALLERGY_LABELS.other, reason: `allergy (${term})` };
        continue;
      }
      const rule = ALLERGY_RULES[allergy].find((candidate) => ruleMatches(food, candidate));
      if (rule) {
        const label = `${ALLERGY_LABELS[allergy]} allergy`;
        return { label, reason: `${label}: ${rule.reason}` };
      }
    }
    return null;
  };
}

/** Why a food does not suit a profile (e.g. "vegan: animal food"), or null when it suits it. */
export function excludedReason(food: Food, profile: DietProfile): string | null {
  return exclusionTest(profile)(food)?.reason ?? null;
}

/** The foods that suit a diet and allergies, in knowledge-base order. */
export function suitableFoods(kb: KnowledgeBase, profile: DietProfile): Food[] {
  const excluded = exclusionTest(profile);
  return kb.foods.filter((food) => excluded(food) === null);
}

/** How many foods each part of the profile leaves out, e.g. [{ label: "vegan", count: 58 }]. */
export function exclusionCounts(kb: KnowledgeBase, profile: DietProfile): { label: string; count: number }[] {
  const excluded = exclusionTest(profile);
  const counts = new Map<string, number>();
  for (const food of kb.foods) {
    const exclusion = excluded(food);
    if (exclusion) counts.set(exclusion.label, (counts.get(exclusion.label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => ({ label, count }));
}
