import type { ReactNode } from "react";
import { assessmentTexts } from "../../../shared/texts/assessment.ts";

// The wizard's inputs. Each group is a fieldset with a legend; each error is tied to its field
// (aria-describedby), and its id is what the error list links to.

export const fieldId = (name: string) => `field-${name}`;
export const errorId = (name: string) => `field-${name}-error`;

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="mt-2 text-sm text-red-700">
      {error}
    </p>
  );
}

function Legend({ children, optional }: { children: ReactNode; optional?: boolean }) {
  return (
    <legend className="mb-2 text-sm font-semibold text-stone-900">
      {children}
      {optional && <span className="ml-1 font-normal text-stone-600">{assessmentTexts.optional}</span>}
    </legend>
  );
}

const optionClass =
  "flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm text-stone-800 transition-colors hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700";

interface ChoiceGroupProps<V extends string> {
  name: string;
  legend: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: V | undefined;
  onChange: (value: V) => void;
  error?: string;
  optional?: boolean;
  columns?: 1 | 2 | 3;
}

// Short labels sit two to a row even on a phone; long ones (lifestyle) take the full width.
const gridColumns = { 1: "", 2: "grid-cols-2", 3: "grid-cols-2 sm:grid-cols-3" } as const;

/** One choice from a list (radio buttons). */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  options,
  labels,
  value,
  onChange,
  error,
  optional,
  columns = 2,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset id={fieldId(name)} aria-describedby={error ? errorId(name) : undefined} className="scroll-mt-24">
      <Legend optional={optional}>{legend}</Legend>
      <div className={`grid gap-2 ${gridColumns[columns]}`}>
        {options.map((option) => (
          <label key={option} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-700"
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

interface MultiChoiceGroupProps<V extends string> {
  name: string;
  legend: string;
  options: readonly V[];
  labels: Record<V, string>;
  values: readonly string[] | undefined;
  onToggle: (value: V, checked: boolean) => void;
  error?: string;
  optional?: boolean;
  hint?: string;
  children?: ReactNode;
}

/** Any number of choices (checkboxes); `children` is where the "other" text box goes. */
export function MultiChoiceGroup<V extends string>({
  name,
  legend,
  options,
  labels,
  values,
  onToggle,
  error,
  optional,
  hint,
  children,
}: MultiChoiceGroupProps<V>) {
  const hintId = `${fieldId(name)}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId(name) : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={fieldId(name)} aria-describedby={describedBy} className="scroll-mt-24">
      <Legend optional={optional}>{legend}</Legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-2 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label key={option} className={optionClass}>
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={values?.includes(option) ?? false}
              onChange={(event) => onToggle(option, event.target.checked)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
      {children}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

interface InputProps {
  name: string;
  label: string;
  error?: string;
  optional?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

/** A free-text answer. */
export function TextInput({
  name,
  label,
  value,
  onChange,
  error,
  optional,
  placeholder,
  autoComplete,
  maxLength,
}: InputProps & {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  maxLength: number;
}) {
  return (
    <div className="scroll-mt-24">
      <label htmlFor={fieldId(name)} className="label">
        {label}
        {optional && <span className="ml-1 font-normal text-stone-600">{assessmentTexts.optional}</span>}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        type="text"
        className="input"
        value={value ?? ""}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete ?? "off"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}

/** A number with its input limits (the validator enforces the same limits). */
export function NumberInput({
  name,
  label,
  value,
  onChange,
  error,
  placeholder,
  min,
  max,
  step,
  unit,
}: InputProps & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min: number;
  max: number;
  step: number;
  unit?: string;
}) {
  return (
    <div className="scroll-mt-24">
      <label htmlFor={fieldId(name)} className="label">
        {label}
      </label>
      <div className="relative">
        <input
          id={fieldId(name)}
          name={name}
          type="number"
          inputMode={step < 1 ? "decimal" : "numeric"}
          className={`input [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${unit ? "pr-12" : ""}`}
          value={value ?? ""}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(name) : undefined}
          onChange={(event) => {
            const number = event.target.valueAsNumber;
            onChange(event.target.value === "" || Number.isNaN(number) ? undefined : number);
          }}
        />
        {unit && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-500"
          >
            {unit}
          </span>
        )}
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}

/** The text box that appears under a list when "other" is chosen. */
export function OtherText(props: Parameters<typeof TextInput>[0]) {
  return (
    <div className="mt-3 sm:w-1/2">
      <TextInput {...props} />
    </div>
  );
}
