// Supplements people type in words ("iron 65 mg, vitamin D 2000 IU"), read with the lookup's own dose reader
// so the assessment flags a named dose above its upper limit exactly as the lookup would, and questions a
// dose no product holds ("vitamin D 500 mg") instead of computing with it.
import type { UpperLimitCaution } from "../../shared/lookup.ts";
import { upperLimitCautions } from "./dose-limits.ts";
import { matchSupplement, readDose } from "./lookup-dose.ts";
import { supplementShortName } from "./search.ts";
import type { KnowledgeBase } from "./types.ts";

export type TypedSupplement =
  /** A dose we read: `cautions` holds every nutrient above its upper limit (empty when none is). */
  | { text: string; status: "read"; supplement: string; cautions: UpperLimitCaution[] }
  /** A dose we could not read or cannot believe: the lookup's message ("Did you mean ...?"). */
  | { text: string; status: "questioned"; supplement: string; message: string };

/** "iron 65 mg" -> name "iron", dose "65 mg"; "65 mg iron" -> the same. Null when the part has no number. */
function splitNameAndDose(part: string): { name: string; dose: string } | null {
  const at = part.search(/\d/);
  if (at < 0) return null;
  const before = part.slice(0, at).replace(/[:(=-]+\s*$/, "").trim();
  if (before !== "") return { name: before, dose: part.slice(at).replace(/[)]+$/, "").trim() };
  // The dose comes first: the number and its unit, then the name.
  const match = /^([\d.,]+\s*[a-zµμ]*)\s+(.*)$/i.exec(part.trim());
  return match ? { name: match[2]!.trim(), dose: match[1]!.trim() } : null;
}

/**
 * Reads each part of a typed supplement text (split at commas, semicolons, "and", "+") that names a supplement
 * we know and a dose. Parts without a dose, or naming no supplement we know, are left out: the text then
 * shows them as the person typed them.
 */
export function readTypedSupplements(kb: KnowledgeBase, text: string | null | undefined): TypedSupplement[] {
  if (!text) return [];
  const readings: TypedSupplement[] = [];
  for (const part of text.split(/[,;+\n]|\band\b/i).map((piece) => piece.trim()).filter(Boolean)) {
    const split = splitNameAndDose(part);
    if (!split || split.name === "") continue;
    const supplement = matchSupplement(kb, split.name).match;
    if (!supplement) continue;
    const read = readDose(kb, supplement, split.dose, split.name);
    const name = supplementShortName(supplement);
    if (!read.ok) readings.push({ text: part, status: "questioned", supplement: name, message: read.message });
    else readings.push({ text: part, status: "read", supplement: name, cautions: upperLimitCautions(kb, read.amounts) });
  }
  return readings;
}
