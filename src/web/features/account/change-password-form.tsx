import { useState, type FormEvent } from "react";
import { changePasswordBodySchema } from "../../../shared/account.ts";
import { accountTexts } from "../../../shared/texts/account.ts";
import { authTexts } from "../../../shared/texts/auth.ts";
import { CurrentPasswordField } from "../../components/form-field.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { FormMessage, type FormMessageValue } from "../../components/form-message.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useChangePassword } from "./api/change-password.ts";
import { Section } from "./section.tsx";

const t = accountTexts.password;

/** Change password: the current one, the new one twice; other devices are signed out by the server. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordBodySchema.safeParse({ currentPassword, newPassword });
    const problem = parsed.success
      ? newPassword === confirmation
        ? null
        : authTexts.errors.passwordsDoNotMatch
      : parsed.error.issues[0]?.message;
    if (problem || !parsed.success) return setMessage({ kind: "error", text: problem ?? t.failure });
    setMessage(null);
    try {
      await change.mutateAsync(parsed.data);
      setMessage({ kind: "success", text: t.success });
      setCurrent("");
      setNew("");
      setConfirmation("");
    } catch (error) {
      setMessage({ kind: "error", text: errorMessage(error, t.failure) });
    }
  }

  return (
    <Section title={t.heading}>
      <p className="text-sm text-stone-700">{t.note}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <CurrentPasswordField label={t.current} name="current-password" value={currentPassword} onValue={setCurrent} />
        <NewPasswordFields
          labels={{ password: t.new, confirmation: t.confirm }}
          password={newPassword}
          confirmation={confirmation}
          onPassword={setNew}
          onConfirmation={setConfirmation}
        />
        <FormMessage message={message} className="" />
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {change.isPending ? t.submitting : t.submit}
        </button>
      </form>
    </Section>
  );
}
