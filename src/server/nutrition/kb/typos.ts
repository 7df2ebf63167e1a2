// Small misspellings in typed conditions and medicines ("warfrin", "atrial fibrilation", "levothyroxin"): a word
// no term knows is read as the one known word within a length-aware edit distance, so a typo is matched while a
// short word ("ms", "af") never becomes another.
import { editDistance } from "./text.ts";
import { FILLER_WORDS, words } from "./text-match.ts";

/** Words of at least this many letters may be corrected; shorter ones must be typed exactly. */
const MIN_LENGTH = 5;

/** Edits allowed for a word of this length: one for 5-7 letters, two from 8. */
export function typoBound(length: number): number {
  if (length < MIN_LENGTH) return 0;
  return length < 8 ? 1 : 2;
}

/** Common words people type around a medicine that must never be read as one ("tablets", "morning"). */
const KEPT_AS_TYPED: ReadonlySet<string> = new Set([
  "tablet",
  "capsule",
  "daily",
  "twice",
  "morning",
  "evening",
  "night",
  "weekly",
  "monthly",
  "times",
  "prescribed",
  "doctor",
  "since",
  "years",
  "before",
  "after",
  "meals",
  "breakfast",
  "dinner",
  "lunch",
  "every",
  "other",
  "which",
  "until",
  "without",
  "stopped",
  "started",
  "taking",
  "recently",
  "currently",
  "problem",
  "issues",
  "history",
  "family",
  "mother",
  "father",
  "lower",
  "higher",
  "under",
  "control",
  "controlled",
  "mild",
  "severe",
]);

/**
 * Everyday English words (singular, as `words` folds them) that are one or two edits from a brand, a generic or a
 * condition term, and are far more often meant as typed: "I have a question" is not Questran, "always" not Alaway,
 * "fibre" not fibromyalgia. Never corrected, whatever the vocabulary holds.
 */
const ORDINARY_WORDS: ReadonlySet<string> = new Set(
  [
    "question",
    "quest",
    "query",
    "queries",
    "answer",
    "always",
    "alert",
    "slice",
    "singular",
    "different",
    "difference",
    "program",
    "programme",
    "template",
    "contract",
    "correct",
    "corrected",
    "correction",
    "president",
    "translate",
    "depend",
    "depends",
    "blocking",
    "fibre",
    "fiber",
    "tyramine",
    "thank",
    "thanks",
    "please",
    "hello",
    "about",
    "would",
    "could",
    "should",
    "really",
    "think",
    "thing",
    "something",
    "anything",
    "everything",
    "because",
    "still",
    "again",
    "maybe",
    "sometimes",
    "often",
    "never",
    "usually",
    "little",
    "better",
    "worse",
    "healthy",
    "health",
    "general",
    "normal",
    "regular",
    "pretty",
    "quite",
    "start",
    "change",
    "changed",
    "advice",
    "advise",
    "people",
    "person",
    "friend",
    "today",
    "tomorrow",
    "yesterday",
    "hungry",
    "water",
    "drink",
    "snack",
    "cooking",
    "recipe",
    "meal",
    "weight",
    "energy",
    "sleep",
    "tired",
    "stress",
    "stressed",
    "active",
    "exercise",
    "sport",
    "running",
    "walking",
    "working",
    "office",
    "school",
    "student",
    "teacher",
  ].flatMap((word) => words(word)),
);

/**
 * The known words a typo may become: every word of five or more letters of a condition or medicine term, with the
 * most edits that may reach it. A brand or product name ("Questran", "Prograf", "Trandate") is reached by one edit at
 * most: brand names are often a letter or two from an ordinary word, and a brand typed is usually typed from its box.
 */
export function typoVocabulary(terms: readonly { words: readonly string[]; brand?: boolean }[]): Map<string, number> {
  const vocabulary = new Map<string, number>();
  for (const term of terms)
    for (const word of term.words) {
      if (word.length < MIN_LENGTH || /\d/.test(word)) continue;
      const edits = term.brand ? 1 : typoBound(word.length);
      vocabulary.set(word, Math.max(edits, vocabulary.get(word) ?? 0));
    }
  return vocabulary;
}

/**
 * The words with each unknown one replaced by the single known word closest to it within its bound (a tie
 * between two known words leaves the word as typed: we would be guessing).
 */
export function correctTypos(typed: readonly string[], vocabulary: ReadonlyMap<string, number>): string[] {
  return typed.map((word) => {
    const bound = typoBound(word.length);
    if (
      bound === 0 ||
      vocabulary.has(word) ||
      FILLER_WORDS.has(word) ||
      KEPT_AS_TYPED.has(word) ||
      ORDINARY_WORDS.has(word) ||
      /\d/.test(word)
    )
      return word;
    let best: string | null = null;
    let bestDistance = bound + 1;
    let tie = false;
    for (const [known, edits] of vocabulary) {
      if (Math.abs(known.length - word.length) > bound) continue;
      const distance = editDistance(word, known, bound);
      // Beyond what may reach this word (a brand: one edit), it is no candidate, nor a tie.
      if (distance > Math.min(edits, typoBound(Math.min(word.length, known.length)))) continue;
      if (distance < bestDistance) {
        best = known;
        bestDistance = distance;
        tie = false;
      } else if (distance === bestDistance) tie = true;
    }
    return best !== null && !tie ? best : word;
  });
}
