import { Link } from "react-router";
import type { ArticleSummary } from "../../../shared/blog.ts";
import { blogTexts } from "../../../shared/texts/blog.ts";
import { NewsletterSection } from "../../components/newsletter-form.tsx";
import { paths } from "../../paths.ts";
import { neighbours } from "./articles.ts";

const tryLinks = [
  { to: paths.supplementsVsFoods, title: blogTexts.tryLookup, body: blogTexts.tryLookupBody },
  { to: paths.assessment, title: blogTexts.tryAssessment, body: blogTexts.tryAssessmentBody },
];

/** Where the app's tools fit an article: the lookup and the assessment. */
export function PutIntoPractice() {
  return (
    <aside aria-labelledby="try-title" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="try-title" className="text-xl font-bold text-stone-900">
        {blogTexts.tryTitle}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {tryLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group block h-full rounded-xl bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="block font-semibold text-brand-800 group-hover:underline">{link.title} →</span>
              <span className="mt-1 block text-sm text-stone-700">{link.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function NeighbourLink({ article, label, align }: { article: ArticleSummary; label: string; align: "start" | "end" }) {
  return (
    <Link
      to={paths.article(article.slug)}
      className={`group block h-full rounded-xl border border-stone-200 p-4 transition-colors hover:border-brand-200 hover:bg-brand-50 ${align === "end" ? "sm:col-start-2 sm:text-right" : ""}`}
    >
      <span className="block text-sm text-stone-600">{align === "start" ? `← ${label}` : `${label} →`}</span>
      <span className="mt-1 block font-semibold text-stone-900 group-hover:text-brand-800">{article.title}</span>
    </Link>
  );
}

/** The older ("previous") and newer ("next") articles. */
export function ArticleNeighbours({ slug }: { slug: string }) {
  const { previous, next } = neighbours(slug);
  if (!previous && !next) return null;
  return (
    <nav
      aria-label={blogTexts.articleNavigation}
      className="mt-12 grid gap-4 border-t border-stone-200 pt-8 sm:grid-cols-2"
    >
      {previous && <NeighbourLink article={previous} label={blogTexts.previous} align="start" />}
      {next && <NeighbourLink article={next} label={blogTexts.next} align="end" />}
    </nav>
  );
}

/** The newsletter block under an article. */
export function ArticleNewsletter() {
  return (
    <NewsletterSection
      title={blogTexts.newsletterTitle}
      className="mt-12 rounded-2xl border border-stone-200 px-6 py-8"
      titleClassName="text-xl"
    />
  );
}
