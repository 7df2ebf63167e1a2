import type { KnowledgeBase } from "../../nutrition/kb/knowledge-base.ts";
import { editDistance } from "../../nutrition/kb/text.ts";
import { words } from "../../nutrition/kb/text-match.ts";
import { namedSpans } from "../entities.ts";
import { EXTRA_FOOD_WORDS, GENERIC_WORDS, INTENT_PHRASES, SYNONYMS, type IntentLabel } from "./phrases.ts";

// The intent matcher: a question and every example phrasing are read the same way (words folded, small
// misspellings corrected to a word the table or our data knows, foods, nutrients, supplements and amounts
// replaced by their kind), then compared as weighted bags of words (TF-IDF cosine), so word order does not
// matter and rare words ("detox", "reheat") count more than common ones ("is", "the"). The nearest example's
// label wins when it is close enough; otherwise the question is unknown.

/** Below this similarity to every example a question is unknown (tuned on the evaluation set). */
const MIN_SIMILARITY = 0.25;

const AMOUNT = /\d[\d,]*(\.\d+)?\s*(iu|i\.u\.|mg|mcg|µg|ug|g|micrograms?|milligrams?|grams?|units?)\b/gi;

/** Words that carry little of what a question is about: they count less than the rest. */
const FUNCTION_WORDS = new Set(
  "i me my a an the is are am be do doe does can could should would will to of for in on at with and or it s t what how which who why when much many you your it that this there".split(
    " ",
  ),
);

interface Example {
  label: IntentLabel;
  tokens: readonly string[];
}

interface Index {
  examples: Example[];
  vocabulary: Set<string>;
  /** The words of food and nutrition: of the examples of every label but conversation, and of our data's names. */
  domain: Set<string>;
  vocabularyByLength: Map<number, string[]>;
  idf: Map<string, number>;
  extraFoods: { words: readonly string[] }[];
  /** Precomputed weighted vectors of the examples, and of each label's examples together. */
  vectors: { label: IntentLabel; weights: Map<string, number>; norm: number }[];
  centroids: Map<IntentLabel, { weights: Map<string, number>; norm: number }>;
}

const cache = new WeakMap<KnowledgeBase, Index>();

/**
 * A word the vocabulary lacks, corrected to its nearest known word: one edit from five letters, two from eight.
 * Shorter words, and a word that only gains or loses an ending ("table" and "tablet", "news" and "new"), are
 * more often another English word than a misspelling ("book" is not "bok choy"), so they are left as typed.
 */
function corrected(word: string, index: Pick<Index, "vocabulary" | "vocabularyByLength">): string {
  if (word.length < 5 || index.vocabulary.has(word) || /\d/.test(word)) return word;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of index.vocabularyByLength.get(length) ?? []) {
      // Misspellings keep the first letter, or swap the first two: only those candidates are measured.
      if (candidate[0] !== word[0] && !(candidate[0] === word[1] && candidate[1] === word[0])) continue;
      if (candidate.startsWith(word) || word.startsWith(candidate)) continue;
      const distance = editDistance(word, candidate, max);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
  }
  return best ?? word;
}

/** The tokens of a text: words, with named things replaced by "<food>", "<nutrient>", "<supplement>", "<amount>". */
function tokensOf(
  kb: KnowledgeBase,
  text: string,
  index: Pick<Index, "vocabulary" | "vocabularyByLength" | "extraFoods"> | null,
): string[] {
  const withAmounts = text.replace(AMOUNT, " amountslot ");
  let folded = words(withAmounts);
  // Synonyms first (a synonym is a known word, not a misspelling of another), then spelling.
  folded = folded.map((word) => SYNONYMS[word] ?? word);
  if (index) folded = folded.map((word) => corrected(word, index));
  const spans = namedSpans(kb, folded);
  for (const extra of index?.extraFoods ?? []) {
    for (let start = 0; start + extra.words.length <= folded.length; start++) {
      if (
        extra.words.every((word, offset) => folded[start + offset] === word) &&
        !spans.some((span) => start < span.start + span.length && span.start < start + extra.words.length)
      ) {
        spans.push({ kind: "food", start, length: extra.words.length });
      }
    }
  }
  const replaced: string[] = [];
  for (let position = 0; position < folded.length;) {
    const span = spans.find((candidate) => candidate.start === position);
    if (span) {
      // The kind ("a food") for intents about any food, and the words themselves for topics about one ("raw milk").
      replaced.push(`<${span.kind}>`, ...folded.slice(position, position + span.length));
      position += span.length;
      continue;
    }
    const word = folded[position]!;
    replaced.push(word === "amountslot" ? "<amount>" : /^\d+$/.test(word) ? "<number>" : word);
    position++;
  }
  return replaced;
}

