// The names people use for the foods of the knowledge base, found in any text by whole words (case,
// accents, punctuation and plurals folded; longest name first, so "beef liver" is not "beef" plus "liver").
// The chat finds the foods a question names with it; the safety check finds the foods an answer names.
import type { Food, FoodTag } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import { findTerms, words, type TermMatch } from "../kb/text-match.ts";

/**
 * Words that name several of our foods at once and none by itself ("liver": beef, chicken and pork liver;
 * "morels": the morel row of "Mushrooms, morel, raw"), matched against the words of each food's name.
 */
const COMMON_NAMES: ReadonlyArray<readonly [string, readonly string[], { notTag?: FoodTag }?]> = [
  ["liver", ["liver"]],
  ["cheese", ["cheese", "mozzarella", "ricotta"]],
  // The meat itself: beef liver is "liver" or "beef liver", not "beef".
  ["beef", ["beef"], { notTag: "organ_meat" }],
  ["chicken", ["chicken"], { notTag: "organ_meat" }],
  ["pork", ["pork"], { notTag: "organ_meat" }],
  ["turkey", ["turkey"], { notTag: "organ_meat" }],
  // The foods of the category "Seaweed and algae" (food_tags.csv), which the thyroid rules name as one.
  ["seaweed", ["kelp", "wakame", "laver", "spirulina"]],
  ["kombu", ["kelp"]],
  ["nori", ["laver"]],
  ["morel", ["morel"]],
  ["chanterelle", ["chanterelle"]],
  ["shiitake", ["shiitake"]],
  ["portabella", ["portabella"]],
  ["portobello", ["portabella"]],
  ["maitake", ["maitake"]],
  ["crimini", ["crimini"]],
  ["cremini", ["crimini"]],
];

/**
 * Words for whole groups of foods, by their tags: only the safety checks read them (a food group is
 * "named" for safety, "fish" for a vegan, but "Is fish healthy?" is not a question about one food).
 */
const GROUP_NAMES: ReadonlyArray<readonly [string, readonly FoodTag[]]> = [
  ["fish", ["fish"]],
  ["shellfish", ["shellfish"]],
  ["seafood", ["fish", "shellfish"]],
  ["meat", ["meat", "organ_meat"]],
  ["organ meat", ["organ_meat"]],
  ["dairy", ["dairy"]],
  ["tree nut", ["tree_nut"]],
];

export interface FoodTerm {
  /** The name as our data spells it, folded ("salmon", "beef liver", "greek yogurt"). */
  term: string;
  foods: readonly Food[];
  /** A whole food group ("fish"), only for safety checks. */
  group: boolean;
}

interface FoodNameIndex {
  /** Names of one food or a few (heads, aliases, common names), for questions and answers alike. */
  foods: { words: readonly string[]; value: FoodTerm }[];
  groups: { words: readonly string[]; value: FoodTerm }[];
  byTerm: Map<string, FoodTerm>;
}

const cache = new WeakMap<KnowledgeBase, FoodNameIndex>();

/** "Salmon, Atlantic, farmed, cooked" -> "salmon"; "Edamame (green soybeans), cooked" -> "edamame". */
const headOf = (name: string) => name.split(",")[0]!.split("(")[0]!.trim();

function indexOf(kb: KnowledgeBase): FoodNameIndex {
  const cached = cache.get(kb);
  if (cached) return cached;
  const byHead = new Map<string, Food[]>();
  const add = (key: string, food: Food) => {
    if (key) byHead.set(key, [...(byHead.get(key) ?? []).filter((known) => known !== food), food]);
  };
  for (const food of kb.foods) {
    for (const name of [headOf(food.name), ...food.aliases]) add(words(name).join(" "), food);
  }
  for (const [name, wanted, options] of COMMON_NAMES) {
    const key = words(name).join(" ");
    if (byHead.has(key)) continue;
    for (const food of kb.foods) {
      if (
        words(food.name).some((word) => wanted.includes(word)) &&
        !(options?.notTag && food.tags.includes(options.notTag))
      )
        add(key, food);
    }
  }
  const byTerm = new Map<string, FoodTerm>([...byHead].map(([term, foods]) => [term, { term, foods, group: false }]));
  const groups = GROUP_NAMES.flatMap(([name, tags]) => {
    const term = words(name).join(" ");
    const foods = kb.foods.filter((food) => food.tags.some((tag) => tags.includes(tag)));
    return byTerm.has(term) || foods.length === 0
      ? []
      : [{ words: term.split(" "), value: { term, foods, group: true } }];
  });
  const index: FoodNameIndex = {
    foods: [...byTerm.values()].map((value) => ({ words: value.term.split(" "), value })),
    groups,
    byTerm,
  };
  cache.set(kb, index);
  return index;
}

/** The food names in a text's words (from `words`), longest first, never two overlapping. */
export function foodNamesIn(
  kb: KnowledgeBase,
  textWords: readonly string[],
  options: { groups?: boolean } = {},
): TermMatch<FoodTerm>[] {
  const index = indexOf(kb);
  return findTerms(textWords, options.groups ? withGroups(index) : index.foods);
}

// Foods and group names in one list, made once per index so findTerms indexes it once.
const foodsWithGroups = new WeakMap<FoodNameIndex, FoodNameIndex["foods"]>();

function withGroups(index: FoodNameIndex): FoodNameIndex["foods"] {
  let terms = foodsWithGroups.get(index);
  if (!terms) {
    terms = [...index.foods, ...index.groups];
    foodsWithGroups.set(index, terms);
  }
  return terms;
}

/** The terms `foodNamesIn` can find, for callers that match them together with terms of their own. */
export function foodNameTerms(
  kb: KnowledgeBase,
  options: { groups?: boolean } = {},
): readonly { words: readonly string[]; value: FoodTerm }[] {
  const index = indexOf(kb);
  return options.groups ? [...index.foods, ...index.groups] : index.foods;
}

/** The foods one name stands for ("salmon": every salmon in our data; "liver": beef, chicken and pork liver). */
export function foodsNamed(kb: KnowledgeBase, term: string): readonly Food[] {
  return indexOf(kb).byTerm.get(term)?.foods ?? [];
}
