import { Link, useSearchParams } from "react-router";
import { allTags, tagParam, type ArticleSummary } from "../../../shared/blog.ts";
import { blogTexts } from "../../../shared/texts/blog.ts";
import { usePageHead } from "../../components/page-title.tsx";
import { paths } from "../../paths.ts";
import { ArticleByline } from "./article-byline.tsx";
import { articleList } from "./articles.ts";
import { TagFilter, Tags } from "./tags.tsx";

const tags = allTags(articleList);

function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="card flex h-full flex-col transition-shadow hover:shadow-md">
      <ArticleByline article={article} />
      <h2 className="mt-2 text-xl font-semibold tracking-tight text-stone-900">
        <Link
          to={paths.article(article.slug)}
          className="hover:text-brand-800 hover:underline hover:underline-offset-4"
        >
          {article.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-stone-700">{article.summary}</p>
      <div className="mt-5">
        <Tags tags={article.tags} label={blogTexts.articleTags} />
      </div>
    </article>
  );
}

/** /blog: every article newest first, filterable by tag (/blog?tag=plant-based). */
export function BlogListPage() {
  const [params] = useSearchParams();
  const tag = params.get(tagParam);
  const shown = tag === null ? articleList : articleList.filter((article) => article.tags.includes(tag));
  usePageHead({ title: tag === null ? blogTexts.title : `${blogTexts.title}: ${tag}`, description: blogTexts.intro });

  return (
    <>
      <header className="-mt-16 bg-gradient-to-b from-brand-50 to-white pt-16">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{blogTexts.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">{blogTexts.intro}</p>
          <div className="mt-8">
            <TagFilter tags={tags} active={tag} label={blogTexts.tagsLabel} allLabel={blogTexts.allArticles} />
          </div>
        </div>
      </header>
      <div className="mx-auto w-full max-w-6xl px-4 pb-14 sm:px-6">
        <div aria-live="polite">
          {tag !== null && (
            <h2 className="mt-2 mb-6 text-lg font-semibold text-stone-900">
              {shown.length > 0 ? blogTexts.taggedHeading(tag, shown.length) : blogTexts.noArticlesForTag(tag)}
            </h2>
          )}
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {shown.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm">
          <a className="link" href={paths.rss}>
            {blogTexts.feed}
          </a>
        </p>
      </div>
    </>
  );
}
