import { lt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { sessions, verifications } from "../db/schema.ts";

/**
 * Deletes sign-ins and password reset links that have expired: the auth library refuses them but
 * leaves the rows, and the privacy notice promises they are not kept. Run with the hourly pruning.
 */
export async function pruneExpiredAuthRecords(db: Database): Promise<void> {
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(verifications).where(lt(verifications.expiresAt, now));
}
