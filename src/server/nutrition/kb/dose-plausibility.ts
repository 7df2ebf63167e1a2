// Doses far beyond anything sold or prescribed ("Vitamin D 500 mg", "B12 1000 mg", "iron 65 g") are almost
// always a unit slip: mg for µg is a factor of 1,000. They are questioned, naming what the person may have
// meant, instead of computed. The bound per supplement is data (supplement_dosing.csv, max_plausible_dose).
import { nutrientName as sharedNutrientName } from "../../../shared/format.ts";
import { doseFormat, doseTexts } from "../../../shared/texts/dose.ts";
import { lookupFormat } from "../../../shared/texts/lookup.ts";
import { parseDose, typicalPerUnit, type DoseQuantity } from "./dose.ts";
import { withMicroSign } from "./dose-units.ts";
import { assumedForm, isIuNutrient } from "./iu-forms.ts";
import { nutrientUnitLabel } from "./nutrients.ts";
import { supplementShortName } from "./search.ts";
import type { NutrientKey, Supplement } from "./types.ts";

/** More tablets, capsules or scoops a day than this is a mistyped number: no label directs it. */
export const MAX_PLAUSIBLE_COUNT = 20;

/** Other readings of the same number are offered only within this factor of the typical dose (as for bare numbers). */
const SUGGESTION_RANGE = 100;

const UNITS = [
  { word: "IU", kind: "iu" },
  { word: "mcg", kind: "µg" },
  { word: "mg", kind: "mg" },
  { word: "g", kind: "g" },
] as const;

function amountWithIu(amount: number, nutrient: NutrientKey): string {
  const text = `${lookupFormat.amount(amount)} ${nutrientUnitLabel(nutrient)}`;
  if (!isIuNutrient(nutrient)) return text;
  return `${text} (${lookupFormat.amount(amount / assumedForm(nutrient).perIu)} IU)`;
}

/** The same number in the other units, when that gives a dose in the usual range: "500 IU" for "500 mg" of vitamin D. */
function didYouMean(
  supplement: Supplement,
  nutrient: NutrientKey,
  quantity: DoseQuantity,
  max: number,
  query: string,
): string[] {
  if (quantity.kind !== "mass" && quantity.kind !== "iu") return [];
  const typed = quantity.kind === "iu" ? "iu" : quantity.unit;
  const typical = typicalPerUnit(supplement, nutrient);
  const candidates: { text: string; distance: number }[] = [];
  for (const unit of UNITS) {
    if (unit.kind === typed || (unit.kind === "iu" && !isIuNutrient(nutrient))) continue;
    const dose = `${doseFormat.amount(quantity.amount)} ${unit.word}`;
    const parsed = parseDose(dose, nutrient, supplement, query);
    if (!parsed.ok || parsed.amount > max) continue;
    const ratio = typical === null ? 1 : parsed.amount / typical;
    if (ratio < 1 / SUGGESTION_RANGE || ratio > SUGGESTION_RANGE) continue;
    const converted =
      unit.kind === "iu"
        ? `${lookupFormat.amount(parsed.amount)} ${parsed.unit}`
        : isIuNutrient(nutrient)
          ? `${lookupFormat.amount(parsed.amount / assumedForm(nutrient).perIu)} IU`
          : null;
    candidates.push({ text: doseTexts.suggestion(dose, converted), distance: Math.abs(Math.log(ratio)) });
  }
  return candidates
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 2)
    .map((candidate) => candidate.text);
}

/**
 * A message when the dose is beyond belief, or null when it is plausible. `amount` is the dose of the
 * supplement's rank nutrient in its unit (undefined when the dose does not give it).
 */
export function implausibleDose(
  supplement: Supplement,
  input: string,
  quantity: DoseQuantity,
  amount: number | undefined,
  query: string,
): string | null {
  if (quantity.kind === "count" && quantity.amount > MAX_PLAUSIBLE_COUNT) return doseTexts.tooManyUnits(input);
  const rank = supplement.rankNutrient;
  const max = supplement.maxPlausibleDose;
  if (rank === null || rank === "coverage" || max === null || amount === undefined || amount <= max) return null;
  const label = lookupFormat.lowerName(supplementShortName(supplement));
  const nutrientName = sharedNutrientName(rank, "short");
  const typical = `${doseFormat.amount(supplement.typicalDose)} ${withMicroSign(supplement.typicalDoseUnit)}`;
  const amountText = `${amountWithIu(amount, rank)}${nutrientName === label ? "" : ` of ${nutrientName}`}`;
  return doseTexts.implausible(input, label, amountText, didYouMean(supplement, rank, quantity, max, query), typical);
}
