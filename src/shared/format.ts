// The one home of the number and text formats people see, for the server (assessment, prompt, lookup,
// emails) and the browser alike. US English throughout, like every text of the product.
import { nutrientNames, type NamedNutrient } from "./texts/nutrients.ts";

const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * 1,234.5: digits grouped, at most `maxDecimals` decimals, trailing zeros dropped. Plain numbers are written
 * without Intl (the same text): cheaper on the server, and in the browser a page's first Intl format costs tens
 * of ms of the main thread (its locale data), four times that on a phone, while a signed-in page hydrates
 * (decision 034).
 */
export function formatNumber(value: number, maxDecimals = 1): string {
  return formatPlainNumber(value, maxDecimals) ?? intlFormatNumber(value, maxDecimals);
}

/** formatNumber as Intl.NumberFormat("en-US") writes it, for every number. */
export function intlFormatNumber(value: number, maxDecimals = 1): string {
  let format = numberFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: maxDecimals });
    numberFormats.set(maxDecimals, format);
  }
  return format.format(value);
}

/**
 * The same text as Intl.NumberFormat for a number of plain digits (zero or more, no exponent), written from its
 * shortest decimal (`String(value)`): Intl rounds that decimal half away from zero, drops trailing zeros and
 * groups by thousands. About half of Intl's cost, paid for every amount the policy, the assessment and the lookup
 * write; null for the rest (negative, non-finite, with an exponent), which Intl writes.
 */
function formatPlainNumber(value: number, maxDecimals: number): string | null {
  if (Object.is(value, -0)) return null; // String(-0) is "0"; Intl writes "-0"
  const text = String(value);
  let point = -1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 46 /* . */) point = at;
    else if (code < 48 || code > 57) return null; // "-", "e", "NaN", "Infinity"
  }
  if (!Number.isInteger(maxDecimals) || maxDecimals < 0) return null;
  const wholeLength = point < 0 ? text.length : point;
  const fractionLength = point < 0 ? 0 : text.length - point - 1;
  if (fractionLength <= maxDecimals && wholeLength <= 3) return text; // nothing to round or group
  const kept = Math.min(maxDecimals, fractionLength);
  let digits = point < 0 ? text : text.slice(0, point) + text.slice(point + 1, point + 1 + kept);
  if (fractionLength > kept && text.charCodeAt(point + 1 + kept) >= 53 /* 5 */) {
    // Round up: one more on the last kept digit, carried through nines.
    let end = digits.length - 1;
    while (end >= 0 && digits.charCodeAt(end) === 57 /* 9 */) end--;
    digits =
      end < 0
        ? `1${"0".repeat(digits.length)}`
        : `${digits.slice(0, end)}${String.fromCharCode(digits.charCodeAt(end) + 1)}${"0".repeat(digits.length - end - 1)}`;
  }
  let integer = digits.slice(0, digits.length - kept);
  let decimals = digits.slice(digits.length - kept);
  let last = decimals.length;
  while (last > 0 && decimals.charCodeAt(last - 1) === 48 /* 0 */) last--;
  decimals = decimals.slice(0, last);
  for (let at = integer.length - 3; at > 0; at -= 3) integer = `${integer.slice(0, at)},${integer.slice(at)}`;
  return decimals === "" ? integer : `${integer}.${decimals}`;
}

/**
 * How finely an amount is written. The two surfaces grew different precisions, and changing either changes
 * what people read, so both are kept exactly:
 * - `compact`, the assessment and the model's prompt: whole numbers from 10 up, at most one decimal from 1 and
 *   two below, no digit grouping ("1350", "45", "5.1", "0.25"); rounded as `toFixed` rounds (the binary value);
 * - `detailed`, the lookup: one decimal up to 100, two below 1, three below 0.1, digits grouped ("1,350",
 *   "45.3", "0.012"); rounded as Intl rounds (the shortest decimal).
 */
export type AmountStyle = "compact" | "detailed";

/** Decimals by size: the first band whose lower bound the value reaches. */
const amountDecimals: Record<AmountStyle, readonly (readonly [atLeast: number, decimals: number])[]> = {
  compact: [
    [10, 0],
    [1, 1],
    [Number.NEGATIVE_INFINITY, 2],
  ],
  detailed: [
    [100, 0],
    [1, 1],
    [0.1, 2],
    [Number.NEGATIVE_INFINITY, 3],
  ],
};

/** `toFixed` without trailing zeros and without digit grouping: 1.50 -> "1.5", 2.0 -> "2". */
function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return decimals > 0 ? text.replace(/\.?0+$/, "") : text;
}

/** A nutrient amount with as many decimals as its size needs (see AmountStyle). */
export function formatAmount(value: number, style: AmountStyle = "detailed"): string {
  const decimals = amountDecimals[style].find(([atLeast]) => value >= atLeast)?.[1] ?? 0;
  return style === "compact" ? fixed(value, decimals) : formatNumber(value, decimals);
}

