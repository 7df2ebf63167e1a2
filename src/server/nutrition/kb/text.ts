// Text normalisation shared by search and allergy matching: case-, accent- and punctuation-insensitive.

/** Lower case, accents removed, every run of non-alphanumerics turned into one space. "Vitamine-D3 " -> "vitamine d3". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Optimal-string-alignment edit distance (insertions, deletions, substitutions, adjacent swaps), stopping past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // Three rolling rows: two back (for swaps), previous and current.
  let older = new Uint16Array(cols);
  let previous = new Uint16Array(cols);
  let current = new Uint16Array(cols);
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, older[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [older, previous, current] = [previous, current, older];
  }
  return previous[b.length]!;
}
