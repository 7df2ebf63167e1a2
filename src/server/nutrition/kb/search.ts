// Supplement search for the lookup and its autocomplete: by name or alias, case- and accent-insensitive,
// tolerant of small typos ("magnesum"), abbreviations ("vit d3") and spacing ("omega3").
import { editDistance, normalizeText } from "./text.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { Supplement } from "./types.ts";

/** Abbreviations expanded before matching. */
const EXPANSIONS: Readonly<Record<string, string>> = {
  vit: "vitamin",
  vitamine: "vitamin",
  vitamins: "vitamin",
};

/** Lowest score returned as a suggestion. */
export const SUGGESTION_THRESHOLD = 0.45;
/** Lowest score that counts as a match in the lookup (see bestSupplementMatch). */
export const MATCH_THRESHOLD = 0.8;

function queryTokens(query: string): string[] {
  return normalizeText(query)
    .split(" ")
    .filter((token) => token !== "")
    .map((token) => EXPANSIONS[token] ?? token);
}

function allowedTypos(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

function tokenScore(queryToken: string, candidateToken: string): number {
  if (queryToken === candidateToken) return 1;
  if (queryToken.length >= 2 && candidateToken.startsWith(queryToken))
    return 0.8 + 0.1 * (queryToken.length / candidateToken.length);
  const allowed = allowedTypos(Math.min(queryToken.length, candidateToken.length));
  if (allowed === 0) return 0;
  const distance = editDistance(queryToken, candidateToken, allowed);
  if (distance <= allowed) return 0.9 - 0.1 * distance;
  // A typo while still typing: "magnes" -> "magnesium" is a prefix; "magnesuim" is a swap (handled above).
  if (queryToken.length >= 5 && candidateToken.length > queryToken.length) {
    const head = candidateToken.slice(0, queryToken.length);
    if (editDistance(queryToken, head, 1) <= 1) return 0.75;
  }
  return 0;
}

/** How well a query matches one name or alias, from 0 (not at all) to 1 (exactly). */
export function matchScore(query: string, candidate: string): number {
  return scoreTokens(queryTokens(query), queryTokens(candidate));
}

function scoreTokens(q: readonly string[], c: readonly string[]): number {
  if (q.length === 0 || c.length === 0) return 0;
  const qCompact = q.join("");
  const cCompact = c.join("");
  if (qCompact === cCompact) return 1;
  let best = 0;
  if (qCompact.length >= 2 && cCompact.startsWith(qCompact)) best = 0.85 + 0.1 * (qCompact.length / cCompact.length);
  // Token by token: every query token should find a candidate token.
  const tokenScores = q.map((token) => Math.max(...c.map((candidateToken) => tokenScore(token, candidateToken))));
  if (tokenScores.every((score) => score > 0)) {
    const mean = tokenScores.reduce((sum, score) => sum + score, 0) / tokenScores.length;
    const coverage = Math.min(1, q.length / c.length);
    best = Math.max(best, mean * (0.9 + 0.1 * coverage));
  } else {
    const matched = tokenScores.filter((score) => score > 0);
    if (matched.length > 0) best = Math.max(best, (0.5 * matched.reduce((sum, score) => sum + score, 0)) / q.length);
  }
  // The whole string, for typos across words ("fishoil", "vitamind").
  const allowed = allowedTypos(Math.min(qCompact.length, cCompact.length));
  if (allowed > 0) {
    const distance = editDistance(qCompact, cCompact, allowed);
    if (distance <= allowed) best = Math.max(best, 0.95 - 0.1 * distance);
  }
  return Math.min(best, 1);
}

/** The name without its parenthesis: "Vitamin E (d-alpha-tocopherol)" -> "Vitamin E". */
export function supplementShortName(supplement: Supplement): string {
  return supplement.name.split(" (")[0]!;
}

/**
 * The names a supplement is found by: its short name, aliases and id. The full name's parenthesis
 * ("Vitamin E (d-alpha-tocopherol)") is left out: its words would make "vitamin d" match vitamin E.
 */
export function supplementNames(supplement: Supplement): string[] {
  return [supplementShortName(supplement), ...supplement.aliases, supplement.id.replaceAll("_", " ")];
}

/** Each supplement's names as tokens, worked out once per knowledge base. */
const nameTokenCache = new WeakMap<KnowledgeBase, (readonly string[])[][]>();

function nameTokens(kb: KnowledgeBase): (readonly string[])[][] {
  let cached = nameTokenCache.get(kb);
  if (!cached) {
    cached = kb.supplements.map((supplement) => supplementNames(supplement).map(queryTokens));
    nameTokenCache.set(kb, cached);
  }
  return cached;
}

/** Supplements matching a query, best first, for autocomplete (scores from 0 to 1). */
export function searchSupplements(
  kb: KnowledgeBase,
  query: string,
  limit = 6,
): { supplement: Supplement; score: number }[] {
  const q = queryTokens(query);
  if (q.length === 0) return [];
  const names = nameTokens(kb);
  // Ties keep the order of supplements.csv, which lists the most common supplements first.
  return kb.supplements
    .map((supplement, order) => ({
      supplement,
      order,
      score: Math.max(...(names[order] ?? []).map((tokens) => scoreTokens(q, tokens))),
    }))
    .filter((result) => result.score >= SUGGESTION_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ supplement, score }) => ({ supplement, score }))
    .slice(0, Math.max(0, limit));
}

/**
 * The supplement a lookup query means, or null when none matches well enough or two match about equally
 * ("vitamin" could be any vitamin); `suggestions` are the closest names either way.
 */
export function bestSupplementMatch(
  kb: KnowledgeBase,
  query: string,
): { match: Supplement | null; suggestions: Supplement[] } {
  // A name typed exactly (as picked from the autocomplete) is that supplement: the fuzzy scoring would give it 1 too.
  const compact = queryTokens(query).join("");
  const exact =
    compact === ""
      ? []
      : kb.supplements.filter((_, order) =>
          (nameTokens(kb)[order] ?? []).some((tokens) => tokens.join("") === compact),
        );
  if (exact.length === 1) return { match: exact[0]!, suggestions: [] };
  const results = searchSupplements(kb, query, 6);
  const [first, second] = results;
  const clear =
    first !== undefined &&
    first.score >= MATCH_THRESHOLD &&
    (first.score >= 0.97 || second === undefined || first.score - second.score >= 0.04);
  if (clear) return { match: first.supplement, suggestions: [] };
  return { match: null, suggestions: results.slice(0, 5).map((result) => result.supplement) };
}
