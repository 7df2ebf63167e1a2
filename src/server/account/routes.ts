import { Hono } from "hono";
import type { AccountDeps } from "./deps.ts";
import { currentUser, requireUser, type AppEnv } from "../identity/session.ts";
import { AccountGoneError, apiError, readJson, requireValidBody } from "../http/errors.ts";
import { rateLimit, type RateLimitRule } from "../http/rate-limit.ts";
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  exportFileName,
  newsletterPreferenceSchema,
  type AccountDto,
  type ConsentDto,
} from "../../shared/account.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { forwardCookies } from "./auth-calls.ts";
import { changePasswordRoute } from "./password.ts";
import { deleteAccountRoute } from "./delete-route.ts";
import { exportPersonalData } from "./export.ts";
import { ownerOf } from "./owner.ts";

/**
 * Per person: each password check (change, delete) is a guess someone holding a stolen session
 * could make, so they are few; exports are whole-account reads.
 */
export const accountRateLimits = {
  passwordCheck: { name: "account-password-check", limit: 5, windowSeconds: 900 },
  export: { name: "account-export", limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/**
 * /api/account: the signed-in person's own account. Every handler reads the person from the
 * session, never from the request, so nobody can reach another's account through it.
 */
export function accountRoutes(deps: AccountDeps) {
  const { db, auth, newsletter, healthDataConsent } = deps;
  const consentDto = (at: Date | null): ConsentDto => ({ healthDataConsentAt: at?.toISOString() ?? null });

  return (
    new Hono<AppEnv>()
      .use(requireUser)

      .get("/", async (c) => {
        const user = currentUser(c);
        const body: AccountDto = {
          email: user.email,
          createdAt: new Date(user.createdAt).toISOString(),
          healthDataConsentAt: (await healthDataConsent.agreedAt(user.id))?.toISOString() ?? null,
          newsletter: { subscribed: await newsletter.isSubscribed(user.email) },
        };
        return c.json(body);
      })

      .get("/consent", async (c) => c.json(consentDto(await healthDataConsent.agreedAt(currentUser(c).id))))
      .post("/consent", async (c) => c.json(consentDto(await healthDataConsent.agree(currentUser(c).id))))

      .put("/newsletter", async (c) => {
        const body = await readJson(c, newsletterPreferenceSchema);
        if (!body.ok) return body.response;
        const { id, email } = currentUser(c);
        if (body.data.subscribed) {
          if (!(await newsletter.subscribeAccount(id))) throw new AccountGoneError();
        } else await newsletter.unsubscribeEmail(email);
        return c.json({ subscribed: body.data.subscribed });
      })

      // The body first: a typo (a short new password, "delete" for DELETE) is not one of the few password checks.
      .post(
        "/password",
        requireValidBody(changePasswordBodySchema),
        rateLimit(db, accountRateLimits.passwordCheck, "perUser"),
        changePasswordRoute(deps),
      )

      .post("/sign-out-everywhere", async (c) => {
        // Ends every session of the person, this one included, and expires this browser's cookie.
        const response = await auth.api.revokeSessions({ headers: c.req.raw.headers, asResponse: true });
        if (!response.ok) return apiError(c, 500, "internal", apiErrorMessages.internal);
        // The library removes them in bulk, past the per-session hook: drop them from the session cache too.
        deps.forgetSessionsOf(currentUser(c).id);
        forwardCookies(c, response);
        return c.json({ status: "signed_out" });
      })

      .get("/export", rateLimit(db, accountRateLimits.export, "perUser"), async (c) => {
        const user = currentUser(c);
        const now = new Date();
        const document = await exportPersonalData(db, ownerOf(user, deps.accountLimits), now);
        c.header("Content-Disposition", `attachment; filename="${exportFileName(now)}"`);
        c.header("Cache-Control", "no-store");
        return c.body(`${JSON.stringify(document, null, 2)}\n`, 200, {
          "Content-Type": "application/json; charset=utf-8",
        });
      })

      .post(
        "/delete",
        requireValidBody(deleteAccountBodySchema),
        rateLimit(db, accountRateLimits.passwordCheck, "perUser"),
        deleteAccountRoute(deps),
      )
  );
}
