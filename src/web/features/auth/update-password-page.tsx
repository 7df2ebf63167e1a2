import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authTexts } from "../../../shared/texts/auth.ts";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { paths } from "../../paths.ts";
import { useResetPassword } from "./api/reset-password.ts";
import { AuthCard } from "./auth-card.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
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
    validate: () =>
      token
        ? (firstProblem([[passwordSchema, password]]) ?? passwordsMatch(password, confirmation))
        : authTexts.update.missingToken,
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
      links={usable ? [] : [{ to: paths.resetPassword, text: authTexts.update.requestNew }]}
    >
      <NewPasswordFields
        labels={{ password: authTexts.newPasswordLabel, confirmation: authTexts.confirmNewPasswordLabel }}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        disabled={!usable}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy || !usable}>
        {busy ? authTexts.update.submitting : authTexts.update.submit}
      </button>
    </AuthCard>
  );
}
