import { newsletterEmailTexts as texts } from "../../shared/texts/newsletter.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { blogPaths, type ArticleMeta } from "../../shared/blog.ts";

/**
 * One subscriber's newsletter email: the article's summary and link, then the one-click unsubscribe
 * link, also in the List-Unsubscribe headers that mail programs show as their own button (RFC 2369)
 * and may POST to without opening anything (RFC 8058).
 */
export function newsletterEmail(article: ArticleMeta, to: string, appUrl: string, unsubscribeUrl: string): MailMessage {
  return {
    to,
    subject: texts.subject(article.title),
    text: [
      article.title,
      "",
      article.summary,
      "",
      texts.readMore,
      `${appUrl}${blogPaths.article(article.slug)}`,
      "",
      "-- ",
      texts.why(to),
      texts.unsubscribe,
      unsubscribeUrl,
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
