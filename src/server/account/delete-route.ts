import type { Context } from "hono";
import type { AccountDeps } from "./deps.ts";
import { currentUser, type AppEnv } from "../identity/session.ts";
import { apiError, readJson } from "../http/errors.ts";
import { deleteAccountBodySchema } from "../../shared/account.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { authErrorCode, forwardCookies } from "./auth-calls.ts";
import { deleteAccount } from "./delete.ts";
import { ownerOf } from "./owner.ts";
import { accountDeletedEmail } from "./emails.ts";

/**
 * POST /api/account/delete { password, confirmation: "DELETE" }: checks both, removes the person
 * and everything that is theirs, expires this browser's cookie (their other sessions are gone with
 * the account) and confirms by email to the address the account had.
 */
export function deleteAccountRoute(deps: AccountDeps) {
  const { auth, db, mailer, logger, newsletter } = deps;
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, deleteAccountBodySchema);
    if (!body.ok) return body.response;
    try {
      await auth.api.verifyPassword({ body: { password: body.data.password }, headers: c.req.raw.headers });
    } catch (error) {
      if (authErrorCode(error) === "INVALID_PASSWORD")
        return apiError(c, 400, "wrong_password", apiErrorMessages.wrong_password);
      throw error;
    }
    const user = currentUser(c);
    await deleteAccount(db, ownerOf(user, deps.accountLimits), newsletter);
    deps.forgetSessionsOf(user.id);
    logger.info({ userId: user.id }, "account deleted");
    // Signing out without a session still expires the cookies; the session row is already gone.
    forwardCookies(c, await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true }));
    await mailer.send({ to: user.email, ...accountDeletedEmail() }).catch((error: unknown) => {
      logger.error({ err: error }, "the account-deleted email could not be sent");
    });
    return c.json({ status: "deleted" });
  };
}
