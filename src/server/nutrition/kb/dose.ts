// Converts a dose read by dose-read.ts to a nutrient column's unit with the FDA conversions: IU by form
// (dose-iu.ts), folic acid to DFE, counts and whole-product masses by the supplement's composition. A dose it
// cannot convert gets a clear message, never a guess; every assumption is returned as text and shown.
import { nutrientName as sharedNutrientName } from "../../../shared/format.ts";
import { doseFormat, doseTexts } from "../../../shared/texts/dose.ts";
import { lookupFormat } from "../../../shared/texts/lookup.ts";
import { conversionNote, formLabel, resolveForm, type DoseForm } from "./dose-iu.ts";
import { readDoseText, type DoseQuantity } from "./dose-read.ts";
import { IU_WORDS, countUnitFor, withMicroSign } from "./dose-units.ts";
import { isIuNutrient, iuForm, type IuFormId, type IuNutrient } from "./iu-forms.ts";
import { columnMassUnit, convertMass, nutrientUnitLabel } from "./nutrients.ts";
import { supplementShortName } from "./search.ts";
import type { NutrientKey, Supplement } from "./types.ts";

export { readDoseText, type DoseQuantity, type DoseReading } from "./dose-read.ts";
export type { DoseForm } from "./dose-iu.ts";

/** 1 µg of folic acid = 1.7 µg dietary folate equivalents (FDA). */
export const FOLIC_ACID_TO_DFE = 1.7;

export type ParsedDose =
  | { ok: true; amount: number; unit: string; assumed?: string; form?: DoseForm }
  | { ok: false; message: string };

export const DOSE_HELP = doseTexts.help;

const format = doseFormat.amount;

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
  return withMicroSign(typicalUnitHead(supplement));
}

/** A nutrient's name mid-sentence ("vitamin D", "EPA + DHA"), from the one shared name table. */
function nutrientName(nutrient: NutrientKey): string {
  return sharedNutrientName(nutrient, "short");
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
 * fish oil) are scaled by its composition; `assumed` then says how the dose was read. `query` is the supplement
 * name as the person typed it, which may name the form of an IU-labelled vitamin ("vitamin E dl-alpha").
 */
export function parseDose(input: string, nutrient: NutrientKey, supplement?: Supplement, query?: string): ParsedDose {
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
      const typicalText = `${format(supplement.typicalDose)} ${withMicroSign(supplement.typicalDoseUnit)}`;
      return {
        ok: false,
        message: doseTexts.addUnitFarFromTypical(
          quantity.amount,
          supplement.countUnits[0],
          typicalUnit,
          label,
          typicalText,
        ),
      };
    }
    assumed = doseTexts.bareReadAs(quantity.amount, typicalUnit, label);
    quantity = typical;
  }

  switch (quantity.kind) {
    case "bare":
      return { ok: false, message: doseTexts.addUnit };
    case "iu": {
      if (supplement?.doseBasis === "count") return countOnly(supplement, label);
      if (!isIuNutrient(nutrient)) {
        return { ok: false, message: doseTexts.iuNotUsed(nutrientName(nutrient), columnUnit) };
      }
      return fromIu(quantity.amount, quantity.form, nutrient, query, assumed);
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
      const short = withMicroSign(supplement.typicalDoseUnit.split(" (")[0]!);
      const countNote = typicalIsCount
        ? undefined
        : doseTexts.countReadAs(quantity.amount, quantity.unit, `${format(supplement.typicalDose)} ${short}`, label);
      // A count of an IU-labelled product ("2 softgels" of 400 IU) is a number of IU, converted by form.
      if (isIuNutrient(nutrient) && IU_WORDS.has(typicalUnitHead(supplement).toLowerCase()) && !typicalIsCount) {
        return fromIu(quantity.amount * supplement.typicalDose, null, nutrient, query, joinNotes(assumed, countNote));
      }
      const unitsPerTypicalDose = typicalIsCount ? supplement.typicalDose : 1;
      const amount = (quantity.amount * perUnit) / unitsPerTypicalDose;
      return { ok: true, amount, unit, assumed: joinNotes(assumed, countNote), form: massForm(nutrient, null, query) };
    }
    case "mass": {
      if (quantity.qualifier !== null && quantity.qualifier !== "any" && quantity.qualifier !== nutrient) {
        return {
          ok: false,
          message: doseTexts.otherNutrient(nutrientName(quantity.qualifier), nutrientName(nutrient)),
        };
      }
      const stated = quantity.form === null ? null : iuForm(quantity.form);
      if (stated && stated.nutrient !== nutrient) {
        return {
          ok: false,
          message: doseTexts.formOfOtherNutrient(
            formLabel(stated, "short"),
            nutrientName(stated.nutrient),
            nutrientName(nutrient),
          ),
        };
      }
      if (stated?.id === "beta_carotene") return { ok: false, message: doseTexts.betaCaroteneMass };
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
            doseTexts.productReadAs(
              quantity.amount,
              quantity.unit,
              supplement.productName,
              supplement.productGramsPerDose,
              perDose,
              unit,
              nutrientName(nutrient),
            ),
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
      const readAs =
        quantity.qualifier === null && (nutrient === "protein_g" || nutrient === "fiber_g")
          ? doseTexts.gramsOf(nutrientName(nutrient))
          : undefined;
      return {
        ok: true,
        amount,
        unit,
        assumed: joinNotes(assumed, readAs),
        form: massForm(nutrient, quantity.form, query),
      };
    }
  }
}

/** An IU dose converted by its form (stated, named in the supplement, or the usual one), saying which. */
function fromIu(
  iu: number,
  formId: IuFormId | null,
  nutrient: IuNutrient,
  query: string | undefined,
  assumed: string | undefined,
): ParsedDose {
  const stated = formId === null ? null : iuForm(formId);
  if (stated && stated.nutrient !== nutrient) {
    return {
      ok: false,
      message: doseTexts.formOfOtherNutrient(
        formLabel(stated, "short"),
        nutrientName(stated.nutrient),
        nutrientName(nutrient),
      ),
    };
  }
  const resolved = resolveForm(nutrient, stated, query);
  return {
    ok: true,
    amount: iu * resolved.convertAs.perIu,
    unit: nutrientUnitLabel(nutrient),
    assumed: joinNotes(assumed, conversionNote(resolved)),
    form: { nutrient, form: resolved.known?.id ?? null, iu },
  };
}

/** The form a mass of an IU-labelled vitamin is of (stated or named), for the upper-limit check. */
function massForm(nutrient: NutrientKey, formId: DoseForm["form"], query: string | undefined): DoseForm | undefined {
  if (!isIuNutrient(nutrient)) return undefined;
  const resolved = resolveForm(nutrient, formId === null ? null : iuForm(formId), query);
  return { nutrient, form: resolved.known?.id ?? null, iu: null };
}

function countOnly(supplement: Supplement, label: string): ParsedDose {
  return { ok: false, message: doseTexts.countOnly(label, supplement.countUnits) };
}

function joinNotes(...notes: (string | undefined)[]): string | undefined {
  const present = notes.filter((note): note is string => note !== undefined && note !== "");
  return present.length > 0 ? present.join("; ") : undefined;
}
