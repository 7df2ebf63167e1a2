// Supplements people type in words ("iron 65 mg a day, Vitamin D3 5000 IU"), cut into parts by
// typed-supplement-parts.ts and read with the lookup's own dose reader, so the assessment flags a named dose
// above the person's upper limit (their age band's, or pregnancy's) exactly as the lookup would, and questions a
// dose no product holds ("vitamin D 500 mg") instead of computing with it.
import type { UpperLimitCaution } from "../../../shared/lookup.ts";
import { upperLimitCautions, type PersonLimits } from "../policy/dose-limits.ts";
import { matchSupplement, readDose } from "../policy/supplement-dose.ts";
import { supplementNames, supplementShortName } from "../kb/search.ts";
import { typedSupplementParts, type TypedPart } from "./typed-supplement-parts.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { Supplement } from "../kb/types.ts";

export type TypedSupplement =
  /** A dose we read: `cautions` holds every nutrient above its upper limit (empty when none is). */
  | {
      text: string;
      status: "read";
      supplement: string;
      cautions: UpperLimitCaution[];
      /** How a salt form typed by name was read ("Read as elemental iron: ..."), or null. */
      readAs: string | null;
    }
  /** A dose we could not read or cannot believe: the lookup's message ("Did you mean ...?"). */
  | { text: string; status: "questioned"; supplement: string; message: string }
  /** A part naming no supplement we know, or with no dose: shown as the person typed it. */
  | { text: string; status: "unread" };

const numbersIn = (text: string): string[] => text.match(/\d+/g) ?? [];

/**
 * Whether every number in a typed name is one of the supplement's (its names and aliases): a number in a name is
 * part of it, so "B1" is not vitamin B12 and "vitamin B2" not B6, however close the spelling.
 */
function sameNumbers(name: string, supplement: Supplement): boolean {
  const known = new Set([supplement.name, ...supplementNames(supplement)].flatMap(numbersIn));
  return numbersIn(name).every((number) => known.has(number));
}

/** The supplement and dose of a part; a number alone that belongs to the name ("omega 3") is no dose. */
function supplementAndDose(
  kb: KnowledgeBase,
  part: TypedPart,
): { supplement: Supplement; name: string; dose: string } | null {
  if (part.wholeAsName !== null && matchSupplement(kb, part.wholeAsName).match) return null;
  if (part.name === "" || part.dose === null) return null;
  const supplement = matchSupplement(kb, part.name).match;
  return supplement && sameNumbers(part.name, supplement) ? { supplement, name: part.name, dose: part.dose } : null;
}

/**
 * Reads each part of a typed supplement text (split at commas, semicolons, "and", "+"), in order: a supplement we
 * know with a dose is read and checked against `limits`, the person's upper limits from the policy; any other
 * part is returned as "unread", so the text can still show it as the person typed it.
 */
export function readTypedSupplements(
  kb: KnowledgeBase,
  text: string | null | undefined,
  limits: PersonLimits,
): TypedSupplement[] {
  if (!text) return [];
  return typedSupplementParts(text).map((part): TypedSupplement => {
    const found = supplementAndDose(kb, part);
    if (!found) return { text: part.text, status: "unread" };
    const read = readDose(kb, found.supplement, found.dose, found.name);
    const supplement = supplementShortName(found.supplement);
    if (!read.ok) return { text: part.text, status: "questioned", supplement, message: read.message };
    return {
      text: part.text,
      status: "read",
      supplement,
      cautions: upperLimitCautions(kb, read.amounts, limits),
      readAs: read.saltForm ?? null,
    };
  });
}
