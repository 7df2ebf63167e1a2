import { assessmentLimits } from "../../../shared/assessment/options.ts";
import { listFields, showsOtherText, toggleListItem, type ListField } from "../../../shared/assessment/rules.ts";
import { type AssessmentField, type DraftAnswers } from "../../../shared/assessment/schema.ts";
import {
  assessmentFieldTexts as fields,
  assessmentOptionLabels as labels,
  assessmentTexts,
} from "../../../shared/texts/assessment.ts";
import { ChoiceGroup, MultiChoiceGroup, OtherText } from "./controls.tsx";

// The wizard's questions bound to their answers: each takes the step's props and its field, and finds its
// legend, error and setter from them, so a step lists its questions and nothing else.

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

/** The fields answered by one choice from a fixed list (every radio question but smoking, a yes/no boolean). */
type ChoiceField = {
  [K in AssessmentField]-?: NonNullable<DraftAnswers[K]> extends string
    ? string extends NonNullable<DraftAnswers[K]>
      ? never
      : K
    : never;
}[AssessmentField];

/** A one-choice question (radio buttons) bound to its answer field, legend and error. */
export function ChoiceQuestion<F extends ChoiceField>({
  field,
  options,
  labels: optionLabels,
  columns = 3,
  optional,
  ...props
}: StepProps & {
  field: F;
  options: readonly NonNullable<DraftAnswers[F]>[];
  labels: Record<NonNullable<DraftAnswers[F]>, string>;
  columns?: 1 | 2 | 3;
  optional?: boolean;
}) {
  const { answers, errorFor } = props;
  const { set } = useSetters(props);
  return (
    <ChoiceGroup
      name={field}
      legend={fields[field].label}
      optional={optional}
      options={options}
      labels={optionLabels}
      // TypeScript does not narrow an optional answer indexed by a generic field; the type says the same thing.
      value={answers[field] as NonNullable<DraftAnswers[F]> | undefined}
      onChange={(v) => set(field, v)}
      error={errorFor(field)}
      columns={columns}
    />
  );
}
