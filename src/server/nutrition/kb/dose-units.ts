// Words for counted dose units ("2 capsules") and masses, shared by the loader (validation) and the dose parser.
import type { MassUnit } from "./nutrients.ts";

/** Each count unit a supplement may accept, with the words people write for it. */
export const COUNT_UNIT_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ["softgel", ["softgel", "softgels", "soft gel", "soft gels", "soft-gel", "soft-gels", "gelcap", "gelcaps"]],
  ["capsule", ["capsule", "capsules", "cap", "caps", "vegcap", "vegcaps"]],
  ["tablet", ["tablet", "tablets", "tab", "tabs", "pill", "pills", "caplet", "caplets"]],
  ["gummy", ["gummy", "gummies"]],
  ["lozenge", ["lozenge", "lozenges"]],
  ["chew", ["chew", "chews", "chewable", "chewables"]],
  ["scoop", ["scoop", "scoops"]],
  ["tsp", ["tsp", "tsps", "teaspoon", "teaspoons"]],
]);

/** Mass words mapped to their unit (µ and μ are both accepted; "mcg" and "ug" are common on labels). */
export const MASS_UNIT_WORDS: ReadonlyMap<string, MassUnit> = new Map([
  ["µg", "µg"],
  ["μg", "µg"],
  ["ug", "µg"],
  ["mcg", "µg"],
  ["microgram", "µg"],
  ["micrograms", "µg"],
  ["mg", "mg"],
  ["milligram", "mg"],
  ["milligrams", "mg"],
  ["g", "g"],
  ["gr", "g"],
  ["gram", "g"],
  ["grams", "g"],
]);

/** A unit as the data writes it, with "ug" shown as "µg" wherever it stands as a word ("ug RAE" -> "µg RAE"). */
export function withMicroSign(unit: string): string {
  return unit.replace(/\bug\b/g, "µg");
}

export const IU_WORDS: ReadonlySet<string> = new Set([
  "iu",
  "i.u.",
  "i.u",
  "international unit",
  "international units",
]);

/** The canonical count unit for a word, or null. */
export function countUnitFor(word: string): string | null {
  for (const [unit, words] of COUNT_UNIT_WORDS) if (words.includes(word)) return unit;
  return null;
}
