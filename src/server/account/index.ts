import type { Identity } from "../identity/identity.ts";
import type { Infrastructure } from "../infrastructure.ts";
import { createHealthDataConsent } from "./consent.ts";
import type { NewsletterSubscriptions } from "./deps.ts";
import { accountRoutes } from "./routes.ts";

export interface AccountCapabilities {
  identity: Pick<Identity, "auth" | "accountLimits" | "forgetSessionsOf">;
  /** The person's subscription, from the newsletter's list. */
  subscriptions: NewsletterSubscriptions;
}

/**
 * /api/account: the person's own account (consent, newsletter preference, password, export, deletion). Gives the
 * other features the guard that requires the person's agreement to storing health-related answers.
 */
export function createAccountFeature(infra: Infrastructure, { identity, subscriptions }: AccountCapabilities) {
  const healthDataConsent = createHealthDataConsent(infra.db);
  return {
    routes: accountRoutes({ ...infra, ...identity, newsletter: subscriptions, healthDataConsent }),
    /** 403 health_data_consent_required until the signed-in person has agreed (behind requireUser). */
    consentRequired: healthDataConsent.required,
  };
}
