// Reads a dose as people write it ("1,000 IU", "25 µg", "500mg", "2 capsules", "1000") and converts it to a
// nutrient column's unit with the FDA conversions. A dose it cannot read gets a clear message, never a guess.
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

export const DOSE_HELP = 'Write an amount and a unit, for example "1000 IU", "25 mcg", "500 mg", "2 g" or "1 softgel".';

const amountFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

function format(amount: number): string {
  return amountFormat.format(amount);
}

/** Reads the number at the start of `text`: "1,000", "1000", "2.5", ".5" and a decimal comma ("2,5"). */
function readNumber(text: string): { value: number; rest: string } | { error: string } | null {
  const raw = /^[\d.,]+/.exec(text)?.[0];
  if (!raw || !/\d/.test(raw)) return null;
  const rest = text.slice(raw.length).trim();
  const notANumber = { error: `"${raw}" is not a number we can read: use a dot for decimals (2.5) and commas only between thousands (1,000).` };
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) return { value: Number(raw.replaceAll(",", "")), rest };
  // "2,5" is a decimal comma; "1,5000" is neither a decimal nor a thousands separator.
  if (/^\d+,\d{1,2}$/.test(raw)) return { value: Number(raw.replace(",", ".")), rest };
  // "1.000" is one thousand in much of Europe and one in the US: ask rather than guess.
  if (/^[1-9]\d{0,2}\.\d{3}$/.test(raw)) {
    return { error: `Is "${raw}" ${Number(raw.replace(".", "")).toLocaleString("en-US")} or ${Number(raw).toLocaleString("en-US")}? Please write it without the dot, or with fewer decimals.` };
  }
  if (/^(\d+(\.\d+)?|\.\d+)$/.test(raw)) return { value: Number(raw), rest };
  return notANumber;
}

