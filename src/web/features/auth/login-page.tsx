import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { authTexts } from "../../../shared/texts/auth.ts";
import { CurrentPasswordField, EmailField } from "../../components/form-field.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { signInReason, takeDestination } from "../../lib/intended-destination.ts";
import { paths } from "../../paths.ts";
import { AuthCard } from "./auth-card.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { emailSchema, firstProblem } from "./validation.ts";

export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { message?: string } | null)?.message ?? signInReason(location.state);
  // The confirmation link expired, was replaced by a newer sign-up, or is not valid (auth/routes.ts).
  const linkFailed = new URLSearchParams(location.search).get("verification") === "failed";
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, message, onSubmit } = useAuthSubmit({
    cooldown: "sign-in",
    validate: () =>
      firstProblem([[emailSchema, email]]) ?? (password ? null : authTexts.errors.required(authTexts.passwordLabel)),
    send: async () => {
      await signIn(email.trim(), password);
      navigate(takeDestination(), { replace: true });
    },
    failure: authTexts.errors.fallback,
    initialMessage: linkFailed
      ? { kind: "error", text: authTexts.verification.linkFailed }
      : notice
        ? { kind: "success", text: notice }
        : null,
  });

  return (
    <AuthCard
      title={authTexts.login.title}
      onSubmit={onSubmit}
      message={message}
      links={[
        { to: paths.resetPassword, text: authTexts.login.toReset },
        { to: paths.signup, text: authTexts.login.toSignup },
      ]}
    >
      <EmailField value={email} onValue={setEmail} />
      <CurrentPasswordField value={password} onValue={setPassword} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? authTexts.login.submitting : authTexts.login.submit}
      </button>
      <p className="text-sm text-stone-600">{authTexts.verification.signInHint}</p>
    </AuthCard>
  );
}
