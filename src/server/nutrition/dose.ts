// Reads a dose as people write it ("1,000 IU", "25 µg", "500mg", "2 capsules", "1000") and converts it to a
// nutrient column's unit with the FDA conversions. A dose it cannot read gets a clear message, never a guess.
import { doseFormat, doseTexts } from "../../shared/texts/dose.ts";
import { lookupFormat } from "../../shared/texts/lookup.ts";
import { IU_WORDS, MASS_UNIT_WORDS, countUnitFor } from "./dose-units.ts";
import { columnMassUnit, convertMass, nutrientUnitLabel, type MassUnit } from "./nutrients.ts";
import { supplementShortName } from "./search.ts";
import type { NutrientKey, Supplement } from "./types.ts";

/** FDA unit conversions for the nutrients labelled in IU (21 CFR 101.9(c)(8)(iv) and the 2016 final rule). */
export const IU_CONVERSIONS: Readonly<Partial<Record<NutrientKey, { natural: number; synthetic?: number; note: string }>>> = {
  vitamin_d_ug: { natural: 0.025, note: "1 IU = 0.025 µg" },
  vitamin_a_rae_ug: { natural: 0.3, note: "1 IU of retinol = 0.3 µg RAE" },
  vitamin_e_mg: { natural: 0.67, synthetic: 0.45, note: "1 IU of d-alpha-tocopherol = 0.67 mg; synthetic dl-alpha = 0.45 mg" },
};

/** 1 µg of folic acid = 1.7 µg dietary folate equivalents (FDA). */
export const FOLIC_ACID_TO_DFE = 1.7;

/** Words after a mass that say the mass is of the nutrient itself, and which nutrient they name. */
const NUTRIENT_QUALIFIERS: ReadonlyMap<string, NutrientKey | "any"> = new Map([
  ["elemental", "any"],
  ["epa+dha", "epa_plus_dha_g"],
  ["epa/dha", "epa_plus_dha_g"],
  ["epa and dha", "epa_plus_dha_g"],
  ["omega-3", "epa_plus_dha_g"],
  ["omega 3", "epa_plus_dha_g"],
  ["epa", "epa_g"],
  ["dha", "dha_g"],
  ["ala", "ala_g"],
  ["protein", "protein_g"],
  ["fiber", "fiber_g"],
  ["fibre", "fiber_g"],
  ["dfe", "folate_dfe_ug"],
]);

const SYNTHETIC_E_WORDS = new Set(["dl-alpha", "dl alpha", "dl", "synthetic", "dl-alpha-tocopherol", "dl-alpha tocopherol"]);
const NATURAL_E_WORDS = new Set(["d-alpha", "d alpha", "natural", "d-alpha-tocopherol", "d-alpha tocopherol"]);

export type DoseQuantity =
  | { kind: "mass"; amount: number; unit: MassUnit; qualifier: NutrientKey | "any" | null }
  | { kind: "iu"; amount: number; synthetic: boolean | null }
  | { kind: "count"; amount: number; unit: string }
  | { kind: "bare"; amount: number };

export type DoseReading = { ok: true; quantity: DoseQuantity } | { ok: false; message: string };

export type ParsedDose = { ok: true; amount: number; unit: string; assumed?: string } | { ok: false; message: string };

const MAX_AMOUNT = 10_000_000;

export const DOSE_HELP = doseTexts.help;

const format = doseFormat.amount;

/** Reads the number at the start of `text`: "1,000", "1000", "2.5", ".5" and a decimal comma ("2,5"). */
function readNumber(text: string): { value: number; rest: string } | { error: string } | null {
  const raw = /^[\d.,]+/.exec(text)?.[0];
  if (!raw || !/\d/.test(raw)) return null;
  const rest = text.slice(raw.length).trim();
  const notANumber = { error: doseTexts.notANumber(raw) };
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) return { value: Number(raw.replaceAll(",", "")), rest };
  // "2,5" is a decimal comma; "1,5000" is neither a decimal nor a thousands separator.
  if (/^\d+,\d{1,2}$/.test(raw)) return { value: Number(raw.replace(",", ".")), rest };
  // "1.000" is one thousand in much of Europe and one in the US: ask rather than guess.
  if (/^[1-9]\d{0,2}\.\d{3}$/.test(raw)) {
    return { error: doseTexts.ambiguousDot(raw, Number(raw.replace(".", "")), Number(raw)) };
  }
  if (/^(\d+(\.\d+)?|\.\d+)$/.test(raw)) return { value: Number(raw), rest };
  return notANumber;
}