function weightsOf(
  tokens: readonly string[],
  idf: ReadonlyMap<string, number>,
): { weights: Map<string, number>; norm: number } {
  const weights = new Map<string, number>();
  for (const token of tokens) weights.set(token, (weights.get(token) ?? 0) + (idf.get(token) ?? 0));
  let sum = 0;
  for (const value of weights.values()) sum += value * value;
  return { weights, norm: Math.sqrt(sum) };
}

function indexOf(kb: KnowledgeBase): Index {
  const cached = cache.get(kb);
  if (cached) return cached;
  const extraFoods = EXTRA_FOOD_WORDS.map((phrase) => ({ words: words(phrase) }));
  const examples: Example[] = (Object.entries(INTENT_PHRASES) as [IntentLabel, readonly string[]][]).flatMap(
    ([label, phrases]) =>
      phrases.map((phrase) => ({
        label,
        tokens: tokensOf(kb, phrase, { vocabulary: new Set(), vocabularyByLength: new Map(), extraFoods }),
      })),
  );
  const vocabulary = new Set(examples.flatMap((example) => example.tokens).filter((token) => !token.startsWith("<")));
  for (const food of kb.foods) for (const word of words(food.name)) vocabulary.add(word);
  for (const nutrient of kb.nutrients.values()) for (const word of words(nutrient.name)) vocabulary.add(word);
  for (const extra of extraFoods) for (const word of extra.words) vocabulary.add(word);
  const conversation = new Set<IntentLabel>(["greeting", "thanks", "goodbye", "capabilities", "off_topic"]);
  const domain = new Set(
    examples
      .filter((example) => !conversation.has(example.label))
      .flatMap((example) => example.tokens)
      .filter((token) => !token.startsWith("<")),
  );
  for (const food of kb.foods) for (const word of words(food.name)) domain.add(word);
  for (const nutrient of kb.nutrients.values()) for (const word of words(nutrient.name)) domain.add(word);
  for (const extra of extraFoods) for (const word of extra.words) domain.add(word);
  const vocabularyByLength = new Map<number, string[]>();
  for (const word of vocabulary)
    vocabularyByLength.set(word.length, [...(vocabularyByLength.get(word.length) ?? []), word]);
  // Inverse document frequency over the examples; words no example uses weigh like the rarest.
  const documents = new Map<string, number>();
  for (const example of examples)
    for (const token of new Set(example.tokens)) documents.set(token, (documents.get(token) ?? 0) + 1);
  const idf = new Map(
    [...documents].map(([token, count]) => [
      token,
      Math.log(1 + examples.length / count) * (FUNCTION_WORDS.has(token) ? 0.3 : 1),
    ]),
  );
  const vectors = examples.map((example) => ({ label: example.label, ...weightsOf(example.tokens, idf) }));
  const index = {
    examples,
    vocabulary,
    domain,
    vocabularyByLength,
    idf,
    extraFoods,
    vectors,
    centroids: centroidsOf(vectors),
  };
  cache.set(kb, index);
  return index;
}

export interface IntentMatch {
  label: IntentLabel | "unknown";
  similarity: number;
  /** The question's tokens as matched (for tests and the evaluation's sample). */
  tokens: string[];
}

/**
 * The best label: for each label, the mean of its nearest example's similarity and its centroid's (all its
 * examples together), so a question close to one odd phrasing does not beat a label it resembles overall.
 */
