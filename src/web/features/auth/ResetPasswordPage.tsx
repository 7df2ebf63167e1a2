import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { authTexts } from "../../../shared/texts/index.ts";
import { FormField } from "../../components/FormField.tsx";
import { api, errorMessage } from "../../lib/api.ts";
import { paths } from "../../paths.ts";
import { AuthCard } from "./AuthCard.tsx";
import { emailSchema, firstProblem } from "./validation.ts";

export function ResetPasswordPage() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstProblem([[emailSchema, email]]);
    if (problem) return setMessage({ kind: "error", text: problem });
    setBusy(true);
    setMessage(null);
    try {
      // The answer is the same whether or not an account exists for this email.
      await api("/api/auth/request-password-reset", { method: "POST", body: { email: email.trim(), redirectTo: paths.updatePassword } });
      setMessage({ kind: "success", text: authTexts.reset.success });
    } catch (error) {
      setMessage({ kind: "error", text: errorMessage(error, authTexts.reset.failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={authTexts.reset.title}
      onSubmit={handleSubmit}
      message={message}
      footer={
        <p>
          <Link className="link" to={paths.login}>{authTexts.reset.backToLogin}</Link>
        </p>
      }
    >
      <p className="text-sm text-stone-700">{authTexts.reset.intro}</p>
      <FormField label={authTexts.emailLabel} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? authTexts.reset.submitting : authTexts.reset.submit}
      </button>
    </AuthCard>
  );
}