/** Reads the words of a dose into a quantity, without deciding what it is a quantity of. */
export function readDoseText(input: string): DoseReading {
  const text = input.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  if (text === "") return { ok: false, message: `Enter a dose. ${DOSE_HELP}` };
  if (text.length > 60) return { ok: false, message: `That dose is too long to read. ${DOSE_HELP}` };
  if (/^[-−–]/.test(text)) return { ok: false, message: "The dose must be more than zero." };
  if (/\d\s*(?:-|–|to)\s*\d/.test(text)) return { ok: false, message: 'Enter one amount rather than a range, for example "1000 IU".' };

  let multiplier = 1;
  let body = text;
  const times = /^(\d+)\s*[x×*]\s*(.+)$/.exec(text);
  if (times?.[1] && times[2] && /^[\d.]/.test(times[2])) {
    multiplier = Number(times[1]);
    body = times[2];
  }

  const number = readNumber(body);
  if (number === null) return { ok: false, message: `We couldn't find an amount in "${input.trim()}". ${DOSE_HELP}` };
  if ("error" in number) return { ok: false, message: number.error };
  const amount = number.value * multiplier;
  if (!(amount > 0)) return { ok: false, message: "The dose must be more than zero." };
  if (amount > MAX_AMOUNT) return { ok: false, message: "That amount is too large to be a daily dose; please check the number and the unit." };

  const rest = number.rest.replace(/^of /, "").replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  if (rest === "") return { ok: true, quantity: { kind: "bare", amount } };

  for (const word of IU_WORDS) {
    if (rest === word || rest.startsWith(`${word} `)) {
      const after = rest.slice(word.length).trim();
      if (after === "") return { ok: true, quantity: { kind: "iu", amount, synthetic: null } };
      if (SYNTHETIC_E_WORDS.has(after)) return { ok: true, quantity: { kind: "iu", amount, synthetic: true } };
      if (NATURAL_E_WORDS.has(after)) return { ok: true, quantity: { kind: "iu", amount, synthetic: false } };
      return { ok: false, message: `We couldn't read "${after}" after "IU". ${DOSE_HELP}` };
    }
  }

  const massMatch = /^(µg|μg|ug|mcg|micrograms?|mg|milligrams?|grams?|gr|g)(?:\s+(.*))?$/.exec(rest);
  if (massMatch?.[1]) {
    const unit = MASS_UNIT_WORDS.get(massMatch[1]);
    const after = (massMatch[2] ?? "").trim().replace(/^of /, "");
    if (!unit) return { ok: false, message: `We couldn't read the unit "${massMatch[1]}". ${DOSE_HELP}` };
    if (after === "") return { ok: true, quantity: { kind: "mass", amount, unit, qualifier: null } };
    const qualifier = NUTRIENT_QUALIFIERS.get(after.replace(/\s*\+\s*/g, "+"));
    if (qualifier) return { ok: true, quantity: { kind: "mass", amount, unit, qualifier } };
    return { ok: false, message: `We couldn't read "${after}" after "${massMatch[1]}". ${DOSE_HELP}` };
  }

  const count = countUnitFor(rest);
  if (count) return { ok: true, quantity: { kind: "count", amount, unit: count } };

  return { ok: false, message: `We couldn't read the unit "${rest}". ${DOSE_HELP}` };
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

function plural(unit: string): string {
  if (unit === "tsp") return unit;
  if (unit.endsWith("y")) return `${unit.slice(0, -1)}ies`;
  return `${unit}s`;
}

function unitWord(unit: string, amount: number): string {
  return amount === 1 ? unit : plural(unit);
}

/** The first word of a typical dose unit, with ug shown as µg. */
function typicalUnitWord(supplement: Supplement): string {
  return typicalUnitHead(supplement).replace(/^ug$/, "µg");
}

/** Nutrient names as they read mid-sentence in dose messages (the rest come from the column key). */
const NUTRIENT_NAMES: Partial<Record<NutrientKey, string>> = {
  vitamin_d_ug: "vitamin D",
  vitamin_a_rae_ug: "vitamin A",
  vitamin_e_mg: "vitamin E",
  folate_dfe_ug: "folate",
  epa_plus_dha_g: "EPA + DHA",
  epa_g: "EPA",
  dha_g: "DHA",
  ala_g: "ALA",
  protein_g: "protein",
  fiber_g: "fiber",
};

function nutrientName(nutrient: NutrientKey): string {
  return NUTRIENT_NAMES[nutrient] ?? nutrient.replace(/_(ug|mg|g)$/, "").replaceAll("_", " ");
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
    if (!supplement) return { ok: false, message: `Add a unit to the amount. ${DOSE_HELP}` };
    const typical = typicalUnitQuantity(supplement, quantity.amount);
    if (!typical) return { ok: false, message: `Add a unit to the amount. ${DOSE_HELP}` };
    const typicalUnit = typicalUnitWord(supplement);
    // A bare number far from the typical dose is more likely a count or another unit: ask, don't guess.
    const ratio = quantity.amount / supplement.typicalDose;
    if (ratio < 0.01 || ratio > 100) {
      const count = supplement.countUnits[0];
      const example = count ? `"${format(quantity.amount)} ${unitWord(count, quantity.amount)}" or ` : "";
      return { ok: false, message: `Please add a unit: ${example}"${format(quantity.amount)} ${typicalUnit}"? A typical ${label} dose is ${format(supplement.typicalDose)} ${supplement.typicalDoseUnit.replace(/\bug\b/g, "µg")}.` };
    }
    assumed = `${format(quantity.amount)} read as ${format(quantity.amount)} ${typicalUnit}, the unit of a typical ${label} dose`;
    quantity = typical;
  }

  switch (quantity.kind) {
    case "bare":
      return { ok: false, message: `Add a unit to the amount. ${DOSE_HELP}` };
    case "iu": {
      if (supplement?.doseBasis === "count") return countOnly(supplement, label);
      const conversion = IU_CONVERSIONS[nutrient];
      if (!conversion) {
        return { ok: false, message: `IU is only used for vitamins A, D and E. Enter the ${nutrientName(nutrient)} dose in ${columnUnit === "µg" ? "mcg (µg)" : columnUnit}.` };
      }
      const factor = quantity.synthetic && conversion.synthetic !== undefined ? conversion.synthetic : conversion.natural;
      const note = quantity.synthetic && conversion.synthetic !== undefined ? "synthetic dl-alpha-tocopherol, 1 IU = 0.45 mg" : conversion.note;
      return { ok: true, amount: quantity.amount * factor, unit, assumed: joinNotes(assumed, `converted with ${note}`) };
    }
    case "count": {
      if (!supplement) return { ok: false, message: `A count of ${quantity.unit}s needs a supplement to know what one holds. ${DOSE_HELP}` };
      if (!supplement.countUnits.includes(quantity.unit)) {
        const accepted = supplement.countUnits.length > 0 ? ` or a number of ${supplement.countUnits.map(plural).join(" / ")}` : "";
        return { ok: false, message: `We can't tell how much ${label} is in a ${quantity.unit}. Enter the amount from the label${accepted}.` };
      }
      const perUnit = typicalPerUnit(supplement, nutrient);
      if (perUnit === null) {
        return { ok: false, message: `${label} products differ too much to know what one ${quantity.unit} holds. Enter the ${nutrientName(nutrient)} amount from the label.` };
      }
      // The typical dose is one unit unless its unit names a count ("1 tsp").
      const typicalIsCount = countUnitFor(typicalUnitHead(supplement)) === quantity.unit;
      const unitsPerTypicalDose = typicalIsCount ? supplement.typicalDose : 1;
      const amount = (quantity.amount * perUnit) / unitsPerTypicalDose;
      const short = supplement.typicalDoseUnit.split(" (")[0]!.replace(/\bug\b/g, "µg");
      const note = typicalIsCount
        ? undefined
        : `${format(quantity.amount)} ${unitWord(quantity.unit, quantity.amount)} read as ${quantity.amount === 1 ? "" : `${format(quantity.amount)} × `}${format(supplement.typicalDose)} ${short}, a typical ${label} ${quantity.unit}; check your label`;
      return { ok: true, amount, unit, assumed: joinNotes(assumed, note) };
    }
    case "mass": {
      if (quantity.qualifier !== null && quantity.qualifier !== "any" && quantity.qualifier !== nutrient) {
        return { ok: false, message: `That dose is of ${nutrientName(quantity.qualifier)}, not ${nutrientName(nutrient)}.` };
      }
      const basis = supplement?.doseBasis ?? "nutrient";
      if (quantity.qualifier === "folate_dfe_ug") {
        return { ok: true, amount: convertMass(quantity.amount, quantity.unit, columnUnit), unit, assumed };
      }
      if (basis === "count" && supplement) return countOnly(supplement, label);
      if (basis === "product" && quantity.qualifier === null && supplement) {
        const perDose = typicalPerUnit(supplement, nutrient);
        if (perDose === null || supplement.productGramsPerDose === null) {
          return { ok: false, message: `Enter the ${nutrientName(nutrient)} amount from the label.` };
        }
        const grams = convertMass(quantity.amount, quantity.unit, "g");
        const amount = (grams / supplement.productGramsPerDose) * perDose;
        return {
          ok: true,
          amount,
          unit,
          assumed: joinNotes(
            assumed,
            `read as ${format(quantity.amount)} ${quantity.unit} of ${supplement.productName} (a typical ${format(supplement.productGramsPerDose)} g dose holds ${format(perDose)} ${unit} ${nutrientName(nutrient)})`,
          ),
        };
      }
      const amount = convertMass(quantity.amount, quantity.unit, columnUnit);
      if (basis === "folic_acid") {
        return {
          ok: true,
          amount: amount * FOLIC_ACID_TO_DFE,
          unit,
          assumed: joinNotes(assumed, `read as folic acid: 1 µg folic acid = ${FOLIC_ACID_TO_DFE} µg DFE (write "µg DFE" if your label gives DFE)`),
        };
      }
      const readAs = quantity.qualifier === null && (nutrient === "protein_g" || nutrient === "fiber_g") ? `read as grams of ${nutrientName(nutrient)}` : undefined;
      return { ok: true, amount, unit, assumed: joinNotes(assumed, readAs) };
    }
  }
}

function countOnly(supplement: Supplement, label: string): ParsedDose {
  const words = supplement.countUnits.map(plural).join(" or ");
  return { ok: false, message: `For ${label}, enter the number of ${words} (for example "1 ${supplement.countUnits[0] ?? "tablet"}"); its amounts differ for each nutrient.` };
}

function joinNotes(...notes: (string | undefined)[]): string | undefined {
  const present = notes.filter((note): note is string => note !== undefined && note !== "");
  return present.length > 0 ? present.join("; ") : undefined;
}
