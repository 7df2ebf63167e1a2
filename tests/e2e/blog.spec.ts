import path from "node:path";
import { fileURLToPath } from "node:url";
import { readArticles } from "../../src/server/blog/articles.ts";
import { elementsNamed, parseXml, textsOf } from "../support/xml.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// The blog as readers, link previews, crawlers and feed readers meet it, on the built app.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const articles = await readArticles(path.join(root, "content/blog"));
const metas = articles.map((article) => article.meta);
/** An article with a newer and an older one, tagged plant-based. */
const target = metas.find((meta, index) => index > 0 && index < metas.length - 1 && meta.tags.includes("plant-based"))!;
const targetIndex = metas.indexOf(target);
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

test("reads the blog as a person would: the list, a tag, an article with its table, then next and previous", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(metas.map((meta) => meta.title));
  await expect(cards.first()).toContainText(/\d+ min read/);
  await expectAccessible(page);

  await page
    .getByRole("navigation", { name: "Filter articles by tag" })
    .getByRole("link", { name: "plant-based" })
    .click();
  await expect(page).toHaveURL(/\/blog\?tag=plant-based$/);
  const tagged = metas.filter((meta) => meta.tags.includes("plant-based"));
  await expect(page.getByRole("heading", { name: `${tagged.length} articles tagged “plant-based”` })).toBeVisible();
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(tagged.map((meta) => meta.title));

  await page.getByRole("link", { name: target.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: target.title })).toBeVisible();
  await expect(page).toHaveTitle(`${target.title} | FoodFirst`);
  const table = page.getByRole("table").first();
  await expect(table.getByRole("columnheader")).toHaveText(["Food", "Serving", "Amount", "% Daily Value"]);
  expect(await table.getByRole("row").count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole("link", { name: /^Look up which whole foods replace your supplement/ })).toHaveAttribute(
    "href",
    "/supplements-vs-foods",
  );
  await expectAccessible(page);

  const more = page.getByRole("navigation", { name: "More articles" });
  await more.getByRole("link", { name: /Next article/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: metas[targetIndex - 1]!.title })).toBeVisible();
  await page
    .getByRole("navigation", { name: "More articles" })
    .getByRole("link", { name: /Previous article/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: target.title })).toBeVisible();
});

test("an article's first response is its HTML: title, text and link-preview tags, readable without JavaScript", async ({
  request,
  app,
}) => {
  const [article] = articles;
  const response = await request.get(`/blog/${article!.meta.slug}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  const html = await response.text();
  const url = `${app.url}/blog/${article!.meta.slug}`;
  expect(html).toContain(`<title>${escapeHtml(article!.meta.title)} | FoodFirst</title>`);
  expect(html).toContain(`<meta name="description" content="${escapeHtml(article!.meta.summary)}" />`);
  expect(html).toContain(`<link rel="canonical" href="${url}" />`);
  expect(html).toContain(`<meta property="og:url" content="${url}" />`);
  expect(html).toContain(`<meta property="og:title" content="${escapeHtml(article!.meta.title)}" />`);
  expect(html).toContain(`<meta property="og:image" content="${app.url}/og-image.jpg" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html).toContain(
    `<h1 class="mt-4 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">${escapeHtml(article!.meta.title)}</h1>`,
  );
  const firstSection = /^## (.+)$/m.exec(article!.body)![1]!;
  expect(html).toContain(`>${escapeHtml(firstSection)}</h2>`);
  expect(html).toContain("% Daily Value");
  expect(html).not.toContain("<script>");

  const unknown = await request.get("/blog/no-such-article");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Page Not Found");
});

test("the RSS feed lists every article with absolute links, and robots.txt names the sitemap", async ({
  request,
  app,
}) => {
  const response = await request.get("/rss.xml");
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const rss = parseXml(await response.text());
  const items = elementsNamed(rss, "item");
  expect(items.map((item) => textsOf(item, "title")[0])).toEqual(metas.map((meta) => meta.title));
  expect(items.map((item) => textsOf(item, "link")[0])).toEqual(metas.map((meta) => `${app.url}/blog/${meta.slug}`));

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  const sitemap = parseXml(await (await request.get("/sitemap.xml")).text());
  expect(textsOf(sitemap, "loc")).toEqual(expect.arrayContaining(metas.map((meta) => `${app.url}/blog/${meta.slug}`)));
});
