// The lookup's Dosage field: reads the dose for every nutrient it applies to, questions a dose beyond belief,
// and keeps what the dose says about its form for the upper-limit check.
import type { LookupDose } from "../../../shared/lookup.ts";
import { doseTexts } from "../../../shared/texts/dose.ts";
import type { DoseAmount } from "./dose-limits.ts";
import { implausibleDose } from "../kb/dose-plausibility.ts";
import { parseDose, readDoseText } from "../kb/dose.ts";
import { IU_FORMS, normalizeFormText } from "../kb/iu-forms.ts";
import { round } from "../kb/nutrients.ts";
import { containsSequence, words } from "../kb/text-match.ts";
import { clinicalDoseTexts } from "../../../shared/texts/safety-clinical.ts";
import { bestSupplementMatch, supplementShortName } from "../kb/search.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { NutrientKey, Supplement } from "../kb/types.ts";

const FORM_WORDS = [...new Set(IU_FORMS.flatMap((form) => form.words))].sort((a, b) => b.length - a.length);

/** The supplement a query names; a name with a form in it ("vitamin E dl-alpha") is matched without the form. */
export function matchSupplement(kb: KnowledgeBase, query: string): ReturnType<typeof bestSupplementMatch> {
  const found = bestSupplementMatch(kb, query);
  if (found.match) return found;
  let rest = ` ${normalizeFormText(query)} `;
  for (const word of FORM_WORDS) rest = rest.replaceAll(` ${word} `, " ");
  return rest.trim() === "" ? found : bestSupplementMatch(kb, rest.trim());
}

/** The salt form a typed name names ("Ferrous Sulphate" -> iron, 32.5%), or null. */
function saltFormIn(
  kb: KnowledgeBase,
  query: string,
): { name: string; nutrient: NutrientKey; percent: number; labelStates: "compound" | "mineral" } | null {
  const typed = words(query);
  const form = kb.safety.saltForms.find((candidate) => containsSequence(typed, candidate.words));
  return form
    ? { name: form.name, nutrient: form.nutrient, percent: form.percent, labelStates: form.labelStates }
    : null;
}

export type DoseOutcome =
  /** `saltForm`: how a salt form typed by name was read ("Read as elemental iron: ..."), or absent. */
  { ok: true; dose: LookupDose; amounts: DoseAmount[]; saltForm?: string } | { ok: false; message: string };

function nutrientName(kb: KnowledgeBase, key: NutrientKey): string {
  return kb.nutrients.get(key)?.name ?? key;
}

/** Reads `dosage` for every nutrient of `supplement` it applies to; `query` is the name as the person typed it. */
export function readDose(kb: KnowledgeBase, supplement: Supplement, dosage: string, query: string): DoseOutcome {
  const reading = readDoseText(dosage);
  if (!reading.ok) return reading;
  if (supplement.nutrients.length === 0)
    return { ok: true, dose: { input: dosage, amounts: [], assumed: null }, amounts: [] };

  const quantity = reading.quantity;
  const rank = supplement.rankNutrient;
  // An IU or a named-nutrient dose ("300 mg EPA+DHA") is a dose of one nutrient; a count, bare number or
  // product mass scales the whole product.
  const namedNutrient =
    quantity.kind === "mass" && quantity.qualifier !== null && quantity.qualifier !== "any" ? quantity.qualifier : null;
  const namesOneNutrient = quantity.kind === "iu" || namedNutrient !== null;
  const targets: NutrientKey[] =
    namesOneNutrient && rank !== "coverage" && rank !== null ? [namedNutrient ?? rank] : [...supplement.nutrients];
  const amounts: DoseAmount[] = [];
  const assumed = new Set<string>();
  let firstError: string | null = null;
  for (const nutrient of targets) {
    const parsed = parseDose(dosage, nutrient, supplement, query);
    if (!parsed.ok) {
      firstError ??= parsed.message;
      continue;
    }
    amounts.push({
      key: nutrient,
      name: nutrientName(kb, nutrient),
      amount: round(parsed.amount),
      unit: parsed.unit,
      ...(parsed.form ? { form: parsed.form } : {}),
    });
    if (parsed.assumed) assumed.add(parsed.assumed);
  }
  if (
    rank !== "coverage" &&
    rank !== null &&
    targets.includes(rank) &&
    !amounts.some((amount) => amount.key === rank)
  ) {
    return { ok: false, message: firstError ?? doseTexts.unreadable };
  }
  const implausible = implausibleDose(
    supplement,
    dosage,
    quantity,
    amounts.find((amount) => amount.key === rank)?.amount,
    query,
  );
  if (implausible) return { ok: false, message: implausible };
  if (amounts.length === 0) {
    // Multivitamins: a readable count, but strengths differ by brand.
    if (
      supplement.doseInColumnUnits.every((value) => value === null) &&
      (quantity.kind === "count" || quantity.kind === "bare")
    ) {
      return {
        ok: true,
        dose: {
          input: dosage,
          amounts: [],
          assumed: doseTexts.strengthsDifferByBrand(supplementShortName(supplement)),
        },
        amounts: [],
      };
    }
    return { ok: false, message: firstError ?? doseTexts.unreadable };
  }
  // A salt form typed by name with a weight (salt_forms.csv); a dose that names the mineral ("65 mg elemental") is
  // kept. Tablets sold by the salt's weight ("ferrous sulfate 200 mg"): the elemental share counts against the upper
  // limit. Magnesium and zinc, whose labels give the mineral itself (NIH ODS): the typed weight is checked as the
  // mineral (the higher reading, so a label's 50 mg of zinc is never read as 7 mg), the compound reading said beside it.
  const salt = quantity.kind === "mass" && quantity.qualifier === null ? saltFormIn(kb, query) : null;
  let saltNote: string | null = null;
  if (salt) {
    const scaled = amounts.find((amount) => amount.key === salt.nutrient);
    if (scaled) {
      const typed = scaled.amount;
      const elemental = round((typed * salt.percent) / 100);
      const name = nutrientName(kb, salt.nutrient);
      if (salt.labelStates === "compound") scaled.amount = elemental;
      saltNote =
        salt.labelStates === "compound"
          ? clinicalDoseTexts.saltForm(salt.name, typed, elemental, scaled.unit, name)
          : clinicalDoseTexts.saltFormAsLabelled(salt.name, typed, elemental, scaled.unit, name);
      assumed.clear();
      assumed.add(saltNote);
    }
  }
  // One note per dose is enough: the first nutrient's explanation stands for the rest.
  return {
    ok: true,
    dose: {
      input: dosage,
      amounts: amounts.map(({ key, name, amount, unit }) => ({ key, name, amount, unit })),
      assumed: [...assumed][0] ?? null,
    },
    amounts,
    ...(saltNote ? { saltForm: saltNote } : {}),
  };
}
