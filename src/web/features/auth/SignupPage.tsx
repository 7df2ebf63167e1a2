import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { limits } from "../../../shared/api.ts";
import { authTexts, genericTexts } from "../../../shared/texts/index.ts";
import { FormField } from "../../components/FormField.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useCooldown } from "../../lib/cooldown.ts";
import { paths } from "../../paths.ts";
import { AuthCard } from "./AuthCard.tsx";
import { emailSchema, firstProblem, passwordSchema, passwordsMatch } from "./validation.ts";

export function SignupPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const cooldown = useCooldown("sign-up");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const wait = cooldown.secondsLeft();
    if (wait > 0) return setError(genericTexts.pleaseWait(wait));
    const problem =
      firstProblem([
        [emailSchema, email],
        [passwordSchema, password],
      ]) ?? passwordsMatch(password, confirmation);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await signUp(email.trim(), password);
      cooldown.clear();
      navigate(paths.assessment, { replace: true });
    } catch (failure) {
      cooldown.startAfter(failure);
      setError(errorMessage(failure, authTexts.errors.fallback));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={authTexts.signup.title}
      onSubmit={handleSubmit}
      message={error ? { kind: "error", text: error } : null}
      footer={
        <p>
          <Link className="link" to={paths.login}>{authTexts.signup.toLogin}</Link>
        </p>
      }
    >
      <FormField label={authTexts.emailLabel} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <FormField
        label={authTexts.passwordLabel}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={limits.passwordMinLength}
        maxLength={limits.passwordMaxLength}
        hint={authTexts.signup.passwordHint}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormField label={authTexts.confirmPasswordLabel} type="password" name="confirm-password" autoComplete="new-password" required value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? authTexts.signup.submitting : authTexts.signup.submit}
      </button>
    </AuthCard>
  );
}
