import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { limits } from "../../../shared/api.ts";
import { authTexts } from "../../../shared/texts/index.ts";
import { FormField } from "../../components/FormField.tsx";
import { paths } from "../../paths.ts";
import { useResetPassword } from "./api/reset-password.ts";
import { AuthCard } from "./AuthCard.tsx";
import { useAuthSubmit } from "./useAuthSubmit.ts";
import { firstProblem, passwordSchema, passwordsMatch } from "./validation.ts";

/** Reached from the reset email's link, which carries the one-time token (or an error) in the query. */
export function UpdatePasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const linkProblem = linkError ? authTexts.update.invalidToken : token ? null : authTexts.update.missingToken;
  const { mutateAsync: resetPassword } = useResetPassword();
  const { busy, message, onSubmit } = useAuthSubmit({
    validate: () => (token ? (firstProblem([[passwordSchema, password]]) ?? passwordsMatch(password, confirmation)) : authTexts.update.missingToken),
    send: async () => {
      await resetPassword({ token: token ?? "", newPassword: password });
      navigate(paths.login, { replace: true, state: { message: authTexts.update.success } });
    },
    failure: authTexts.update.failure,
    initialMessage: linkProblem ? { kind: "error", text: linkProblem } : null,
  });

  const usable = Boolean(token) && !linkError;
  return (
    <AuthCard
      title={authTexts.update.title}
      onSubmit={onSubmit}
      message={message}
      footer={
        !usable && (
          <p>
            <Link className="link" to={paths.resetPassword}>{authTexts.update.requestNew}</Link>
          </p>
        )
      }
    >
      <FormField label={authTexts.newPasswordLabel} type="password" name="new-password" autoComplete="new-password" required disabled={!usable} minLength={limits.passwordMinLength} maxLength={limits.passwordMaxLength} hint={authTexts.signup.passwordHint} value={password} onChange={(e) => setPassword(e.target.value)} />
      <FormField label={authTexts.confirmNewPasswordLabel} type="password" name="confirm-new-password" autoComplete="new-password" required disabled={!usable} value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      <button type="submit" className="btn-primary w-full" disabled={busy || !usable}>
        {busy ? authTexts.update.submitting : authTexts.update.submit}
      </button>
    </AuthCard>
  );
}