/** An amount with its unit: "5.1 g", "13.1 µg". */
export function formatQuantity(value: number, unit: string, style: AmountStyle = "detailed"): string {
  return `${formatAmount(value, style)} ${unit}`;
}

/** A share of the Daily Value as a whole percent: "45%", and "<1%" for a trace (never "0%" for some). */
export function formatPercent(value: number, style: AmountStyle = "detailed"): string {
  if (value > 0 && value < 1) return "<1%";
  return `${style === "compact" ? fixed(value, 0) : formatNumber(value, 0)}%`;
}

/**
 * One serving as every surface shows it: "1 cup, 244 g" (the lookup's cards said "1 cup (244 g)"). A comma,
 * because the assessment puts the serving in parentheses after a food name, and food names have commas of
 * their own ("Mushrooms, morel, raw (1 cup, 66 g)"): "1 cup (66 g)" there would nest parentheses in every
 * mention, and labels that carry their own would stack two ("1 oz (14 halves) (28.4 g)"). Grams keep one
 * decimal (28.35 g -> "28.4 g").
 */
export function formatServing(label: string, grams: number): string {
  return `${label}, ${fixed(grams, 1)} g`;
}

/** A count of servings to one decimal: "1 serving", "2.5 servings", "1,250 servings". */
export function formatServingCount(servings: number): string {
  const rounded = Math.round(servings * 10) / 10;
  return `${formatNumber(rounded)} ${rounded === 1 ? "serving" : "servings"}`;
}

/** A rating out of 5 with one decimal: 4 -> "4.0". */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

/** "a", "a and b", "a, b and c" (no serial comma); "or" for alternatives. */
export function formatList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** A date as "November 25, 2026", read in `timeZone` (UTC by default, so a server writes the same date everywhere). */
export function formatDate(date: Date | string | number, timeZone = "UTC"): string {
  return new Date(date).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone });
}

/** A name or label as it reads mid-sentence: "Vitamin B12" -> "vitamin B12"; "EPA + DHA" stays. */
export function lowerFirst(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}

/** Nouns ending in -s that take a singular verb ("molasses is"); -ss, -us and -is endings are handled by rule. */
const singularInS = new Set(["molasses", "swiss", "news"]);

/**
 * Whether a food's name takes a plural verb ("Peanuts don't suit you", "Salmon doesn't"): its head noun,
 * the last word before the first comma or bracket, is a plural -s word ("Black beans, cooked", "Brazil nuts").
 */
export function isPluralName(name: string): boolean {
  const head = name.split(/[,(]/)[0]!.trim().split(/\s+/).at(-1)?.toLowerCase() ?? "";
  return /[a-z]s$/.test(head) && !/(ss|us|is)$/.test(head) && !singularInS.has(head);
}

/** The first letter in capitals, to start a sentence: "high stress" -> "High stress". */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A nutrient's name for people (table in texts/nutrients.ts): `label` on cards and lists, `advice` where the
 * assessment names what to work on, `short` mid-sentence ("vitamin D", "fiber", "EPA + DHA").
 */
export function nutrientName(nutrient: NamedNutrient, use: "label" | "advice" | "short" = "label"): string {
  const names: { label: string; advice?: string; short?: string } = nutrientNames[nutrient];
  if (use === "advice") return names.advice ?? names.label;
  if (use === "short") return names.short ?? lowerFirst(names.label);
  return names.label;
}

// Made on first use: a segmenter loads the break rules, a cost every page that imports this module (the dashboard)
// would otherwise pay as it starts.
let graphemes: Intl.Segmenter | undefined;

/**
 * `text` in at most `maxUnits` UTF-16 code units (what a database column, the browser's maxlength and
 * JavaScript's `length` count), shortened with "…" and cut between graphemes: never inside an emoji, a
 * surrogate pair or a letter with its accents (a cut there would store a replacement character).
 */
export function shortenText(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  let kept = "";
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > maxUnits - 1) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}

/** Where a line of advice or a caution comes from, as the policy's rules name it. */
export interface SourceOfLine {
  label: string;
  /** An https:// address, or a path in this repository for our own editorial choices (docs/decisions/...). */
  url: string;
}

/** Whether a source can be shown as a link: a web address (our decision records are repository paths, named only). */
export const isWebSource = (source: SourceOfLine) => /^https:\/\//i.test(source.url);

const escapeLinkText = (text: string) => text.replace(/[[\]\\]/g, (mark) => `\\${mark}`);

/** A source as Markdown after a line: "([NHS](https://www.nhs.uk/...))"; a source without a web address by its name: "(FoodFirst decision record 020)". */
export function sourceMarkdown(source: SourceOfLine): string {
  if (!isWebSource(source)) return `(${source.label})`;
  const url = source.url.replace(
    /[()\s]/g,
    (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return `([${escapeLinkText(source.label)}](${url}))`;
}

/** A caution or advice line with its source after it, as every Markdown surface writes it. */
export const withSourceMarkdown = (text: string, source: SourceOfLine) => `${text} ${sourceMarkdown(source)}`;
