import { limits } from "../../shared/api.ts";
import { authTexts } from "../../shared/texts/auth.ts";
import { TextField } from "./form-field.tsx";

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  disabled?: boolean;
}

/**
 * A new password and its confirmation, with the length rule as hint and input limits: sign-up, the
 * reset link's page and the account page's password change.
 */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  disabled,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        name="new-password"
        autoComplete="new-password"
        disabled={disabled}
        minLength={limits.passwordMinLength}
        maxLength={limits.passwordMaxLength}
        hint={authTexts.signup.passwordHint}
        value={password}
        onValue={onPassword}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        name="confirm-new-password"
        autoComplete="new-password"
        disabled={disabled}
        value={confirmation}
        onValue={onConfirmation}
      />
    </>
  );
}
