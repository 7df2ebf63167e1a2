import { eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { AccountGoneError, apiError } from "../http/errors.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { currentUser, type AuthVariables } from "../identity/session.ts";

/**
 * The person's agreement to FoodFirst storing their health-related answers (users.health_data_consent_at).
 * Given at sign-up (the form sends it right after the account exists), in the wizard or on the
 * account page; the first agreement's time is kept. Assessment routes that store or process answers
 * are behind `required`.
 */
export function createHealthDataConsent(db: Database) {
  /** Null until the person agreed; AccountGoneError when their users row no longer exists. */
  async function agreedAt(userId: string): Promise<Date | null> {
    const rows = await db.select({ at: users.healthDataConsentAt }).from(users).where(eq(users.id, userId));
    if (!rows[0]) throw new AccountGoneError();
    return rows[0].at;
  }

  return {
    agreedAt,

    /** Records the agreement now, unless it was given before (then that time stays). */
    async agree(userId: string): Promise<Date | null> {
      const rows = await db
        .update(users)
        .set({ healthDataConsentAt: sql`coalesce(${users.healthDataConsentAt}, now())` })
        .where(eq(users.id, userId))
        .returning({ at: users.healthDataConsentAt });
      if (!rows[0]) throw new AccountGoneError();
      return rows[0].at;
    },

    /** 403 health_data_consent_required until the signed-in person has agreed (behind requireUser). */
    required: (async (c, next) => {
      if (!(await agreedAt(currentUser(c).id))) {
        return apiError(c, 403, "health_data_consent_required", apiErrorMessages.health_data_consent_required);
      }
      await next();
    }) satisfies MiddlewareHandler<{ Variables: AuthVariables }>,
  };
}

export type HealthDataConsent = ReturnType<typeof createHealthDataConsent>;
