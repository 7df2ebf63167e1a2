import { use } from "react";
import { Link, useParams } from "react-router";
import type { RenderedArticle } from "../../../shared/blog.ts";
import { blogTexts } from "../../../shared/texts/blog.ts";
import { MarkdownTree } from "../../components/markdown-tree.tsx";
import { NotFound } from "../../components/not-found.tsx";
import { usePageHead } from "../../components/page-title.tsx";
import { paths } from "../../paths.ts";
import { ArticleByline } from "./article-byline.tsx";
import { ArticleNeighbours, ArticleNewsletter, PutIntoPractice } from "./article-end.tsx";
import { loadArticle } from "./articles.ts";
import { Tags } from "./tags.tsx";

function ArticleView({ article }: { article: RenderedArticle }) {
  usePageHead({
    title: article.title,
    description: article.summary,
    article: { published: article.date, modified: article.updated, author: article.author, tags: article.tags },
  });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={paths.blog} className="link text-sm">
          ← {blogTexts.backToBlog}
        </Link>
      </p>
      <header className="mt-6 border-b border-stone-200 pb-8">
        <Tags tags={article.tags} label={blogTexts.articleTags} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {article.title}
        </h1>
        <div className="mt-4">
          <ArticleByline article={article} withAuthor />
        </div>
      </header>
      <div className="mt-8 text-[1.0625rem] text-stone-800">
        <MarkdownTree tree={article.tree} />
      </div>
      <PutIntoPractice />
      <ArticleNeighbours slug={article.slug} />
      <ArticleNewsletter />
    </article>
  );
}

/** /blog/:slug: one article (its text loaded with the page), or the 404 page for an unknown slug. */
export function ArticlePage() {
  const { slug = "" } = useParams();
  const article = loadArticle(slug);
  return article ? <ArticleView article={use(article)} /> : <NotFound />;
}
