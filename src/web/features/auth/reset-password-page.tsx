import { useState } from "react";
import { authTexts } from "../../../shared/texts/auth.ts";
import { EmailField } from "../../components/form-field.tsx";
import { paths } from "../../paths.ts";
import { useRequestPasswordReset } from "./api/request-password-reset.ts";
import { AuthCard } from "./auth-card.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { emailSchema, firstProblem } from "./validation.ts";

export function ResetPasswordPage() {
  const [email, setEmail] = useState("");
  const { mutateAsync: requestReset } = useRequestPasswordReset();
  const { busy, message, onSubmit } = useAuthSubmit({
    validate: () => firstProblem([[emailSchema, email]]),
    send: async () => {
      await requestReset(email.trim());
      return authTexts.reset.success;
    },
    failure: authTexts.reset.failure,
  });

  return (
    <AuthCard
      title={authTexts.reset.title}
      onSubmit={onSubmit}
      message={message}
      links={[{ to: paths.login, text: authTexts.reset.backToLogin }]}
    >
      <p className="text-sm text-stone-700">{authTexts.reset.intro}</p>
      <EmailField value={email} onValue={setEmail} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? authTexts.reset.submitting : authTexts.reset.submit}
      </button>
    </AuthCard>
  );
}
