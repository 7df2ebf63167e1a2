// Reads the words of a dose as people write them ("1,000 IU", "25 µg", "500mg", "2 capsules", "400 IU
// dl-alpha", "1000") into a quantity, without deciding what it is a quantity of. Never guesses: anything it
// cannot read gets a message for the Dosage field.
import { doseTexts } from "../../../shared/texts/dose.ts";
import { IU_WORDS, MASS_UNIT_WORDS, countUnitFor } from "./dose-units.ts";
import { iuFormOfPhrase, type IuFormId } from "./iu-forms.ts";
import type { MassUnit } from "./nutrients.ts";
import type { NutrientKey } from "./types.ts";

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
  ["rae", "vitamin_a_rae_ug"],
]);

export type DoseQuantity =
  | { kind: "mass"; amount: number; unit: MassUnit; qualifier: NutrientKey | "any" | null; form: IuFormId | null }
  | { kind: "iu"; amount: number; form: IuFormId | null }
  | { kind: "count"; amount: number; unit: string }
  | { kind: "bare"; amount: number };

export type DoseReading = { ok: true; quantity: DoseQuantity } | { ok: false; message: string };

const MAX_AMOUNT = 10_000_000;

/** Reads the number at the start of `text`: "1,000", "1000", "2.5", ".5" and a decimal comma ("2,5"). */
function readNumber(text: string): { value: number; rest: string } | { error: string } | null {
  const raw = /^[\d.,]+/.exec(text)?.[0];
  if (!raw || !/\d/.test(raw)) return null;
  const rest = text.slice(raw.length).trim();
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) return { value: Number(raw.replaceAll(",", "")), rest };
  // "2,5" is a decimal comma; "1,5000" is neither a decimal nor a thousands separator.
  if (/^\d+,\d{1,2}$/.test(raw)) return { value: Number(raw.replace(",", ".")), rest };
  // "1.000" is one thousand in much of Europe and one in the US: ask rather than guess.
  if (/^[1-9]\d{0,2}\.\d{3}$/.test(raw))
    return { error: doseTexts.ambiguousDot(raw, Number(raw.replace(".", "")), Number(raw)) };
  if (/^(\d+(\.\d+)?|\.\d+)$/.test(raw)) return { value: Number(raw), rest };
  return { error: doseTexts.notANumber(raw) };
}

/** "IU", "IU dl-alpha", "IU (beta-carotene)": the form after IU must be one we know. */
function readIu(amount: number, rest: string): DoseReading | null {
  for (const word of IU_WORDS) {
    if (rest !== word && !rest.startsWith(`${word} `)) continue;
    const after = rest.slice(word.length).trim();
    if (after === "") return { ok: true, quantity: { kind: "iu", amount, form: null } };
    const form = iuFormOfPhrase(after);
    if (form) return { ok: true, quantity: { kind: "iu", amount, form: form.id } };
    return { ok: false, message: doseTexts.unreadableAfterIu(after) };
  }
  return null;
}

/** "500 mg", "300 mg EPA+DHA", "180 mg dl-alpha": a mass, with the nutrient or form it names. */
function readMass(amount: number, rest: string): DoseReading | null {
  const massMatch = /^(µg|μg|ug|mcg|micrograms?|mg|milligrams?|grams?|gr|g)(?:\s+(.*))?$/.exec(rest);
  if (!massMatch?.[1]) return null;
  const unit = MASS_UNIT_WORDS.get(massMatch[1]);
  const after = (massMatch[2] ?? "").trim().replace(/^of /, "");
  if (!unit) return { ok: false, message: doseTexts.unreadableUnit(massMatch[1]) };
  if (after === "") return { ok: true, quantity: { kind: "mass", amount, unit, qualifier: null, form: null } };
  const qualifier = NUTRIENT_QUALIFIERS.get(after.replace(/\s*\+\s*/g, "+"));
  if (qualifier) return { ok: true, quantity: { kind: "mass", amount, unit, qualifier, form: null } };
  const form = iuFormOfPhrase(after);
  if (form) return { ok: true, quantity: { kind: "mass", amount, unit, qualifier: null, form: form.id } };
  return { ok: false, message: doseTexts.unreadableAfterUnit(after, massMatch[1]) };
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

  const reading = readIu(amount, rest) ?? readMass(amount, rest);
  if (reading) return reading;
  const count = countUnitFor(rest);
  if (count) return { ok: true, quantity: { kind: "count", amount, unit: count } };
  return { ok: false, message: doseTexts.unreadableUnit(rest) };
}
