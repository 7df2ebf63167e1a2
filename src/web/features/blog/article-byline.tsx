import type { ArticleSummary } from "../../../shared/blog.ts";
import { blogTexts } from "../../../shared/texts/blog.ts";

/** "November 2, 2026 · 5 min read", with the author and the update date where asked. */
export function ArticleByline({ article, withAuthor = false }: { article: ArticleSummary; withAuthor?: boolean }) {
  const parts = [
    ...(withAuthor ? [blogTexts.by(article.author)] : []),
    <time key="date" dateTime={article.date}>
      {blogTexts.published(article.date)}
    </time>,
    ...(article.updated && withAuthor ? [blogTexts.updated(article.updated)] : []),
    blogTexts.readingTime(article.readingMinutes),
  ];
  return (
    <p className="text-sm text-stone-600">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span className="whitespace-nowrap">{part}</span>
        </span>
      ))}
    </p>
  );
}
