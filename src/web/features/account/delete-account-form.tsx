import { useState, type FormEvent } from "react";
import { deleteAccountBodySchema } from "../../../shared/account.ts";
import { accountTexts } from "../../../shared/texts/account.ts";
import { CurrentPasswordField, TextField } from "../../components/form-field.tsx";
import { FormMessage } from "../../components/form-message.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useDeleteAccount } from "./api/delete-account.ts";
import { Section } from "./section.tsx";
import { useLeaveSignedOut } from "./use-leave-signed-out.ts";

const t = accountTexts.delete;

/** Delete my account: the password and the word DELETE, then everything is gone and the person is signed out. */
export function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const leaveSignedOut = useLeaveSignedOut();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = deleteAccountBodySchema.safeParse({ password, confirmation });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t.failure);
    setProblem(null);
    try {
      await remove.mutateAsync(parsed.data);
    } catch (error) {
      return setProblem(errorMessage(error, t.failure));
    }
    await leaveSignedOut(t.done);
  }

  return (
    <Section title={t.heading} tone="danger">
      <p className="text-sm text-stone-700">{t.body}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <CurrentPasswordField label={t.password} name="delete-password" value={password} onValue={setPassword} />
        <TextField
          label={t.confirmLabel}
          type="text"
          name="delete-confirmation"
          autoComplete="off"
          spellCheck={false}
          value={confirmation}
          onValue={setConfirmation}
        />
        <FormMessage message={problem ? { kind: "error", text: problem } : null} className="" />
        <button type="submit" className="btn-danger" disabled={remove.isPending}>
          {remove.isPending ? t.busy : t.button}
        </button>
      </form>
    </Section>
  );
}
