import type { Context } from "hono";
import type { AccountDeps } from "./deps.ts";
import { currentUser, type AppEnv } from "../identity/session.ts";
import { apiError, readJson } from "../http/errors.ts";
import { changePasswordBodySchema } from "../../shared/account.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { accountTexts } from "../../shared/texts/account.ts";
import { authTexts } from "../../shared/texts/auth.ts";
import { authErrorCodeOf, forwardCookies } from "./auth-calls.ts";
import { passwordChangedEmail } from "./emails.ts";

/** The auth library's refusals of a new password, in the product's words (as the auth routes map them). */
const refusals: Record<
  string,
  { code: "wrong_password" | "password_too_short" | "password_too_long" | "password_too_common"; message: string }
> = {
  // The field is "Current password": the change-password form names it.
  INVALID_PASSWORD: { code: "wrong_password", message: accountTexts.password.wrongCurrent },
  PASSWORD_TOO_SHORT: { code: "password_too_short", message: authTexts.errors.passwordTooShort },
  PASSWORD_TOO_LONG: { code: "password_too_long", message: authTexts.errors.passwordTooLong },
  PASSWORD_TOO_COMMON: { code: "password_too_common", message: authTexts.errors.passwordTooCommon },
};

/**
 * POST /api/account/password { currentPassword, newPassword }: the library checks the current
 * password, stores the new hash, ends every other session and gives this browser a new one
 * (its cookie is passed on; the token in its body is not). The owner then gets an email, so a
 * change they did not make does not go unnoticed.
 */
export function changePasswordRoute({ auth, mailer, logger, config, forgetSessionsOf }: AccountDeps) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, changePasswordBodySchema);
    if (!body.ok) return body.response;
    const response = await auth.api.changePassword({
      body: { ...body.data, revokeOtherSessions: true },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!response.ok) {
      const code = await authErrorCodeOf(response);
      const refusal = code ? refusals[code] : undefined;
      if (refusal) return apiError(c, 400, refusal.code, refusal.message);
      // Any other refusal keeps the library's message.
      const message = ((await response.json().catch(() => null)) as { message?: string } | null)?.message;
      return apiError(
        c,
        response.status === 400 ? 400 : 500,
        response.status === 400 ? "invalid_input" : "internal",
        message ?? apiErrorMessages.internal,
      );
    }
    // Other sessions were removed in bulk, past the per-session hook: drop them from the session cache too.
    forgetSessionsOf(currentUser(c).id);
    forwardCookies(c, response);
    const { email } = currentUser(c);
    await mailer.send({ to: email, ...passwordChangedEmail(config.appUrl) }).catch((error: unknown) => {
      logger.error({ err: error }, "the password-changed email could not be sent");
    });
    return c.json({ status: "changed" });
  };
}
