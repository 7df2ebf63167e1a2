import { supplementNames } from "../nutrition/kb/search.ts";
import { foodNameTerms, foodNamesIn } from "../nutrition/policy/food-names.ts";
import { findTerms, words } from "../nutrition/kb/text-match.ts";
import type { Food, NutrientKey, Supplement } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";

// What a question names: nutrients, supplements and foods of the knowledge base, found by whole words
// (case, accents, punctuation and plurals folded; longest name first, so "vitamin d3" is not "vitamin d"
// plus "3"). Foods are found by the policy's food names (nutrition/policy/food-names.ts), which the safety
// check of a model's answer reads too. The model is given these rows; the offline engine answers from them.

/** Words people use for nutrients, besides the knowledge base's own names. Omega-3 means both kinds. */
const NUTRIENT_WORDS: ReadonlyArray<readonly [string, readonly NutrientKey[]]> = [
  ["vitamin d", ["vitamin_d_ug"]],
  ["vit d", ["vitamin_d_ug"]],
  ["vitamin d3", ["vitamin_d_ug"]],
  ["vitamin d2", ["vitamin_d_ug"]],
  ["d3", ["vitamin_d_ug"]],
  ["vitamin b12", ["vitamin_b12_ug"]],
  ["b12", ["vitamin_b12_ug"]],
  ["cobalamin", ["vitamin_b12_ug"]],
  ["vitamin c", ["vitamin_c_mg"]],
  ["vit c", ["vitamin_c_mg"]],
  ["vitamin a", ["vitamin_a_rae_ug"]],
  ["vitamin e", ["vitamin_e_mg"]],
  ["vitamin k", ["vitamin_k_ug"]],
  ["vitamin k1", ["vitamin_k_ug"]],
  ["vitamin k2", ["vitamin_k2_mk4_ug"]],
  ["k2", ["vitamin_k2_mk4_ug"]],
  ["vitamin b6", ["vitamin_b6_mg"]],
  ["b6", ["vitamin_b6_mg"]],
  ["vitamin b1", ["thiamin_mg"]],
  ["vitamin b2", ["riboflavin_mg"]],
  ["vitamin b3", ["niacin_mg"]],
  ["folate", ["folate_dfe_ug"]],
  ["folic acid", ["folate_dfe_ug"]],
  ["vitamin b9", ["folate_dfe_ug"]],
  ["fiber", ["fiber_g"]],
  ["fibre", ["fiber_g"]],
  ["dietary fiber", ["fiber_g"]],
  ["omega 3", ["epa_plus_dha_g", "ala_g"]],
  ["omega3", ["epa_plus_dha_g", "ala_g"]],
  ["omega 3s", ["epa_plus_dha_g", "ala_g"]],
  ["epa", ["epa_plus_dha_g"]],
  ["dha", ["epa_plus_dha_g"]],
  ["ala", ["ala_g"]],
];

export interface NamedThings {
  nutrients: NutrientKey[];
  supplements: Supplement[];
  /** Every food whose name the question uses (all variants: "salmon" names raw and cooked salmon). */
  foods: Food[];
  /** The words that named the foods, as written in our data ("salmon", "greek yogurt"). */
  foodTerms: string[];
}

interface Index {
  nutrients: { words: readonly string[]; value: readonly NutrientKey[] }[];
  supplements: { words: readonly string[]; value: Supplement }[];
}

const cache = new WeakMap<KnowledgeBase, Index>();

function indexOf(kb: KnowledgeBase): Index {
  const cached = cache.get(kb);
  if (cached) return cached;
  const nutrients = [
    ...[...kb.nutrients.values()].map((info) => ({
      words: words(info.name.split(" (")[0]!),
      value: [info.key] as const,
    })),
    ...NUTRIENT_WORDS.map(([phrase, keys]) => ({ words: words(phrase), value: keys })),
  ].filter((term) => term.words.length > 0);
  const supplements = kb.supplements.flatMap((supplement) =>
    supplementNames(supplement)
      .map((name) => ({ words: words(name), value: supplement }))
      .filter((term) => term.words.length > 0),
  );
  const index = { nutrients, supplements };
  cache.set(kb, index);
  return index;
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** The nutrients, supplements and foods a question names, in the order it names them. */
export function namedIn(kb: KnowledgeBase, question: string): NamedThings {
  const index = indexOf(kb);
  const questionWords = words(question);
  const foodTerms = foodNamesIn(kb, questionWords).map((match) => match.value);
  return {
    nutrients: unique(findTerms(questionWords, index.nutrients).flatMap((match) => match.value)),
    supplements: unique(findTerms(questionWords, index.supplements).map((match) => match.value)),
    foods: unique(foodTerms.flatMap((term) => term.foods)),
    foodTerms: unique(foodTerms.map((term) => term.term)),
  };
}

export type NamedKind = "food" | "nutrient" | "supplement";

/** Where a question's words name a food, a nutrient or a supplement (no two overlapping, longest first). */
export function namedSpans(
  kb: KnowledgeBase,
  questionWords: readonly string[],
): { kind: NamedKind; start: number; length: number }[] {
  return findTerms(questionWords, spanTermsOf(kb)).map((match) => ({
    kind: match.value,
    start: match.start,
    length: match.length,
  }));
}

const spanTerms = new WeakMap<KnowledgeBase, { words: readonly string[]; value: NamedKind }[]>();

function spanTermsOf(kb: KnowledgeBase): { words: readonly string[]; value: NamedKind }[] {
  const cached = spanTerms.get(kb);
  if (cached) return cached;
  const index = indexOf(kb);
  const terms = [
    ...index.nutrients.map((term) => ({ words: term.words, value: "nutrient" as const })),
    ...index.supplements.map((term) => ({ words: term.words, value: "supplement" as const })),
    ...foodNameTerms(kb).map((term) => ({ words: term.words, value: "food" as const })),
  ];
  spanTerms.set(kb, terms);
  return terms;
}

/** The foods one food term names ("salmon": every salmon in our data). */
export { foodsNamed } from "../nutrition/policy/food-names.ts";
