import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { authTexts, genericTexts } from "../../../shared/texts/index.ts";
import { FormField } from "../../components/FormField.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useCooldown } from "../../lib/cooldown.ts";
import { takeDestination } from "../../lib/intended-destination.ts";
import { paths } from "../../paths.ts";
import { AuthCard } from "./AuthCard.tsx";
import { emailSchema, firstProblem } from "./validation.ts";

export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { message?: string } | null)?.message;
  const cooldown = useCooldown("sign-in");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(
    notice ? { kind: "success", text: notice } : null,
  );

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const wait = cooldown.secondsLeft();
    if (wait > 0) return setMessage({ kind: "error", text: genericTexts.pleaseWait(wait) });
    const problem = firstProblem([[emailSchema, email]]) ?? (password ? null : authTexts.errors.required(authTexts.passwordLabel));
    if (problem) return setMessage({ kind: "error", text: problem });
    setBusy(true);
    setMessage(null);
    try {
      await signIn(email.trim(), password);
      cooldown.clear();
      navigate(takeDestination(), { replace: true });
    } catch (error) {
      cooldown.startAfter(error);
      setMessage({ kind: "error", text: errorMessage(error, authTexts.errors.fallback) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={authTexts.login.title}
      onSubmit={handleSubmit}
      message={message}
      footer={
        <>
          <p>
            <Link className="link" to={paths.resetPassword}>{authTexts.login.toReset}</Link>
          </p>
          <p>
            <Link className="link" to={paths.signup}>{authTexts.login.toSignup}</Link>
          </p>
        </>
      }
    >
      <FormField label={authTexts.emailLabel} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <FormField label={authTexts.passwordLabel} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? authTexts.login.submitting : authTexts.login.submit}
      </button>
    </AuthCard>
  );
}
