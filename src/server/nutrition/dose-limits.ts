// Is a dose above an adult upper limit? Two cases need more than a comparison of numbers: a UL that is lower
// from some age (calcium 2,000 mg from 51), checked at the lower value with both stated when the age is not
// known; and vitamin E, whose UL in IU depends on the form, checked for the stricter form when it is not stated.
import type { UpperLimitCaution } from "../../shared/lookup.ts";
import { doseTexts } from "../../shared/texts/dose.ts";
import { lookupFormat, lookupTexts } from "../../shared/texts/lookup.ts";
import { formLabel, type DoseForm } from "./dose-iu.ts";
import { iuForm, iuFormsOf, ulDependsOnForm, type IuForm } from "./iu-forms.ts";
import { nutrientUnitLabel } from "./nutrients.ts";
import type { KnowledgeBase, NutrientKey, UpperLimit } from "./types.ts";

/** One nutrient of a dose, in the nutrient's unit, with what the dose said about its form. */
export interface DoseAmount {
  key: NutrientKey;
  name: string;
  amount: number;
  unit: string;
  form?: DoseForm;
}

const amountText = (amount: number, unit: string) => `${lookupFormat.amount(amount)} ${unit}`;

/** The UL to check when the person's age is not known: the lower of its age bands, stated with both. */
export function strictLimit(limit: UpperLimit): { value: number; statedAs: string } {
  const older = limit.older;
  if (!older || older.value >= limit.value) return { value: limit.value, statedAs: limit.statedAs };
  return { value: older.value, statedAs: lookupTexts.ulByAge(amountText(older.value, nutrientUnitLabel(limit.nutrient)), older.fromAge, limit.statedAs) };
}

/** A UL that food counts toward: total intake, or preformed vitamin A for animal foods. */
export function limitAppliesToFood(limit: UpperLimit, animal: boolean): boolean {
  if (limit.kind !== "ul") return false;
  return limit.appliesTo === "total" || (limit.appliesTo === "preformed" && animal);
}

function columnCaution(limit: UpperLimit, dose: DoseAmount): UpperLimitCaution | null {
  // Beta-carotene is not preformed vitamin A: the vitamin A UL does not apply to it.
  if (dose.form?.form && iuForm(dose.form.form).ulIu === null) return null;
  const strict = strictLimit(limit);
  if (dose.amount <= strict.value) return null;
  return { nutrient: dose.name, dose: dose.amount, unit: dose.unit, limit: strict.statedAs, appliesTo: limit.appliesTo, note: limit.note, source: limit.source };
}

/** Vitamin E: the dose in IU of each possible form against that form's UL in IU; the worst case counts. */
function formCaution(limit: UpperLimit, dose: DoseAmount, form: DoseForm): UpperLimitCaution | null {
  const candidates = (form.form ? [iuForm(form.form)] : iuFormsOf(dose.key)).filter((candidate): candidate is IuForm & { ulIu: number } => candidate.ulIu !== null);
  const checked = candidates.map((candidate) => {
    const doseIu = form.iu ?? dose.amount / candidate.perIu;
    return { candidate, doseIu, ratio: doseIu / candidate.ulIu };
  });
  const worst = checked.sort((a, b) => b.ratio - a.ratio)[0];
  if (!worst || worst.ratio <= 1) return null;
  const { candidate, doseIu } = worst;
  const notes = [limit.note];
  if (form.iu === null) {
    notes.push(lookupTexts.ulMassAsIu(amountText(dose.amount, dose.unit), amountText(doseIu, "IU"), formLabel(candidate, "short"), doseTexts.iuConversion(candidate.perIu, dose.unit)));
  }
  if (form.form === null) {
    const others = candidates.filter((other) => other.id !== candidate.id).map((other) => lookupTexts.ulOtherForm(formLabel(other, "short"), amountText(other.ulIu, "IU")));
    notes.push(lookupTexts.ulFormAssumed(formLabel(candidate, "short"), others));
  }
  return {
    nutrient: dose.name,
    dose: Math.round(doseIu),
    unit: "IU",
    limit: lookupTexts.ulForForm(amountText(candidate.ulIu, "IU"), formLabel(candidate, "long"), limit.statedAs),
    appliesTo: limit.appliesTo,
    note: notes.filter((note) => note !== "").join(" "),
    source: candidate.source,
  };
}

/** A caution for every nutrient of the dose above its adult UL. */
export function upperLimitCautions(kb: KnowledgeBase, amounts: readonly DoseAmount[]): UpperLimitCaution[] {
  const cautions: UpperLimitCaution[] = [];
  for (const dose of amounts) {
    const limit = kb.upperLimits.get(dose.key);
    if (!limit) continue;
    const caution = dose.form && ulDependsOnForm(dose.key) ? formCaution(limit, dose, dose.form) : columnCaution(limit, dose);
    if (caution) cautions.push(caution);
  }
  return cautions;
}