/** Reads the words of a dose into a quantity, without deciding what it is a quantity of. */
export function readDoseText(input: string): DoseReading {
  const text = input.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  if (text === "") return { ok: false, message: doseTexts.empty };
  if (text.length > 60) return { ok: false, message: doseTexts.tooLong };
  if (/^[-−–]/.test(text)) return { ok: false, message: doseTexts.notPositive };
  if (/\d\s*(?:-|–|to)\s*\d/.test(text)) return { ok: false, message: doseTexts.range };

  let multiplier = 1;
  let body = text;
  const times = /^(\d+)\s*[x×*]\s*(.+)$/.exec(text);
  if (times?.[1] && times[2] && /^[\d.]/.test(times[2])) {
    multiplier = Number(times[1]);
    body = times[2];
  }

  const number = readNumber(body);
  if (number === null) return { ok: false, message: doseTexts.noAmount(input.trim()) };
  if ("error" in number) return { ok: false, message: number.error };
  const amount = number.value * multiplier;
  if (!(amount > 0)) return { ok: false, message: doseTexts.notPositive };
  if (amount > MAX_AMOUNT) return { ok: false, message: doseTexts.tooLarge };

  const rest = number.rest.replace(/^of /, "").replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  if (rest === "") return { ok: true, quantity: { kind: "bare", amount } };

  for (const word of IU_WORDS) {
    if (rest === word || rest.startsWith(`${word} `)) {
      const after = rest.slice(word.length).trim();
      if (after === "") return { ok: true, quantity: { kind: "iu", amount, synthetic: null } };
      if (SYNTHETIC_E_WORDS.has(after)) return { ok: true, quantity: { kind: "iu", amount, synthetic: true } };
      if (NATURAL_E_WORDS.has(after)) return { ok: true, quantity: { kind: "iu", amount, synthetic: false } };
      return { ok: false, message: doseTexts.unreadableAfterIu(after) };
    }
  }

  const massMatch = /^(µg|μg|ug|mcg|micrograms?|mg|milligrams?|grams?|gr|g)(?:\s+(.*))?$/.exec(rest);
  if (massMatch?.[1]) {
    const unit = MASS_UNIT_WORDS.get(massMatch[1]);
    const after = (massMatch[2] ?? "").trim().replace(/^of /, "");
    if (!unit) return { ok: false, message: doseTexts.unreadableUnit(massMatch[1]) };
    if (after === "") return { ok: true, quantity: { kind: "mass", amount, unit, qualifier: null } };
    const qualifier = NUTRIENT_QUALIFIERS.get(after.replace(/\s*\+\s*/g, "+"));
    if (qualifier) return { ok: true, quantity: { kind: "mass", amount, unit, qualifier } };
    return { ok: false, message: doseTexts.unreadableAfterUnit(after, massMatch[1]) };
  }

  const count = countUnitFor(rest);
  if (count) return { ok: true, quantity: { kind: "count", amount, unit: count } };

  return { ok: false, message: doseTexts.unreadableUnit(rest) };
}