/** Each label's centroid (its examples' normalised vectors summed) and its norm. */
function centroidsOf(
  vectors: Index["vectors"],
  skip?: number,
): Map<IntentLabel, { weights: Map<string, number>; norm: number }> {
  const centroids = new Map<IntentLabel, { weights: Map<string, number>; norm: number }>();
  vectors.forEach((example, position) => {
    if (position === skip || example.norm === 0) return;
    const entry = centroids.get(example.label) ?? { weights: new Map<string, number>(), norm: 0 };
    for (const [token, weight] of example.weights)
      entry.weights.set(token, (entry.weights.get(token) ?? 0) + weight / example.norm);
    centroids.set(example.label, entry);
  });
  for (const entry of centroids.values()) {
    let sum = 0;
    for (const value of entry.weights.values()) sum += value * value;
    entry.norm = Math.sqrt(sum) || 1;
  }
  return centroids;
}

/**
 * The best label: for each label, the mean of its nearest example's similarity and its centroid's (all its
 * examples together), so a question close to one odd phrasing does not beat a label it resembles overall.
 */
function nearest(
  index: Index,
  tokens: readonly string[],
  skip?: number,
): { label: IntentLabel | "unknown"; similarity: number } {
  const { weights, norm } = weightsOf(tokens, index.idf);
  if (norm === 0) return { label: "unknown", similarity: 0 };
  const bestByLabel = new Map<IntentLabel, number>();
  index.vectors.forEach((example, position) => {
    if (position === skip || example.norm === 0) return;
    let dot = 0;
    for (const [token, weight] of weights) dot += weight * (example.weights.get(token) ?? 0);
    bestByLabel.set(example.label, Math.max(bestByLabel.get(example.label) ?? 0, dot / (norm * example.norm)));
  });
  const centroids = skip === undefined ? index.centroids : centroidsOf(index.vectors, skip);
  let best: { label: IntentLabel | "unknown"; similarity: number } = { label: "unknown", similarity: 0 };
  for (const [label, centroid] of centroids) {
    let dot = 0;
    for (const [token, weight] of weights) dot += weight * (centroid.weights.get(token) ?? 0);
    const similarity = ((bestByLabel.get(label) ?? 0) + dot / (norm * centroid.norm)) / 2;
    if (similarity > best.similarity) best = { label, similarity };
  }
  return best.similarity >= MIN_SIMILARITY ? best : { label: "unknown", similarity: best.similarity };
}

/** The question with small misspellings corrected to words the table or our data knows ("avacado" -> "avocado"). */
export function correctSpelling(kb: KnowledgeBase, question: string): string {
  const index = indexOf(kb);
  return question.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase();
    if (lower.length < 4 || index.vocabulary.has(lower) || index.vocabulary.has(words(lower)[0] ?? lower)) return word;
    const fixed = corrected(lower, index);
    return fixed === lower ? word : fixed;
  });
}

/** The intent label of a question (or "unknown"). */
export function matchIntent(kb: KnowledgeBase, question: string): IntentMatch {
  const index = indexOf(kb);
  const tokens = tokensOf(kb, question.slice(0, 400), index);
  return { ...nearest(index, tokens), tokens };
}

/**
 * The question's words that say what it is about (not function or generic words), split into those of food and
 * nutrition (the table's other than conversation, our data's names, or a food, nutrient or amount it names) and
 * the rest; a bare number counts as unknown.
 */
export function vocabularyOf(kb: KnowledgeBase, question: string): { known: string[]; unknown: string[] } {
  const index = indexOf(kb);
  const known: string[] = [];
  const unknown: string[] = [];
  for (const token of tokensOf(kb, question.slice(0, 400), index)) {
    if (FUNCTION_WORDS.has(token) || GENERIC_WORDS.has(token)) continue;
    if (token === "<number>") unknown.push(token);
    else if (token.startsWith("<") || index.domain.has(token)) known.push(token);
    else unknown.push(token);
  }
  return { known, unknown };
}

/** Each example of the table matched against all the others (leave-one-out): the test that the table holds. */
export function leaveOneOut(
  kb: KnowledgeBase,
): { label: IntentLabel; tokens: readonly string[]; matched: IntentLabel | "unknown" }[] {
  const index = indexOf(kb);
  return index.examples.map((example, position) => ({
    label: example.label,
    tokens: example.tokens,
    matched: nearest(index, example.tokens, position).label,
  }));
}
