import type { Database } from "../db/client.ts";
import type { Identity } from "../identity/identity.ts";
import type { Infrastructure } from "../infrastructure.ts";
import type { HealthDataConsent } from "./consent.ts";

/** The person's newsletter subscription, as the account page and account deletion use it (the newsletter's list). */
export interface NewsletterSubscriptions {
  isSubscribed(email: string): Promise<boolean>;
  /** Null when the account no longer exists. */
  subscribeAccount(userId: string): Promise<"subscribed" | "already_subscribed" | null>;
  /** Inside a transaction when `executor` is one (account deletion). */
  unsubscribeEmail(email: string, executor?: Pick<Database, "delete">): Promise<boolean>;
}

/** What the account routes use: the infrastructure's, the identity's, and the newsletter's list. */
export interface AccountDeps
  extends
    Pick<Infrastructure, "config" | "db" | "mailer" | "logger">,
    Pick<Identity, "auth" | "accountLimits" | "forgetSessionsOf"> {
  newsletter: NewsletterSubscriptions;
  healthDataConsent: HealthDataConsent;
}
