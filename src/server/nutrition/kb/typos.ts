// Small misspellings in typed conditions and medicines ("warfrin", "atrial fibrilation", "levothyroxin"): a word
// no term knows is read as the one known word within a length-aware edit distance, so a typo is matched while a
// short word ("ms", "af") never becomes another.
import { editDistance } from "./text.ts";
import { FILLER_WORDS } from "./text-match.ts";

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

/** The known words a typo may become: every word of five or more letters of a condition or medicine term. */
export function typoVocabulary(terms: readonly { words: readonly string[] }[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const term of terms)
    for (const word of term.words) if (word.length >= MIN_LENGTH && !/\d/.test(word)) vocabulary.add(word);
  return vocabulary;
}

/**
 * The words with each unknown one replaced by the single known word closest to it within its bound (a tie
 * between two known words leaves the word as typed: we would be guessing).
 */
export function correctTypos(typed: readonly string[], vocabulary: ReadonlySet<string>): string[] {
  return typed.map((word) => {
    const bound = typoBound(word.length);
    if (bound === 0 || vocabulary.has(word) || FILLER_WORDS.has(word) || KEPT_AS_TYPED.has(word) || /\d/.test(word))
      return word;
    let best: string | null = null;
    let bestDistance = bound + 1;
    let tie = false;
    for (const known of vocabulary) {
      if (Math.abs(known.length - word.length) > bound) continue;
      const distance = editDistance(word, known, bound);
      if (distance < bestDistance) {
        best = known;
        bestDistance = distance;
        tie = false;
      } else if (distance === bestDistance) tie = true;
    }
    return best !== null && !tie && bestDistance <= typoBound(Math.min(word.length, best.length)) ? best : word;
  });
}
