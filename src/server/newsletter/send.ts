import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../db/client.ts";
import { newsletterSends, newsletterSubscribers } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { NewsletterSendEvent, NewsletterSendOutcome, NewsletterSendReport } from "../../shared/newsletter.ts";
import type { ArticleMeta } from "../../shared/blog.ts";
import { newsletterEmail } from "./email.ts";
import type { Newsletter, Subscriber } from "./subscribers.ts";

export interface SendArticleInput {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  newsletter: Newsletter;
  appUrl: string;
  article: ArticleMeta;
  /**
   * The operator's explicit choice (`--resend-in-doubt`): also send to subscribers whose claim a
   * previous run left "sending" (it stopped while sending to them, so they may already have it).
   */
  resendInDoubt?: boolean;
  /** Checked before each subscriber: true once the server is shutting down. */
  stopping: () => boolean;
}

/**
 * Sends an article to every active subscriber, at most once each (decision 016): a row in
 * newsletter_sends is claimed before the email goes out, and the primary key (subscriber, article)
 * lets only one claim succeed, across re-runs and runs at the same time. A claim whose email
 * failed is released, so the next run tries again; a claim left "sending" by a run that stopped
 * before this one started stays, because that email may have gone out: such a subscriber is counted
 * "in doubt", not skipped, and is sent to again only with `resendInDoubt` (the claim is then taken
 * over atomically, so two runs cannot both resend). Yields one event per subscriber, then the report.
 */
export async function* sendArticle(input: SendArticleInput): AsyncGenerator<NewsletterSendEvent> {
  const { db, newsletter, article } = input;
  const subscribers = await newsletter.activeSubscribers();
  const total = subscribers.length;
  const report: NewsletterSendReport = { sent: 0, skipped: 0, inDoubt: 0, failed: 0 };
  // The database's clock: claims older than this were left by an earlier run, not by one running now.
  const [{ started } = { started: "" }] = await queryRows<{ started: string }>(db, sql`select now()::text as started`);
  yield { type: "start", article: { slug: article.slug, title: article.title }, total };

  for (const [index, subscriber] of subscribers.entries()) {
    if (input.stopping()) {
      yield { type: "stopped", remaining: total - index };
      break;
    }
    const thisSend = and(
      eq(newsletterSends.subscriberId, subscriber.id),
      eq(newsletterSends.articleSlug, article.slug),
    );
    // Claimed only while still subscribed: someone who left since the list was read is skipped.
    const claimed = await queryRows(
      db,
      sql`
      insert into ${newsletterSends} (subscriber_id, article_slug)
      select ${newsletterSubscribers.id}, ${article.slug} from ${newsletterSubscribers}
      where ${newsletterSubscribers.id} = ${subscriber.id} and ${newsletterSubscribers.status} = 'active'
      on conflict do nothing
      returning 1`,
    );
    // Not claimed: sent already, unsubscribed, or in doubt (a take-over that finds nothing means not in doubt).
    let outcome: NewsletterSendOutcome;
    if (claimed.length > 0) outcome = await sendOne(input, subscriber, thisSend);
    else if (input.resendInDoubt)
      outcome = (await takeOverInDoubt(db, thisSend, started)) ? await sendOne(input, subscriber, thisSend) : "skipped";
    else outcome = (await isInDoubt(db, thisSend, started)) ? "inDoubt" : "skipped";
    report[outcome] += 1;
    yield { type: "progress", done: index + 1, total, outcome, email: subscriber.email };
  }
  yield { type: "done", report };
}

/** A claim a previous run left "sending": claimed before this run started and never marked sent. */
const leftBehind = (thisSend: SQL | undefined, started: string) =>
  and(thisSend, eq(newsletterSends.status, "sending"), lt(newsletterSends.claimedAt, sql`${started}::timestamptz`));

async function isInDoubt(db: Database, thisSend: SQL | undefined, started: string): Promise<boolean> {
  const rows = await db
    .select({ slug: newsletterSends.articleSlug })
    .from(newsletterSends)
    .where(leftBehind(thisSend, started));
  return rows.length > 0;
}

/** Re-claims an in-doubt row for this run (its claim time moves to now, so no other run can take it too). */
async function takeOverInDoubt(db: Database, thisSend: SQL | undefined, started: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSends)
    .set({ claimedAt: sql`now()` })
    .where(leftBehind(thisSend, started))
    .returning({ slug: newsletterSends.articleSlug });
  return rows.length > 0;
}

/** Sends one claimed email: marks the claim sent, or releases it when the transport refused the email. */
async function sendOne(
  input: SendArticleInput,
  subscriber: Subscriber,
  thisSend: SQL | undefined,
): Promise<"sent" | "failed"> {
  const { db, mailer, logger, newsletter, appUrl, article } = input;
  try {
    await mailer.send(newsletterEmail(article, subscriber.email, appUrl, newsletter.unsubscribeUrl(subscriber.id)));
    await db.update(newsletterSends).set({ status: "sent", sentAt: new Date() }).where(thisSend);
    return "sent";
  } catch (error) {
    logger.error({ err: error, subscriberId: subscriber.id, article: article.slug }, "newsletter email failed");
    await db
      .delete(newsletterSends)
      .where(thisSend)
      .catch((releaseError: unknown) =>
        logger.error({ err: releaseError }, "releasing a failed newsletter claim failed"),
      );
    return "failed";
  }
}
