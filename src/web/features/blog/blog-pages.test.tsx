import { act, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { blogTexts } from "../../../shared/texts/blog.ts";
import { notFoundTexts } from "../../../shared/texts/common.ts";
import { cleanUpAfterEach, renderPage } from "../../../../tests/support/render-page.tsx";
import { ArticlePage } from "./article-page.tsx";
import { articleList } from "./articles.ts";
import { BlogListPage } from "./blog-list-page.tsx";

cleanUpAfterEach();

const renderArticle = (slug: string) =>
  renderPage(
    <Routes>
      <Route
        path="/blog/:slug"
        element={
          <Suspense>
            <ArticlePage />
          </Suspense>
        }
      />
    </Routes>,
    `/blog/${slug}`,
  );

describe("the blog list", () => {
  it("lists every article newest first with its date, reading time, summary and tags", () => {
    renderPage(<BlogListPage />, "/blog");
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(articleList.map((article) => article.title));
    const dates = articleList.map((article) => article.date);
    expect(dates.toSorted().toReversed()).toEqual(dates);
    const first = articleList[0]!;
    const card = screen.getByRole("link", { name: first.title }).closest("article")!;
    expect(within(card).getByText(blogTexts.readingTime(first.readingMinutes))).toBeInTheDocument();
    expect(within(card).getByText(first.summary)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: first.title })).toHaveAttribute("href", `/blog/${first.slug}`);
    expect(
      within(card)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([first.title, ...first.tags]);
  });

  it("filters by tag, marking the chosen tag as current", () => {
    renderPage(<BlogListPage />, "/blog?tag=plant-based");
    const tagged = articleList.filter((article) => article.tags.includes("plant-based"));
    expect(
      screen.getByRole("heading", { name: blogTexts.taggedHeading("plant-based", tagged.length) }),
    ).toBeInTheDocument();
    const filter = screen.getByRole("navigation", { name: blogTexts.tagsLabel });
    expect(within(filter).getByRole("link", { name: "plant-based" })).toHaveAttribute("aria-current", "page");
    expect(within(filter).getByRole("link", { name: blogTexts.allArticles })).not.toHaveAttribute("aria-current");
    expect(screen.getAllByRole("article")).toHaveLength(tagged.length);
  });

  it("says so when no article has the tag", () => {
    renderPage(<BlogListPage />, "/blog?tag=no-such-tag");
    expect(screen.getByRole("heading", { name: blogTexts.noArticlesForTag("no-such-tag") })).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });
});

describe("an article", () => {
  it("renders its text and tables, the lookup and the assessment, and the older and newer articles", async () => {
    // Role queries over a whole article are slow in jsdom: find the title by text, then query small parts.
    const middle = articleList[1]!;
    const { container } = await act(async () => renderArticle(middle.slug));
    expect(await screen.findByText(middle.title, { selector: "h1" }, { timeout: 5000 })).toBeInTheDocument();
    const table = container.querySelector("table")!;
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Food", "Serving", "Amount", "% Daily Value"]);
    expect(within(table).getAllByRole("row").length).toBeGreaterThan(3);
    const practice = screen.getByText(blogTexts.tryTitle).closest("aside")!;
    expect(within(practice).getByRole("link", { name: new RegExp(`^${blogTexts.tryLookup} →`) })).toHaveAttribute(
      "href",
      "/supplements-vs-foods",
    );
    expect(within(practice).getByRole("link", { name: new RegExp(`^${blogTexts.tryAssessment} →`) })).toHaveAttribute(
      "href",
      "/assessment",
    );
    const more = container.querySelector(`nav[aria-label="${blogTexts.articleNavigation}"]`) as HTMLElement;
    expect(within(more).getByRole("link", { name: new RegExp(blogTexts.previous) })).toHaveAttribute(
      "href",
      `/blog/${articleList[2]!.slug}`,
    );
    expect(within(more).getByRole("link", { name: new RegExp(blogTexts.next) })).toHaveAttribute(
      "href",
      `/blog/${articleList[0]!.slug}`,
    );
  }, 15_000);

  it("shows the 404 page for an unknown slug", () => {
    renderArticle("no-such-article");
    expect(screen.getByRole("heading", { name: notFoundTexts.title })).toBeInTheDocument();
  });
});
