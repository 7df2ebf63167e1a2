import { createHmac, createSecretKey } from "node:crypto";
import type { Database } from "../db/client.ts";
import { clearHits, hit, hitAll, type RateLimitHit, type RateLimitRule } from "../http/rate-limit.ts";

export interface AccountLimitRules {
  /** Sign-in attempts per account that did not end in a sign-in. */
  signInAccount: RateLimitRule;
  /** The same, from one device trusted for the account (trusted-device.ts): counted apart from the others. */
  signInDevice: RateLimitRule;
  /** Reset emails per address, whether or not it has an account. */
  passwordResetAccount: RateLimitRule;
  /** Sign-up emails (confirmation link or "someone tried") and their resends per address, whether or not it has an account. */
  signUpEmailAccount: RateLimitRule;
}

/**
 * Limits per account, beside the per-client ones: an attacker with many addresses still gets only
 * so many password guesses at one account, and one inbox only so many reset emails. Counters live
 * in the database (rate_limits), so they hold across instances. They are keyed on an HMAC of the
 * normalised email (trimmed, lower-cased), so the table holds no addresses and the key is the same
 * whether or not the account exists (the answer reveals nothing).
 *
 * Lock-out stays short: a fixed window (15 minutes for sign-in by default) that a successful sign-in
 * or a password reset clears, and reset emails are never blocked by failed sign-ins. And it never
 * reaches the owner's own devices: a browser that signed in to the account before (or reset its
 * password) carries a device cookie, and its attempts are counted on their own (`deviceId`), so
 * guesses from elsewhere, renewed every 15 minutes, lock out only other browsers.
 */
export function createAccountLimits(db: Database, rules: AccountLimitRules, secret: string) {
  const key = createSecretKey(Buffer.from(secret));
  const subject = (email: string) =>
    createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
  return {
    /** The counters' subject for an address (the account page's export and deletion find its rows by it). */
    subjectOf: subject,
    /**
     * Counts a sign-in attempt before it is checked (on the device's own count when it is trusted), in the
     * same statement as the request's other limits (`alsoCount`); returns the seconds to wait, or 0. Takes the
     * account's subject (`subjectOf`), which the sign-in computes once.
     */
    signInAttempt: (accountSubject: string, deviceId: string | null, alsoCount: RateLimitHit[] = []) =>
      hitAll(db, [
        deviceId
          ? { rule: rules.signInDevice, subject: `${deviceId}:${accountSubject}` }
          : { rule: rules.signInAccount, subject: accountSubject },
        ...alsoCount,
      ]),
    /** The person got in (or set a new password): earlier failures of that count no longer count. */
    signInCleared: (accountSubject: string, deviceId: string | null = null) =>
      deviceId
        ? clearHits(db, rules.signInDevice, `${deviceId}:${accountSubject}`)
        : clearHits(db, rules.signInAccount, accountSubject),
    /** Counts a reset email request for this address; returns the seconds to wait, or 0. */
    resetEmailRequest: (email: unknown) =>
      typeof email === "string" ? hit(db, rules.passwordResetAccount, subject(email)) : Promise.resolve(0),
    /** Counts a sign-up or resend email for this address; returns the seconds to wait, or 0. */
    signUpEmailRequest: (email: unknown) =>
      typeof email === "string" ? hit(db, rules.signUpEmailAccount, subject(email)) : Promise.resolve(0),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
