import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { authTexts } from "../../shared/texts/auth.ts";

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: string;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function FormField({ label, error, hint, id, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <input
        id={inputId}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<FormFieldProps, "value" | "onChange"> & {
  value: string;
  /** Called with the field's new text (not the change event). */
  onValue: (value: string) => void;
};

/** A required FormField of text that hands its new value on: the auth and account forms' fields. */
export function TextField({ value, onValue, ...field }: TextFieldProps) {
  return <FormField required {...field} value={value} onChange={(e) => onValue(e.target.value)} />;
}

/** The email field of sign-in, sign-up and the password reset request. */
export function EmailField(props: Pick<TextFieldProps, "value" | "onValue">) {
  return <TextField label={authTexts.emailLabel} type="email" name="email" autoComplete="email" {...props} />;
}

/** A password the person has now: sign-in, changing the password, deleting the account. */
export function CurrentPasswordField({
  label = authTexts.passwordLabel,
  name = "password",
  ...props
}: Pick<TextFieldProps, "value" | "onValue"> & { label?: string; name?: string }) {
  return <TextField label={label} type="password" name={name} autoComplete="current-password" {...props} />;
}
