// Converting an IU dose by its form, and saying which conversion was used. The form comes from the dose ("400 IU
// dl-alpha"), else from the supplement name the person typed ("Vitamin E (synthetic)"); when neither says, the
// usual form converts the amount and the upper limit is checked for the stricter form (dose-limits.ts).
import { doseTexts } from "../../../shared/texts/dose.ts";
import { assumedForm, iuFormNamedIn, iuFormsOf, type IuForm, type IuFormId, type IuNutrient } from "./iu-forms.ts";
import { nutrientUnitLabel } from "./nutrients.ts";

/** What a dose says about the form of an IU-labelled vitamin, kept for the upper-limit check. */
export interface DoseForm {
  nutrient: IuNutrient;
  /** The form stated in the dose or named in the supplement; null when unknown. */
  form: IuFormId | null;
  /** The dose in IU when it was given in IU (or as a count of an IU-labelled product); null for masses. */
  iu: number | null;
}

export interface ResolvedForm {
  /** The form the dose is of, when known. */
  known: IuForm | null;
  /** The form its IU are converted with (the known one, or the usual one). */
  convertAs: IuForm;
  how: "stated" | "named" | "only" | "unstated" | "mixed";
}

export function resolveForm(nutrient: IuNutrient, stated: IuForm | null, query: string | undefined): ResolvedForm {
  if (stated) return { known: stated, convertAs: stated, how: "stated" };
  // One form (vitamin D): nothing to resolve, whatever the name says.
  const forms = iuFormsOf(nutrient);
  if (forms.length === 1 && forms[0]) return { known: forms[0], convertAs: forms[0], how: "only" };
  const named = query ? iuFormNamedIn(query, nutrient) : null;
  if (named && named !== "mixed") return { known: named, convertAs: named, how: "named" };
  return { known: null, convertAs: assumedForm(nutrient), how: named === "mixed" ? "mixed" : "unstated" };
}

function label(form: IuForm, length: "long" | "short"): string {
  return doseTexts.forms[form.id]?.[length] ?? form.id;
}

function conversion(form: IuForm): string {
  return doseTexts.iuConversion(form.perIu, nutrientUnitLabel(form.nutrient));
}

/** The form whose upper limit in IU is lowest: the one checked when the form is unknown. */
export function strictestForm(nutrient: IuNutrient): IuForm | null {
  const limited = iuFormsOf(nutrient).filter((form) => form.ulIu !== null);
  return limited.sort((a, b) => (a.ulIu ?? 0) - (b.ulIu ?? 0))[0] ?? null;
}

/** How an IU dose was converted, for the person to see: "converted as synthetic vitamin E (...): 1 IU = 0.45 mg". */
export function conversionNote(resolved: ResolvedForm): string {
  const form = resolved.convertAs;
  if (resolved.how === "unstated" || resolved.how === "mixed") {
    const others = iuFormsOf(form.nutrient)
      .filter((other) => other.id !== form.id)
      .map((other) => doseTexts.otherFormConversion(label(other, "short"), conversion(other)));
    const note = doseTexts.convertedAsAssumed(label(form, "long"), conversion(form), others, resolved.how === "mixed");
    const strict = strictestForm(form.nutrient);
    return strict && strict.id !== form.id
      ? `${note}; ${doseTexts.ulCheckedForStricter(label(strict, "short"))}`
      : note;
  }
  const note =
    resolved.how === "named"
      ? doseTexts.convertedAsNamed(label(form, "long"), conversion(form))
      : doseTexts.convertedAs(label(form, "long"), conversion(form));
  return form.ulIu === null ? `${note}; ${doseTexts.noUlForForm}` : note;
}

/** The form's name as a sentence uses it: "synthetic vitamin E (dl-alpha-tocopherol)". */
export function formLabel(form: IuForm, length: "long" | "short" = "long"): string {
  return label(form, length);
}
