// What text the API accepts, decided once for every route (see input-guard.ts).
//
// Refused: NUL and unpaired UTF-16 surrogates. PostgreSQL cannot store either in `text` or `jsonb`,
// so they would turn a request into a database error (a 500 whose log used to carry the query's
// parameters); no keyboard produces them, so a person never needs them.
//
// Stripped: invisible formatting characters (zero-width spaces and joiners, bidi embeddings,
// overrides and isolates, tag characters, soft hyphens: Unicode category Cf) and control
// characters other than tab and line breaks (Cc). They are invisible to the person reading the
// text but not to a language model or a terminal, which is how prompt injection and log spoofing
// hide. The price: emoji sequences joined by ZWJ fall apart into their parts, and ZWNJ disappears
// from Persian and Indic words; both stay readable.

/** Category Cf plus Cc except tab, LF and CR. */
const invisibleCharacters = /(?![\t\n\r])[\p{Cf}\p{Cc}]/gu;

/** True when the text holds a character the API refuses outright. */
export function hasForbiddenCharacters(text: string): boolean {
  return text.includes("\u0000") || !text.isWellFormed();
}

/** The text without invisible formatting and control characters (call after hasForbiddenCharacters). */
export function stripInvisible(text: string): string {
  return text.replace(invisibleCharacters, "");
}

/** Secrets are compared byte for byte elsewhere (password hashes, reset tokens): never rewritten. */
const verbatimKeys = new Set(["password", "newPassword", "currentPassword", "token"]);

export type CleanResult =
  | { ok: true; value: unknown }
  | { ok: false; reason: "characters"; field: string }
  | { ok: false; reason: "depth"; field: string };

/**
 * Walks a parsed JSON value: the first string (or key) with a forbidden character is reported with
 * its dotted path ("answers.otherHealthCondition", "allergies.0"); otherwise returns a copy with
 * invisible characters stripped from every string except secrets. Nesting deeper than `maxDepth`
 * is refused, which also bounds the recursion.
 */
export function cleanJson(value: unknown, maxDepth: number): CleanResult {
  try {
    return { ok: true, value: walk(value, [], 0, maxDepth, false) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason, field: error.field };
    throw error;
  }
}

class Refusal extends Error {
  readonly reason: "characters" | "depth";
  readonly field: string;
  constructor(reason: "characters" | "depth", path: readonly string[]) {
    super(reason);
    this.reason = reason;
    this.field = path.length > 0 ? path.join(".") : "body";
  }
}

function walk(value: unknown, path: string[], depth: number, maxDepth: number, verbatim: boolean): unknown {
  if (typeof value === "string") {
    if (hasForbiddenCharacters(value)) throw new Refusal("characters", path);
    return verbatim ? value : stripInvisible(value);
  }
  if (value === null || typeof value !== "object") return value;
  if (depth >= maxDepth) throw new Refusal("depth", path);
  if (Array.isArray(value))
    return value.map((item, index) => walk(item, [...path, String(index)], depth + 1, maxDepth, verbatim));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A key is named by its JSON spelling, so the error message itself holds no raw NUL.
    if (hasForbiddenCharacters(key)) throw new Refusal("characters", [...path, JSON.stringify(key)]);
    const cleaned = walk(item, [...path, key], depth + 1, maxDepth, verbatimKeys.has(key));
    // defineProperty: a "__proto__" key stays a plain property instead of replacing the prototype.
    Object.defineProperty(out, key, { value: cleaned, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
