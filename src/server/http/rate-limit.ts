import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { queryRows, type Database } from "../db/client.ts";
import { genericTexts } from "../../shared/texts/common.ts";
import { AccountGoneError, apiError } from "./errors.ts";

export interface RateLimitRule {
  /** Names the counter, e.g. "sign-in". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The limits the server enforces; tests may pass tighter or looser ones to createApp. Per client
 * address, sized so that a school class, an office or a mobile carrier's shared address is not locked
 * out, while the per-account limits below bound guessing at any one account (decision 013).
 */
export const defaultRateLimits = {
  signIn: { name: "sign-in", limit: 30, windowSeconds: 300 },
  signUp: { name: "sign-up", limit: 30, windowSeconds: 300 },
  passwordReset: { name: "password-reset", limit: 10, windowSeconds: 900 },
  // "Send the email again" after sign-up (decision 024).
  verificationEmail: { name: "verification-email", limit: 10, windowSeconds: 900 },
  newsletter: { name: "newsletter", limit: 10, windowSeconds: 600 },
  // Unsubscribing has no per-address limit: mail providers send one-click unsubscribes (RFC 8058)
  // for many people from a few shared servers, and the token (an HMAC checked in memory, before any
  // database work) is the whole authorisation, so a limit per address would only keep people subscribed.
  // Per account (identity/account-limits.ts), whatever the client address: 10 failed sign-ins per
  // 15 minutes (10 more from each device the owner signed in on before), 3 reset emails per address per hour.
  signInAccount: { name: "sign-in-account", limit: 10, windowSeconds: 900 },
  signInDevice: { name: "sign-in-device", limit: 10, windowSeconds: 900 },
  passwordResetAccount: { name: "password-reset-account", limit: 3, windowSeconds: 3600 },
  // Sign-up emails (a confirmation link, or "someone tried") and resends per address, counted for any address.
  signUpEmailAccount: { name: "sign-up-email-account", limit: 5, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

export type RateLimits = typeof defaultRateLimits;

/** One hit to count: a rule and whom it counts against (an address, an account's subject). */
export interface RateLimitHit {
  rule: RateLimitRule;
  subject: string;
}

/**
 * Counts one hit against a fixed window, atomically, in the database, so that every server
 * instance on one PostgreSQL shares the same counters. Returns the seconds to wait, or 0.
 *
 * With `owner` (a user id), the hit is counted only while that person's users row exists, in the same
 * statement: a session still trusted for a moment on another instance after its account was deleted
 * leaves no counter keyed on the deleted id (AccountGoneError, answered 401).
 */
export function hit(db: Database, rule: RateLimitRule, subject: string, owner?: string): Promise<number> {
  return hitAll(db, [{ rule, subject }], owner);
}

/**
 * Counts one hit on each of several limits in one statement (a sign-in counts against its address and
 * its account: one round trip instead of two, decision 019). Returns the longest wait among the limits
 * that are over, or 0. The subjects must name different counters. With `owner`, as for hit().
 */
export async function hitAll(db: Database, hits: RateLimitHit[], owner?: string): Promise<number> {
  if (hits.length === 0) return 0;
  const rows = sql.join(
    hits.map(({ rule, subject }) => sql`(${`${rule.name}:${subject}`}, ${rule.windowSeconds}::int)`),
    sql`, `,
  );
  const source =
    owner === undefined
      ? sql`select key, now(), 1 from hits, relaxed`
      : sql`select key, now(), 1 from hits, relaxed where exists (select 1 from users where id = ${owner})`;
  // `relaxed`: this statement's transaction commits without waiting for its write-ahead log to reach the disk
  // (synchronous_commit off for it alone, set_config's `true`): half the database's CPU for the statement that every
  // sign-in attempt, refused ones included, makes (decision 032). Counters are still never torn; a crash of the
  // database server can lose the last fraction of a second of counts, at most a few attempts more for a guesser.
  const counted = await queryRows<{ key: string; count: number; retry_after: number }>(
    db,
    sql`
    with hits (key, window_seconds) as (values ${rows}),
      relaxed as materialized (select set_config('synchronous_commit', 'off', true))
    insert into rate_limits as counter (key, window_start, count)
    ${source}
    on conflict (key) do update set
      count = case when counter.window_start <= now() - make_interval(secs => (select window_seconds from hits where hits.key = excluded.key))
        then 1 else counter.count + 1 end,
      window_start = case when counter.window_start <= now() - make_interval(secs => (select window_seconds from hits where hits.key = excluded.key))
        then now() else counter.window_start end
    returning key, count,
      ceil(extract(epoch from (window_start + make_interval(secs => (select window_seconds from hits where hits.key = counter.key)) - now())))::int as retry_after`,
  );
  if (counted.length === 0 && owner !== undefined) throw new AccountGoneError();
  let wait = 0;
  for (const { rule, subject } of hits) {
    const row = counted.find((candidate) => candidate.key === `${rule.name}:${subject}`);
    if (row && Number(row.count) > rule.limit) wait = Math.max(wait, Math.max(1, Number(row.retry_after)));
  }
  return wait;
}

/** Forgets a subject's hits in the current window (e.g. failed sign-ins once the person got in). */
export async function clearHits(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${subject}`}`);
}

/**
 * Middleware: 429 with Retry-After and the spec's "Please wait N seconds" text once over the limit.
 * `perUser` counts per signed-in person (behind requireUser), only while their account exists.
 */
export function rateLimit(
  db: Database,
  rule: RateLimitRule,
  subjectOf: ((c: Parameters<MiddlewareHandler>[0]) => string) | "perUser",
): MiddlewareHandler {
  return async (c, next) => {
    const wait =
      subjectOf === "perUser" ? await hit(db, rule, signedInId(c), signedInId(c)) : await hit(db, rule, subjectOf(c));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return apiError(c, 429, "rate_limited", genericTexts.pleaseWait(wait));
    }
    await next();
  };
}

function signedInId(c: Parameters<MiddlewareHandler>[0]): string {
  const user = c.get("user") as { id: string } | null | undefined;
  if (!user) throw new Error("rateLimit(perUser) used on a route without requireUser");
  return user.id;
}

/** Drops windows that ended long ago; run now and then so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
