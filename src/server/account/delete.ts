import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits, users, verifications } from "../db/schema.ts";
import type { NewsletterSubscriptions } from "./deps.ts";
import { rateLimitsOf, resetLinksOf } from "./export.ts";
import type { Owner } from "./owner.ts";

/**
 * Removes a person and everything that is theirs, in one transaction. Deleting the users row
 * removes, through ON DELETE CASCADE, every table that references it (sessions, sign-in methods,
 * assessments, drafts, and any table added later that follows the rule); the rest is keyed on
 * something else and removed here: the newsletter subscription (by email, with its send records),
 * rate-limit counters keyed on the person, and pending password reset links.
 * The API tests sweep every table of the schema afterwards.
 */
export async function deleteAccount(db: Database, owner: Owner, newsletter: NewsletterSubscriptions): Promise<void> {
  await db.transaction(async (tx) => {
    // The users row first: its row lock makes a concurrent write that reads it (the newsletter's
    // subscribeAccount, on another instance whose session cache still trusts the person) wait, then
    // find nothing, so it cannot add a row the statements below would already have missed.
    await tx.delete(users).where(eq(users.id, owner.id));
    await newsletter.unsubscribeEmail(owner.email, tx);
    await tx.delete(rateLimits).where(rateLimitsOf(owner));
    await tx.delete(verifications).where(resetLinksOf(owner));
  });
}
