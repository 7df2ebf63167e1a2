import { useId } from "react";
import { Link } from "react-router";
import { consentTexts } from "../../shared/texts/account.ts";
import { paths } from "../paths.ts";

/**
 * The explicit, unticked agreement to storing health-related answers, with the privacy notice one
 * click away (sign-up, the wizard, the account page).
 */
export function ConsentCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-brand-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {consentTexts.label}
        </label>
      </div>
      <p className="mt-1 pl-7 text-sm">
        <Link className="link" to={paths.privacy}>
          {consentTexts.privacyLink}
        </Link>
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 pl-7 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
