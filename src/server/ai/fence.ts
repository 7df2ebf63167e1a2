// The one way typed text reaches a language model: as quoted data on one line (SECURITY.md). Every prompt line
// that carries something a person typed (an answer, a message, a text our food rules could not match, a typed
// supplement) passes it through here; tests/security builds every prompt with hostile text and checks it.

const freeTextPromptMaxLength = 200;

/**
 * A typed text as a quoted, single-line string: control characters and line breaks removed, the
 * characters that could close our fences (or open Markdown code and tags) neutralised, cut to a fixed length.
 */
export function fenceFreeText(value: string, max: number = freeTextPromptMaxLength): string {
  const cleaned = value
    // oxlint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/[<>`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  const cut = cleaned.length > max ? `${cleaned.slice(0, max)}...` : cleaned;
  return JSON.stringify(cut);
}
