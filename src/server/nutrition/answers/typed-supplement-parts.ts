// The words of a typed supplement list ("Vitamin D3 5000 IU, B12 1000 mcg; iron 65 mg a day") cut into parts,
// each with the supplement's name and its dose. A name may hold digits (D3, B12, K2, omega-3, B-50, CoQ10): the
// dose is a number standing on its own, followed by a unit ("5000 IU", "65mg", "2 x 500 mg", "500 mg x 2").
// Words that only say the dose is daily ("a day", "daily", "/day") are dropped and "twice a day" multiplies
// the dose; any other word after the dose stays with it, so the dose reader questions it ("weekly") rather
// than a dose being read as more or less than the person takes.
import { COUNT_UNIT_WORDS, IU_WORDS, MASS_UNIT_WORDS } from "../kb/dose-units.ts";

export interface TypedPart {
  /** The part as the person typed it. */
  text: string;
  /** The supplement's name ("" when the part names none). */
  name: string;
  /** The dose for the dose reader ("5000 IU", "2 x 65 mg"), or null when the part has no number. */
  dose: string | null;
  /** A dose that is only a number ("vitamin D 2000"): the whole part, which may instead be a name ("omega 3"). */
  wholeAsName: string | null;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const UNIT_WORDS = [...MASS_UNIT_WORDS.keys(), ...IU_WORDS, ...[...COUNT_UNIT_WORDS.values()].flat()].sort(
  (a, b) => b.length - a.length,
);
const UNIT = `(?:${UNIT_WORDS.map(escape).join("|")})`;
/** "1,000", "2.5", "2,5", and a range ("500-1000"), which the dose reader refuses with its own message. */
const NUMBER = String.raw`\d+(?:[.,]\d+)*(?:\s*(?:-|–|to)\s*\d+(?:[.,]\d+)*)?`;
/** A number standing on its own: not the digits of a name (D3, B12, omega-3, MK-7, B-50, CoQ10). */
const ALONE = String.raw`(?<![\p{L}\d.,])(?<!\p{L}[-‐–])`;

/** A number and its unit, with a count before ("2 x 500 mg") or after ("500 mg x 2"). */
const DOSE = new RegExp(
  String.raw`${ALONE}(?:(\d+)\s*[x×*]\s*)?(${NUMBER})\s*(${UNIT})(?![\p{L}\d])(?:\s*[x×*]\s*(\d+)(?![\d.,\p{L}]))?`,
  "iu",
);
/** A number with no unit ("vitamin D 2000"): the dose reader reads it in the supplement's usual unit, or asks. */
const BARE = new RegExp(String.raw`${ALONE}(${NUMBER})(?![\p{L}\d.,]|\s*[-‐–]\s*\p{L})`, "giu");

const DAY = String.raw`(?:(?:a|per|each|every)\s+day|daily)`;
const TIMES_WORDS: Readonly<Record<string, number>> = {
  once: 1,
  twice: 2,
  thrice: 3,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
};
/** "twice a day", "3 times daily", "2x a day": the dose is taken that many times. */
const TIMES_A_DAY = new RegExp(
  String.raw`\b(once|twice|thrice|(?:one|two|three|four|\d+)\s*(?:times|x))\s+${DAY}\b`,
  "i",
);
/** Words that only say the dose is a daily one. */
const PER_DAY = new RegExp(String.raw`\b(?:${DAY}|everyday)\b|\s*/\s*(?:day|d)\b`, "gi");

/** Separators of a list: ",", ";", "+", "&", "and", "plus", new lines; not "5,000", "EPA + DHA", "EPA and DHA". */
const SEPARATOR = /[;&\n]|,(?!\d)|\+(?!\s*dha\b)|\band\b(?!\s+dha\b)|\bplus\b/i;

const LEADING_WORDS = /^(?:(?:i\s+|i'm\s+|i am\s+)?(?:also\s+)?(?:take|taking|use|using)\s+)/i;
const APPROXIMATELY = /\s*(?:about|around|approx\.?|approximately|roughly|~)$/i;

function timesOf(words: string): number {
  const word = words.toLowerCase().replace(/\s*(?:times|x)$/, "");
  return TIMES_WORDS[word] ?? Number(word);
}

/** The name around a dose: what comes before it, or (dose first: "500 mg vitamin C") what comes after it. */
function cleanName(text: string): string {
  return text
    .replace(/^[\s:;,.)=\-–]+|[\s:;,.(=\-–]+$/g, "")
    .replace(/^of\s+/i, "")
    .replace(APPROXIMATELY, "")
    .trim();
}

/** One part of the list: its name and dose. */
export function readTypedPart(text: string): TypedPart {
  let rest = text.normalize("NFKC").replace(/\s+/g, " ").trim().replace(LEADING_WORDS, "");
  let times = 1;
  const perDay = TIMES_A_DAY.exec(rest);
  if (perDay?.[1]) {
    times = timesOf(perDay[1]);
    rest = rest.replace(perDay[0], " ");
  }
  rest = rest.replace(PER_DAY, " ").replace(/\s+/g, " ").trim();

  const dose = DOSE.exec(rest);
  if (dose?.[2] && dose[3]) {
    const count = times * Number(dose[1] ?? 1) * Number(dose[4] ?? 1);
    const amount = `${count === 1 ? "" : `${count} x `}${dose[2]} ${dose[3]}`;
    const before = cleanName(rest.slice(0, dose.index));
    const after = rest.slice(dose.index + dose[0].length).replace(/^[\s).,;]+|[\s.,;]+$/g, "");
    // Name first: the words after the dose are about the dose ("IU dl-alpha", "mg EPA+DHA"), read or questioned with it.
    if (before !== "")
      return { text, name: before, dose: after === "" ? amount : `${amount} ${after}`, wholeAsName: null };
    return { text, name: cleanName(after), dose: amount, wholeAsName: null };
  }
  const bare = [...rest.matchAll(BARE)].at(-1);
  if (!bare?.[1]) return { text, name: cleanName(rest), dose: null, wholeAsName: null };
  const name = cleanName(`${rest.slice(0, bare.index)} ${rest.slice(bare.index + bare[0].length)}`);
  return { text, name, dose: times === 1 ? bare[1] : `${times} x ${bare[1]}`, wholeAsName: rest };
}

/** Each part of a typed supplement list, in order, with its name and dose. */
export function typedSupplementParts(text: string): TypedPart[] {
  return text
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map(readTypedPart);
}
