import { and, asc, eq, getTableColumns, getTableName, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import type { Owner } from "./owner.ts";
import {
  accounts,
  assessmentDrafts,
  assessments,
  chatConversations,
  chatMessages,
  usageLedger,
  newsletterSends,
  newsletterSubscribers,
  rateLimits,
  sessions,
  users,
  verifications,
} from "../db/schema.ts";

interface Section<T> {
  /** The table it reads, so a test can check that every table holding someone's data is exported. */
  table: string;
  read: (db: Database, owner: Owner) => Promise<T>;
}
type Rows = Section<Record<string, unknown>[]>;

interface RowsOptions {
  /** Columns never exported: secrets (password hashes, session tokens, reset tokens). */
  omit?: readonly string[];
  orderBy?: readonly PgColumn[];
}

/** The rows of one table that `where` says are the owner's, with every column but the omitted ones. */
function rows(table: PgTable, where: (owner: Owner, db: Database) => SQL | undefined, options: RowsOptions = {}): Rows {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !options.omit?.includes(name)),
  ) as Record<string, PgColumn>;
  return {
    table: getTableName(table),
    read: async (db, owner) =>
      db
        .select(columns)
        .from(table)
        .where(where(owner, db))
        .orderBy(...(options.orderBy ?? []).map((column) => asc(column))),
  };
}

/** A section that is one row or nothing (the account itself, the newsletter subscription). */
function one({ table, read }: Rows): Section<Record<string, unknown> | null> {
  return { table, read: async (db, owner) => (await read(db, owner))[0] ?? null };
}

const subscriberOf = (owner: Owner) => eq(newsletterSubscribers.email, owner.email.trim().toLowerCase());
/** Rate-limit counters are keyed `<rule>:<subject>`; those whose subject is the person's. */
export const rateLimitsOf = (owner: Owner) =>
  or(
    ...owner.rateLimitSubjects.map(
      (subject) => sql`right(${rateLimits.key}, ${subject.length + 1}) = ${`:${subject}`}`,
    ),
  );
/** Password reset links: the library keeps the account id as the value and the token in the identifier. */
export const resetLinksOf = (owner: Owner) =>
  and(eq(verifications.value, owner.id), like(verifications.identifier, "reset-password:%"));

/**
 * Everything stored about a person, one reader per table, in the order of the exported document
 * (docs/data-export.md). A new table that holds someone's data is one more line here; the API tests
 * find every table holding a trace of a person and check that each is read here.
 */
export const exportSections = {
  account: one(rows(users, (o) => eq(users.id, o.id))),
  signInMethods: rows(accounts, (o) => eq(accounts.userId, o.id), {
    omit: ["password", "accessToken", "refreshToken", "idToken"],
    orderBy: [accounts.createdAt],
  }),
  sessions: rows(sessions, (o) => eq(sessions.userId, o.id), {
    omit: ["token"],
    orderBy: [sessions.createdAt, sessions.id],
  }),
  assessments: rows(assessments, (o) => eq(assessments.userId, o.id), {
    orderBy: [assessments.createdAt, assessments.id],
  }),
  assessmentDrafts: rows(assessmentDrafts, (o) => eq(assessmentDrafts.userId, o.id)),
  chatConversations: rows(chatConversations, (o) => eq(chatConversations.userId, o.id), {
    orderBy: [chatConversations.createdAt, chatConversations.id],
  }),
  chatMessages: rows(chatMessages, (o) => eq(chatMessages.userId, o.id), {
    orderBy: [chatMessages.createdAt, chatMessages.id],
  }),
  usageLedger: rows(usageLedger, (o) => eq(usageLedger.userId, o.id), { orderBy: [usageLedger.day] }),
  newsletterSubscription: one(rows(newsletterSubscribers, subscriberOf)),
  newsletterSends: rows(
    newsletterSends,
    (o, db) =>
      inArray(
        newsletterSends.subscriberId,
        db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(subscriberOf(o)),
      ),
    { orderBy: [newsletterSends.claimedAt, newsletterSends.articleSlug] },
  ),
  passwordResetLinks: rows(verifications, resetLinksOf, {
    omit: ["identifier", "value"],
    orderBy: [verifications.createdAt],
  }),
  rateLimits: rows(rateLimits, rateLimitsOf, { orderBy: [rateLimits.key] }),
};

export const exportFormat = { name: "foodfirst-data-export", version: 1 } as const;

/** The whole document, read in one transaction so its parts agree with each other. */
export async function exportPersonalData(db: Database, owner: Owner, now = new Date()) {
  const entries = await db.transaction(async (tx) => {
    // One after another: a transaction is one connection, which runs one query at a time.
    const read: [string, unknown][] = [];
    for (const [name, section] of Object.entries(exportSections))
      read.push([name, await section.read(tx as unknown as Database, owner)]);
    return read;
  });
  return {
    format: exportFormat.name,
    version: exportFormat.version,
    exportedAt: now.toISOString(),
    ...Object.fromEntries(entries),
  };
}