/** The first word of a typical dose unit as supplements.csv writes it: "mg fish oil (1 softgel)" -> "mg". */
function typicalUnitHead(supplement: Supplement): string {
  return supplement.typicalDoseUnit.split(/[\s(]/)[0] ?? "";
}

/** The dose unit a bare number stands for: the first word of the supplement's typical dose unit. */
function typicalUnitQuantity(supplement: Supplement, amount: number): DoseQuantity | null {
  const reading = readDoseText(`${amount} ${typicalUnitHead(supplement)}`);
  if (!reading.ok || reading.quantity.kind === "bare") return null;
  return reading.quantity;
}

/** The first word of a typical dose unit, with ug shown as µg. */
function typicalUnitWord(supplement: Supplement): string {
  return typicalUnitHead(supplement).replace(/^ug$/, "µg");
}

function nutrientName(nutrient: NutrientKey): string {
  return doseTexts.nutrientNames[nutrient] ?? nutrient.replace(/_(ug|mg|g)$/, "").replaceAll("_", " ");
}

/** The supplement's typical dose of `nutrient`, in the nutrient's column unit (null when not stated). */
export function typicalPerUnit(supplement: Supplement, nutrient: NutrientKey): number | null {
  const index = supplement.nutrients.indexOf(nutrient);
  if (index < 0) return null;
  return supplement.doseInColumnUnits[index] ?? null;
}

/**
 * Converts a dose to `nutrient`'s column unit. With a supplement, a bare number is read in the supplement's
 * typical dose unit, counts ("2 capsules") use its typical dose per unit, and product masses ("1000 mg" of
 * fish oil) are scaled by its composition; `assumed` then says how the dose was read.
 */
export function parseDose(input: string, nutrient: NutrientKey, supplement?: Supplement): ParsedDose {
  const reading = readDoseText(input);
  if (!reading.ok) return reading;
  let quantity = reading.quantity;
  const unit = nutrientUnitLabel(nutrient);
  const columnUnit = columnMassUnit(nutrient);
  const label = supplement ? lookupFormat.lowerName(supplementShortName(supplement)) : nutrientName(nutrient);
  let assumed: string | undefined;

  if (quantity.kind === "bare") {
    if (!supplement) return { ok: false, message: doseTexts.addUnit };
    const typical = typicalUnitQuantity(supplement, quantity.amount);
    if (!typical) return { ok: false, message: doseTexts.addUnit };
    const typicalUnit = typicalUnitWord(supplement);
    // A bare number far from the typical dose is more likely a count or another unit: ask, don't guess.
    const ratio = quantity.amount / supplement.typicalDose;
    if (ratio < 0.01 || ratio > 100) {
      const typicalText = `${format(supplement.typicalDose)} ${supplement.typicalDoseUnit.replace(/\bug\b/g, "µg")}`;
      return { ok: false, message: doseTexts.addUnitFarFromTypical(quantity.amount, supplement.countUnits[0], typicalUnit, label, typicalText) };
    }
    assumed = doseTexts.bareReadAs(quantity.amount, typicalUnit, label);
    quantity = typical;
  }

  switch (quantity.kind) {
    case "bare":
      return { ok: false, message: doseTexts.addUnit };
    case "iu": {
      if (supplement?.doseBasis === "count") return countOnly(supplement, label);
      const conversion = IU_CONVERSIONS[nutrient];
      if (!conversion) {
        return { ok: false, message: doseTexts.iuNotUsed(nutrientName(nutrient), columnUnit === "µg" ? "mcg (µg)" : columnUnit) };
      }
      const factor = quantity.synthetic && conversion.synthetic !== undefined ? conversion.synthetic : conversion.natural;
      const note = quantity.synthetic && conversion.synthetic !== undefined ? "synthetic dl-alpha-tocopherol, 1 IU = 0.45 mg" : conversion.note;
      return { ok: true, amount: quantity.amount * factor, unit, assumed: joinNotes(assumed, doseTexts.convertedWith(note)) };
    }
    case "count": {
      if (!supplement) return { ok: false, message: doseTexts.countNeedsSupplement(quantity.unit) };
      if (!supplement.countUnits.includes(quantity.unit)) {
        return { ok: false, message: doseTexts.countUnitNotSold(label, quantity.unit, supplement.countUnits) };
      }
      const perUnit = typicalPerUnit(supplement, nutrient);
      if (perUnit === null) {
        return { ok: false, message: doseTexts.countStrengthsDiffer(label, quantity.unit, nutrientName(nutrient)) };
      }
      // The typical dose is one unit unless its unit names a count ("1 tsp").
      const typicalIsCount = countUnitFor(typicalUnitHead(supplement)) === quantity.unit;
      const unitsPerTypicalDose = typicalIsCount ? supplement.typicalDose : 1;
      const amount = (quantity.amount * perUnit) / unitsPerTypicalDose;
      const short = supplement.typicalDoseUnit.split(" (")[0]!.replace(/\bug\b/g, "µg");
      const note = typicalIsCount
        ? undefined
        : doseTexts.countReadAs(quantity.amount, quantity.unit, `${format(supplement.typicalDose)} ${short}`, label);
      return { ok: true, amount, unit, assumed: joinNotes(assumed, note) };
    }
    case "mass": {
      if (quantity.qualifier !== null && quantity.qualifier !== "any" && quantity.qualifier !== nutrient) {
        return { ok: false, message: doseTexts.otherNutrient(nutrientName(quantity.qualifier), nutrientName(nutrient)) };
      }
      const basis = supplement?.doseBasis ?? "nutrient";
      if (quantity.qualifier === "folate_dfe_ug") {
        return { ok: true, amount: convertMass(quantity.amount, quantity.unit, columnUnit), unit, assumed };
      }
      if (basis === "count" && supplement) return countOnly(supplement, label);
      if (basis === "product" && quantity.qualifier === null && supplement) {
        const perDose = typicalPerUnit(supplement, nutrient);
        if (perDose === null || supplement.productGramsPerDose === null) {
          return { ok: false, message: doseTexts.enterFromLabel(nutrientName(nutrient)) };
        }
        const grams = convertMass(quantity.amount, quantity.unit, "g");
        const amount = (grams / supplement.productGramsPerDose) * perDose;
        return {
          ok: true,
          amount,
          unit,
          assumed: joinNotes(
            assumed,
            doseTexts.productReadAs(quantity.amount, quantity.unit, supplement.productName, supplement.productGramsPerDose, perDose, unit, nutrientName(nutrient)),
          ),
        };
      }
      const amount = convertMass(quantity.amount, quantity.unit, columnUnit);
      if (basis === "folic_acid") {
        return {
          ok: true,
          amount: amount * FOLIC_ACID_TO_DFE,
          unit,
          assumed: joinNotes(assumed, doseTexts.folicAcidReadAs(FOLIC_ACID_TO_DFE)),
        };
      }
      const readAs = quantity.qualifier === null && (nutrient === "protein_g" || nutrient === "fiber_g") ? doseTexts.gramsOf(nutrientName(nutrient)) : undefined;
      return { ok: true, amount, unit, assumed: joinNotes(assumed, readAs) };
    }
  }
}

function countOnly(supplement: Supplement, label: string): ParsedDose {
  return { ok: false, message: doseTexts.countOnly(label, supplement.countUnits) };
}

function joinNotes(...notes: (string | undefined)[]): string | undefined {
  const present = notes.filter((note): note is string => note !== undefined && note !== "");
  return present.length > 0 ? present.join("; ") : undefined;
}
