import { useId } from "react";
import { allergyOptions, dietTypes, type Allergy, type DietType } from "../../../shared/assessment/options.ts";
import { lookupLimits } from "../../../shared/lookup-limits.ts";
import { lookupTexts } from "../../../shared/texts/lookup.ts";
import { FormField } from "../../components/form-field.tsx";

export interface DietState {
  dietType: DietType | "";
  allergies: Allergy[];
  otherAllergy: string;
}

/** The allergies offered here: "none" is simply no box ticked. */
const allergyChoices = allergyOptions.filter((option): option is Exclude<Allergy, "none"> => option !== "none");

interface Props {
  value: DietState;
  onChange: (value: DietState) => void;
  fromAssessment: boolean;
  disabled?: boolean;
}

/** Diet and allergies for this lookup, filled from the latest assessment and changeable. */
export function DietChoice({ value, onChange, fromAssessment, disabled }: Props) {
  const dietId = useId();
  const hintId = useId();

  function toggle(allergy: Allergy, checked: boolean) {
    const allergies = checked ? [...value.allergies, allergy] : value.allergies.filter((item) => item !== allergy);
    onChange({ ...value, allergies, otherAllergy: allergy === "other" && !checked ? "" : value.otherAllergy });
  }

  return (
    <fieldset
      className="rounded-xl border border-stone-200 p-4"
      disabled={disabled}
      aria-describedby={fromAssessment ? hintId : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-stone-800">{lookupTexts.dietLegend}</legend>
      {fromAssessment && (
        <p id={hintId} className="mb-3 text-xs text-stone-600">
          {lookupTexts.profileFromAssessment}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <div>
          <label htmlFor={dietId} className="label">
            {lookupTexts.dietLabel}
          </label>
          <select
            id={dietId}
            className="input"
            value={value.dietType}
            onChange={(event) => onChange({ ...value, dietType: event.target.value as DietType | "" })}
          >
            <option value="">{lookupTexts.dietAny}</option>
            {dietTypes.map((diet) => (
              <option key={diet} value={diet}>
                {lookupTexts.dietOptions[diet]}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="label">{lookupTexts.allergiesLegend}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {allergyChoices.map((allergy) => (
              <label key={allergy} className="inline-flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-stone-400 accent-brand-700"
                  checked={value.allergies.includes(allergy)}
                  onChange={(event) => toggle(allergy, event.target.checked)}
                />
                {lookupTexts.allergyOptions[allergy]}
              </label>
            ))}
          </div>
          {value.allergies.includes("other") && (
            <div className="mt-3">
              <FormField
                label={lookupTexts.otherAllergyLabel}
                type="text"
                maxLength={lookupLimits.otherAllergyMaxLength}
                placeholder={lookupTexts.otherAllergyPlaceholder}
                value={value.otherAllergy}
                onChange={(event) => onChange({ ...value, otherAllergy: event.target.value })}
              />
            </div>
          )}
        </fieldset>
      </div>
    </fieldset>
  );
}
