// Is a dose above the person's upper limit? The limits are the policy's for the person's life stage (the DRI age
// band, pregnancy: zinc 34 mg at 14-18 years, 40 mg for adults). Two cases need more than a comparison of
// numbers: a UL that is lower from some age (calcium 2,000 mg from 51), checked at the lower value with both
// stated when the age is not known; and vitamin E, whose UL in IU depends on the form, checked for the stricter
// form when it is not stated.
import type { UpperLimitCaution } from "../../../shared/lookup.ts";
import { doseTexts } from "../../../shared/texts/dose.ts";
import { formatQuantity } from "../../../shared/format.ts";
import { lookupTexts } from "../../../shared/texts/lookup.ts";
import { formLabel, type DoseForm } from "../kb/dose-iu.ts";
import { iuForm, iuFormsOf, ulDependsOnForm, type IuForm } from "../kb/iu-forms.ts";
import { nutrientUnitLabel } from "../kb/nutrients.ts";
import { bandAges, type PersonLimit } from "./life-stage.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { NutrientKey, UpperLimit } from "../kb/types.ts";

/** One nutrient of a dose, in the nutrient's unit, with what the dose said about its form. */
export interface DoseAmount {
  key: NutrientKey;
  name: string;
  amount: number;
  unit: string;
  form?: DoseForm;
}

/** The person's upper limits, from the policy (createPolicy(kb).forPerson(person).upperLimits). */
export type PersonLimits = ReadonlyMap<NutrientKey, PersonLimit>;

/** The UL to check when the person's age is not known: the lower of its age bands, stated with both. */
export function strictLimit(limit: UpperLimit): { value: number; statedAs: string } {
  const older = limit.older;
  if (!older || older.value >= limit.value) return { value: limit.value, statedAs: limit.statedAs };
  return {
    value: older.value,
    statedAs: lookupTexts.ulByAge(
      formatQuantity(older.value, nutrientUnitLabel(limit.nutrient)),
      older.fromAge,
      limit.statedAs,
    ),
  };
}

/** A UL that food counts toward: total intake, or preformed vitamin A for animal foods. */
export function limitAppliesToFood(limit: UpperLimit, animal: boolean): boolean {
  if (limit.kind !== "ul") return false;
  return limit.appliesTo === "total" || (limit.appliesTo === "preformed" && animal);
}

/** The limit a dose is checked against, as it is stated, with the note and source said beside it. */
interface CheckedLimit {
  value: number;
  statedAs: string;
  adultLimit: boolean;
  note: string;
  source: string;
}

/**
 * The person's limit for a nutrient. The adult one is stated as its source states it; the lowest adult one (age
 * not known, or 51 and over) with both ages; a limit for a life stage with its ages or pregnancy, and the adult one in the note.
 */
function checkedLimit(limit: UpperLimit, personal: PersonLimit | undefined): CheckedLimit {
  const adult = { note: limit.note, source: limit.source, adultLimit: true };
  const strict = strictLimit(limit);
  if (!personal) return { ...adult, ...strict };
  if (!personal.lifeStage) return { ...adult, value: limit.value, statedAs: limit.statedAs };
  const { ageBand, state } = personal.lifeStage;
  const olderAdult = state === "any" && (ageBand === "51_70" || ageBand === "71_plus");
  if (olderAdult && personal.value === strict.value) return { ...adult, ...strict };
  return {
    value: personal.value,
    statedAs: lookupTexts.ulAtLifeStage(
      personal.limitText,
      ageBand === "any" ? null : bandAges(ageBand),
      state === "any" ? null : state,
    ),
    adultLimit: false,
    note: [lookupTexts.ulAdultLimitNote(limit.statedAs), limit.note].filter((note) => note !== "").join(" "),
    source: personal.source.url,
  };
}

function columnCaution(limit: UpperLimit, checked: CheckedLimit, dose: DoseAmount): UpperLimitCaution | null {
  // Beta-carotene is not preformed vitamin A: the vitamin A UL does not apply to it.
  if (dose.form?.form && iuForm(dose.form.form).ulIu === null) return null;
  if (dose.amount <= checked.value) return null;
  const { statedAs, adultLimit, note, source } = checked;
  return {
    nutrient: dose.name,
    dose: dose.amount,
    unit: dose.unit,
    limit: statedAs,
    adultLimit,
    appliesTo: limit.appliesTo,
    note,
    source,
  };
}

/** Vitamin E: the dose in IU of each possible form against that form's UL in IU (scaled to the person's limit); the worst case counts. */
function formCaution(
  limit: UpperLimit,
  checked: CheckedLimit,
  dose: DoseAmount,
  form: DoseForm,
): UpperLimitCaution | null {
  const candidates = (form.form ? [iuForm(form.form)] : iuFormsOf(dose.key))
    .filter((candidate): candidate is IuForm & { ulIu: number } => candidate.ulIu !== null)
    .map((candidate) => ({ ...candidate, ulIu: (candidate.ulIu * checked.value) / limit.value }));
  const byForm = candidates.map((candidate) => {
    const doseIu = form.iu ?? dose.amount / candidate.perIu;
    return { candidate, doseIu, ratio: doseIu / candidate.ulIu };
  });
  const worst = byForm.sort((a, b) => b.ratio - a.ratio)[0];
  if (!worst || worst.ratio <= 1) return null;
  const { candidate, doseIu } = worst;
  const notes = [checked.note];
  if (form.iu === null) {
    notes.push(
      lookupTexts.ulMassAsIu(
        formatQuantity(dose.amount, dose.unit),
        formatQuantity(doseIu, "IU"),
        formLabel(candidate, "short"),
        doseTexts.iuConversion(candidate.perIu, dose.unit),
      ),
    );
  }
  if (form.form === null) {
    const others = candidates
      .filter((other) => other.id !== candidate.id)
      .map((other) => lookupTexts.ulOtherForm(formLabel(other, "short"), formatQuantity(other.ulIu, "IU")));
    notes.push(lookupTexts.ulFormAssumed(formLabel(candidate, "short"), others));
  }
  return {
    nutrient: dose.name,
    dose: Math.round(doseIu),
    unit: "IU",
    limit: lookupTexts.ulForForm(formatQuantity(candidate.ulIu, "IU"), formLabel(candidate, "long"), checked.statedAs),
    adultLimit: checked.adultLimit,
    appliesTo: limit.appliesTo,
    note: notes.filter((note) => note !== "").join(" "),
    source: checked.adultLimit ? candidate.source : checked.source,
  };
}

/** A caution for every nutrient of the dose above the person's upper limit (their age band's, or pregnancy's). */
export function upperLimitCautions(
  kb: KnowledgeBase,
  amounts: readonly DoseAmount[],
  limits: PersonLimits,
): UpperLimitCaution[] {
  const cautions: UpperLimitCaution[] = [];
  for (const dose of amounts) {
    const limit = kb.upperLimits.get(dose.key);
    if (!limit) continue;
    const checked = checkedLimit(limit, limits.get(dose.key));
    const caution =
      dose.form && ulDependsOnForm(dose.key)
        ? formCaution(limit, checked, dose, dose.form)
        : columnCaution(limit, checked, dose);
    if (caution) cautions.push(caution);
  }
  return cautions;
}
