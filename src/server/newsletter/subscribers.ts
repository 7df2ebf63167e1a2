import { and, asc, eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client.ts";
import { newsletterSubscribers, users } from "../db/schema.ts";
import { unsubscribePath, unsubscribeTokenParam } from "../../shared/newsletter-link.ts";
import { readUnsubscribeToken, unsubscribeToken } from "./tokens.ts";

/** Emails are kept trimmed and lower-cased (shared/newsletter.ts), so one person is one row. */
const normalise = (email: string) => email.trim().toLowerCase();

export interface Subscriber {
  id: string;
  email: string;
}

/**
 * The newsletter list and its unsubscribe links, built once in createApp. Other features (the
 * account page, account deletion) reach the list only through this.
 */
export function createNewsletter({ db, secret, appUrl }: { db: Database; secret: string; appUrl: string }) {
  return {
    /** Adds the address; the unique index decides, so concurrent duplicates still leave one row. */
    async subscribe(email: string): Promise<"subscribed" | "already_subscribed"> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email: normalise(email), status: "active" })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return inserted.length > 0 ? "subscribed" : "already_subscribed";
    },

    /**
     * Subscribes a signed-in person's own address, read from their users row in the same statement
     * (and locked against a concurrent delete, which removes the users row first: account/delete.ts),
     * so no row is ever made for an account that no longer exists. Null when the users row is gone
     * (deleted on another instance while this one's session cache still trusted the session).
     */
    async subscribeAccount(userId: string): Promise<"subscribed" | "already_subscribed" | null> {
      const rows = await queryRows<{ people: number; added: number }>(
        db,
        sql`
        with person as (select ${users.email} as email from ${users} where ${users.id} = ${userId} for key share),
        added as (
          insert into ${newsletterSubscribers} (email, status) select lower(trim(email)), 'active' from person
          on conflict (email) do nothing
          returning 1
        )
        select (select count(*) from person)::int as people, (select count(*) from added)::int as added`,
      );
      const row = rows[0];
      if (!row || Number(row.people) === 0) return null;
      return Number(row.added) > 0 ? "subscribed" : "already_subscribed";
    },

    async isSubscribed(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.email, normalise(email)), eq(newsletterSubscribers.status, "active")));
      return rows.length > 0;
    },

    /**
     * Removes the address from the list (and, by cascade, its send records): an unsubscribed
     * address is not kept. True when it was on the list.
     */
    async unsubscribeEmail(email: string, executor: Pick<Database, "delete"> = db): Promise<boolean> {
      const deleted = await executor
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, normalise(email)))
        .returning({ id: newsletterSubscribers.id });
      return deleted.length > 0;
    },

    /**
     * Unsubscribes the row a link's token names. A token this server did not make, or one whose row
     * is already gone, changes nothing, and both answer "unchanged".
     */
    async unsubscribeByToken(token: string): Promise<"unsubscribed" | "unchanged"> {
      const id = readUnsubscribeToken(secret, token);
      if (!id) return "unchanged";
      const deleted = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .returning({ id: newsletterSubscribers.id });
      return deleted.length > 0 ? "unsubscribed" : "unchanged";
    },

    /** Every active subscriber, oldest first, so a progress report reads in a stable order. */
    async activeSubscribers(): Promise<Subscriber[]> {
      return db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "active"))
        .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.id));
    },

    /** The one-click link for a subscriber: GET shows an Unsubscribe button, POST (RFC 8058) unsubscribes. */
    unsubscribeUrl(subscriberId: string): string {
      return `${appUrl}${unsubscribePath}?${unsubscribeTokenParam}=${encodeURIComponent(unsubscribeToken(secret, subscriberId))}`;
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
