// Matching typed text and rule phrases against each other and against food names: case-, accent-,
// punctuation- and plural-insensitive, by whole words (so "egg" never matches "eggplant", nor "nut" "coconut").
import { normalizeText } from "./text.ts";
import { memoOn } from "./memo.ts";

/** Singular form of a normalised word, enough to match "peanuts" with "peanut" and "berries" with "berry". */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The normalised, singular words of a text: "Sesame Seeds" -> ["sesame", "seed"]. */
export function words(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .filter((word) => word !== "")
    .map(singular);
}

/**
 * The separate parts of a typed text: "Pine nuts, kiwi and sesame" -> "Pine nuts" / "kiwi" / "sesame".
 * Parentheses and slashes separate too ("gluten-free (coeliac)"); the original wording of each part is kept.
 */
export function segments(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[,;/\n()[\]&+|]|\band\b|\bor\b|\bbut\b|\balso\b|\bplus\b/i)
    .map((part) => part.trim())
    .filter((part) => normalizeText(part).replace(/ /g, "").length >= 2);
}

/** Whether `needle` occurs in `haystack` as consecutive words. */
export function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

export interface TermMatch<T> {
  value: T;
  /** Position of the first matched word and the number of words. */
  start: number;
  length: number;
}

/** Terms by their first word, so a text is read in one pass; build it once for a table read many times. */
export interface TermIndex<T> {
  terms: readonly { words: readonly string[]; value: T }[];
  byFirst: ReadonlyMap<string, readonly number[]>;
}

export function indexTerms<T>(terms: readonly { words: readonly string[]; value: T }[]): TermIndex<T> {
  const byFirst = new Map<string, number[]>();
  terms.forEach((term, index) => {
    const first = term.words[0];
    if (first === undefined) return;
    const bucket = byFirst.get(first);
    if (bucket) bucket.push(index);
    else byFirst.set(first, [index]);
  });
  return { terms, byFirst };
}

// Most callers pass the same term lists again and again (the food names, the chat's nutrient and supplement names):
// each list is indexed once, for as long as the list itself lives. A term list is never changed once made.
const indexByTerms = new WeakMap<readonly unknown[], TermIndex<unknown>>();

const indexOfTerms = <T>(terms: readonly { words: readonly string[]; value: T }[]): TermIndex<T> =>
  memoOn(indexByTerms, terms, () => indexTerms(terms)) as TermIndex<T>;

/**
 * Every known term found in a segment's words, longest first, never two overlapping: "ground nut" is the
 * peanut term, not also the "nut" term; "trying to get pregnant" is trying to conceive, not pregnancy.
 */
export function findTerms<T>(
  segmentWords: readonly string[],
  termsOrIndex: readonly { words: readonly string[]; value: T }[] | TermIndex<T>,
): TermMatch<T>[] {
  const { terms, byFirst } = "byFirst" in termsOrIndex ? termsOrIndex : indexOfTerms(termsOrIndex);
  const found: (TermMatch<T> & { order: number })[] = [];
  segmentWords.forEach((word, start) => {
    for (const index of byFirst.get(word) ?? []) {
      const term = terms[index]!;
      const n = term.words.length;
      if (
        start + n <= segmentWords.length &&
        term.words.every((termWord, offset) => segmentWords[start + offset] === termWord)
      )
        found.push({ value: term.value, start, length: n, order: index });
    }
  });
  // Longest first, then earliest; of two terms for the same words, the one listed first.
  found.sort((a, b) => b.length - a.length || a.start - b.start || a.order - b.order);
  const taken = new Set<number>();
  const kept: TermMatch<T>[] = [];
  for (const match of found) {
    const positions = Array.from({ length: match.length }, (_, i) => match.start + i);
    if (positions.some((position) => taken.has(position))) continue;
    for (const position of positions) taken.add(position);
    kept.push({ value: match.value, start: match.start, length: match.length });
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Words that carry no meaning in a typed allergy or condition ("allergic to", "mild", "I have"). */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    "i",
    "im",
    "am",
    "a",
    "an",
    "the",
    "my",
    "me",
    "to",
    "of",
    "in",
    "on",
    "for",
    "with",
    "have",
    "has",
    "had",
    "is",
    "allergy",
    "allergic",
    "intolerance",
    "intolerant",
    "sensitivity",
    "sensitive",
    "reaction",
    "mild",
    "severe",
    "very",
    "slight",
    "some",
    "etc",
    "please",
    "thank",
    "thanks",
    "diet",
    "food",
    "taking",
    "take",
    "currently",
    "medication",
    "medicine",
    "condition",
    "disease",
    "only",
    "all",
    "kind",
    "type",
    "anything",
    "containing",
    "contain",
    "week",
    "month",
    "year",
    "day",
    "old",
    "since",
    "about",
    "around",
    "now",
    "at",
    "stage",
  ].map(singular),
);

/** The content words of a typed phrase: "allergic to sesame seeds" -> ["sesame", "seed"]; numbers carry none. */
export function contentWords(text: string): string[] {
  return words(text).filter((word) => !FILLER_WORDS.has(word) && !/^\d+$/.test(word));
}

/** Whether one of a food's phrases holds every one of the words, in any order ("oyster mushroom" -> "Mushrooms, oyster, raw"). */
export function phrasesContainAll(phrases: readonly (readonly string[])[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  return phrases.some((phrase) => wanted.every((word) => phrase.includes(word)));
}

/** Words that, before a term, mean the typed condition does not apply ("not pregnant", "no longer on warfarin"). */
const NEGATIONS: readonly (readonly string[])[] = [
  ["not"],
  ["no"],
  ["never"],
  ["non"],
  ["stopped"],
  ["finished"],
  ["former"],
  ["formerly"],
  ["previously"],
  ["ex"],
  ["used", "to"],
  ["quit"],
  ["past"],
  ["without"],
];

/** Whether a negation comes before position `start` in the segment. */
export function negatedBefore(segmentWords: readonly string[], start: number): boolean {
  const before = segmentWords.slice(0, start);
  return NEGATIONS.some((negation) => containsSequence(before, negation));
}
