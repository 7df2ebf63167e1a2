/** Words a minute for reading time: adults read non-fiction silently at about 238 (Brysbaert, 2019); tables and lists slow that down. */
export const WORDS_PER_MINUTE = 220;

/** The words a reader reads in a Markdown text: link addresses, code fences and Markdown marks do not count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^(```|~~~).*$/gm, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/<[^>]+>/g, " ");
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes, rounded up, at least one: "N min read". */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
