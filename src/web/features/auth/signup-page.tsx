import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { authTexts, consentTexts } from "../../../shared/texts/index.ts";
import { ConsentCheckbox } from "../../components/consent-checkbox.tsx";
import { FormField } from "../../components/form-field.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { useGiveConsent } from "../../lib/consent.ts";
import { paths } from "../../paths.ts";
import { AuthCard } from "./auth-card.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { emailSchema, firstProblem, passwordSchema, passwordsMatch } from "./validation.ts";

export function SignupPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [consent, setConsent] = useState(false);
  const giveConsent = useGiveConsent();
  const { busy, message, onSubmit } = useAuthSubmit({
    cooldown: "sign-up",
    validate: () =>
      firstProblem([
        [emailSchema, email],
        [passwordSchema, password],
      ]) ??
      passwordsMatch(password, confirmation) ??
      (consent ? null : consentTexts.required),
    send: async () => {
      await signUp(email.trim(), password);
      // Recorded once the account exists. Should this fail, the wizard asks again before any answer is stored.
      await giveConsent.mutateAsync().catch((error: unknown) => console.error("recording the consent failed", error));
      navigate(paths.assessment, { replace: true });
    },
    failure: authTexts.errors.fallback,
  });

  return (
    <AuthCard
      title={authTexts.signup.title}
      onSubmit={onSubmit}
      message={message}
      footer={
        <p>
          <Link className="link" to={paths.login}>{authTexts.signup.toLogin}</Link>
        </p>
      }
    >
      <FormField label={authTexts.emailLabel} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <NewPasswordFields
        labels={{ password: authTexts.passwordLabel, confirmation: authTexts.confirmPasswordLabel }}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
      />
      <ConsentCheckbox checked={consent} onChange={setConsent} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? authTexts.signup.submitting : authTexts.signup.submit}
      </button>
    </AuthCard>
  );
}
