import { useState } from "react";
import { consentTexts } from "../../../shared/texts/account.ts";
import { authTexts } from "../../../shared/texts/auth.ts";
import { ConsentCheckbox } from "../../components/consent-checkbox.tsx";
import { EmailField } from "../../components/form-field.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { paths } from "../../paths.ts";
import { AuthCard } from "./auth-card.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { emailSchema, firstProblem, passwordSchema, passwordsMatch } from "./validation.ts";

/** Where the emailed link continues to: sign-up goes on to the assessment (spec section 2). */
const continueTo = paths.assessment;

export function SignupPage() {
  const { signUp } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [consent, setConsent] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
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
      // The consent is stored with the account when it is created; the answer is the same for an address
      // that already has an account (decision 024), so the next step is always the inbox.
      await signUp(email.trim(), password, { healthDataConsent: consent, callbackURL: continueTo });
      setSentTo(email.trim());
    },
    failure: authTexts.errors.fallback,
  });

  if (sentTo !== null) return <CheckInbox email={sentTo} />;
  return (
    <AuthCard
      title={authTexts.signup.title}
      onSubmit={onSubmit}
      message={message}
      links={[{ to: paths.login, text: authTexts.signup.toLogin }]}
    >
      <EmailField value={email} onValue={setEmail} />
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

/** "Check your inbox", with a way to have the email sent again (limited on the server). */
function CheckInbox({ email }: { email: string }) {
  const { resendConfirmation } = useAuth();
  const { busy, message, onSubmit } = useAuthSubmit({
    validate: () => null,
    send: async () => {
      await resendConfirmation(email, continueTo);
      return authTexts.checkInbox.resent;
    },
    failure: authTexts.errors.fallback,
  });
  return (
    <AuthCard
      title={authTexts.checkInbox.title}
      onSubmit={onSubmit}
      message={message}
      links={[{ to: paths.login, text: authTexts.signup.toLogin }]}
    >
      <p className="text-stone-700">{authTexts.checkInbox.sent(email)}</p>
      <p className="text-sm text-stone-600">{authTexts.checkInbox.expiry}</p>
      <button type="submit" className="btn-secondary w-full" disabled={busy}>
        {busy ? authTexts.checkInbox.resending : authTexts.checkInbox.resend}
      </button>
    </AuthCard>
  );
}
