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

/** The term of an "other" allergy text that matches a food (by name, USDA description, aliases or tag words), if any. */
export function matchOtherAllergy(food: Food, text: string | undefined): string | null {
  const terms = otherAllergyTerms(text);
  if (terms.length === 0) return null;
  const phrases = [food.name, food.usdaDescription, ...food.aliases].map(words);
  for (const tag of food.tags) for (const keyword of TAG_KEYWORDS[tag] ?? []) phrases.push(words(keyword));
  for (const term of terms) {
    if (phrases.some((phrase) => containsSequence(phrase, term))) return term.join(" ");
  }
  return null;
}

/** Why a food does not suit a profile (e.g. "vegan: animal food"), or null when it suits it. */
export function excludedReason(food: Food, profile: DietProfile): string | null {
  if (profile.dietType) {
    const rule = DIET_RULES[profile.dietType].find((candidate) => ruleMatches(food, candidate));
    if (rule) return `${DIET_LABELS[profile.dietType]}: ${rule.reason}`;
  }
  for (const allergy of profile.allergies ?? []) {
    if (allergy === "none") continue;
    if (allergy === "other") {
      const term = matchOtherAllergy(food, profile.otherAllergy);
      if (term) return `allergy (${term})`;
      continue;
    }
    const rule = ALLERGY_RULES[allergy].find((candidate) => ruleMatches(food, candidate));
    if (rule) return `${ALLERGY_LABELS[allergy]} allergy: ${rule.reason}`;
  }
  return null;
}

/** The foods that suit a diet and allergies, in knowledge-base order. */
export function suitableFoods(kb: KnowledgeBase, profile: DietProfile): Food[] {
  return kb.foods.filter((food) => excludedReason(food, profile) === null);
}

/** How many foods each part of the profile leaves out, e.g. [{ label: "vegan", count: 58 }]. */
export function exclusionCounts(kb: KnowledgeBase, profile: DietProfile): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const food of kb.foods) {
    const reason = excludedReason(food, profile);
    if (reason === null) continue;
    const label = reason.startsWith("allergy (") ? `${ALLERGY_LABELS.other}` : reason.split(":")[0]!;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => ({ label, count }));
}
