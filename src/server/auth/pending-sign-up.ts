import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

/**
 * A sign-up for an address whose account was never confirmed replaces that account (decision 024). An
 * unconfirmed account has never been signed in to, so it holds nothing; keeping it would let whoever signed
 * up first with someone else's address choose the password the owner later confirms with the owner's own
 * link. Its earlier links stop working: each names the account's id, and the new account has another.
 */
export async function replacePendingSignUp(db: Database, email: string): Promise<void> {
  await db
    .delete(users)
    .where(and(eq(users.emailVerified, false), eq(sql`lower(${users.email})`, email.trim().toLowerCase())));
}

/** The app's own paths a confirmation link may continue to (no other origin, no scheme, no `//`). */
export function isContinuePath(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= 200 &&
    /^\/(?![/\\])[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&]*)?$/.test(value)
  );
}
