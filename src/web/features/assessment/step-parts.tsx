// What every step of the wizard shares: its props, the answer setters, the list question with its "other" box.
import { assessmentLimits } from "../../../shared/assessment/options.ts";
import { listFields, showsOtherText, toggleListItem, type ListField } from "../../../shared/assessment/rules.ts";
import { type AssessmentField, type DraftAnswers } from "../../../shared/assessment/schema.ts";
import {
  assessmentFieldTexts as fields,
  assessmentOptionLabels as labels,
  assessmentTexts,
} from "../../../shared/texts/assessment.ts";
import { MultiChoiceGroup, OtherText } from "./controls.tsx";

export interface StepProps {
  answers: DraftAnswers;
  /** Replaces the answers (list rules already applied). */
  onChange: (answers: DraftAnswers) => void;
  errorFor: (field: AssessmentField) => string | undefined;
}

type Setter = <K extends AssessmentField>(field: K, value: DraftAnswers[K]) => void;

export function useSetters({ answers, onChange }: StepProps) {
  const set: Setter = (field, value) => onChange({ ...answers, [field]: value });
  const toggle = (field: ListField) => (item: string, checked: boolean) =>
    onChange(toggleListItem(answers, field, item, checked));
  return { set, toggle };
}

export const maxText = assessmentLimits.otherTextMaxLength;

/** A list question (checkboxes) with the "other" text box the list rules pair with it. */
export function ListQuestion({
  field,
  options,
  optional = true,
  ...props
}: StepProps & { field: ListField; options: readonly string[]; optional?: boolean }) {
  const { answers, errorFor } = props;
  const { set, toggle } = useSetters(props);
  const other = listFields[field].otherText;
  return (
    <MultiChoiceGroup
      name={field}
      legend={fields[field].label}
      optional={optional}
      hint={assessmentTexts.selectAllThatApply}
      options={options}
      labels={labels[field]}
      values={answers[field]}
      onToggle={toggle(field)}
      error={errorFor(field)}
    >
      {showsOtherText(answers, field) && (
        <OtherText
          name={other}
          label={fields[other].label}
          optional
          maxLength={maxText}
          value={answers[other]}
          onChange={(v) => set(other, v)}
          error={errorFor(other)}
        />
      )}
    </MultiChoiceGroup>
  );
}
