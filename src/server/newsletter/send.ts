import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client.ts";
import { newsletterSends, newsletterSubscribers } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { NewsletterSendEvent, NewsletterSendReport } from "../../shared/newsletter.ts";
import type { ArticleMeta } from "../../shared/blog.ts";
import { newsletterEmail } from "./email.ts";
import type { Newsletter } from "./subscribers.ts";

export interface SendArticleInput {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  newsletter: Newsletter;
  appUrl: string;
  article: ArticleMeta;
  /** Checked before each subscriber: true once the server is shutting down. */
  stopping: () => boolean;
}

/**
 * Sends an article to every active subscriber, at most once each (decision 016): a row in
 * newsletter_sends is claimed before the email goes out, and the primary key (subscriber, article)
 * lets only one claim succeed, across re-runs and runs at the same time. A claim whose email
 * failed is released, so the next run tries again; a claim left by a run that died mid-send stays,
 * because that email may have gone out. Yields one event per subscriber, then the report.
 */
export async function* sendArticle(input: SendArticleInput): AsyncGenerator<NewsletterSendEvent> {
  const { db, mailer, logger, newsletter, appUrl, article } = input;
  const subscribers = await newsletter.activeSubscribers();
  const total = subscribers.length;
  const report: NewsletterSendReport = { sent: 0, skipped: 0, failed: 0 };
  yield { type: "start", article: { slug: article.slug, title: article.title }, total };

  for (const [index, subscriber] of subscribers.entries()) {
    if (input.stopping()) {
      yield { type: "stopped", remaining: total - index };
      break;
    }
    // Claimed only while still subscribed: someone who left since the list was read is skipped.
    const claimed = await queryRows(db, sql`
      insert into ${newsletterSends} (subscriber_id, article_slug)
      select ${newsletterSubscribers.id}, ${article.slug} from ${newsletterSubscribers}
      where ${newsletterSubscribers.id} = ${subscriber.id} and ${newsletterSubscribers.status} = 'active'
      on conflict do nothing
      returning 1`);
    let outcome: "sent" | "skipped" | "failed";
    if (claimed.length === 0) outcome = "skipped";
    else {
      try {
        await mailer.send(newsletterEmail(article, subscriber.email, appUrl, newsletter.unsubscribeUrl(subscriber.id)));
        await db
          .update(newsletterSends)
          .set({ status: "sent", sentAt: new Date() })
          .where(and(eq(newsletterSends.subscriberId, subscriber.id), eq(newsletterSends.articleSlug, article.slug)));
        outcome = "sent";
      } catch (error) {
        logger.error({ err: error, subscriberId: subscriber.id, article: article.slug }, "newsletter email failed");
        await db
          .delete(newsletterSends)
          .where(and(eq(newsletterSends.subscriberId, subscriber.id), eq(newsletterSends.articleSlug, article.slug)))
          .catch((releaseError: unknown) => logger.error({ err: releaseError }, "releasing a failed newsletter claim failed"));
        outcome = "failed";
      }
    }
    report[outcome] += 1;
    yield { type: "progress", done: index + 1, total, outcome, email: subscriber.email };
  }
  yield { type: "done", report };
}
