import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "../../shared/blog.ts";
import { elementsNamed, parseXml, textsOf as texts } from "../../../tests/support/xml.ts";
import { blogSitemapPages, robotsTxt, rssXml, sitemapXml } from "./feeds.ts";

const origin = "https://foodfirst.example";
const articles: ArticleSummary[] = [
  {
    slug: "iron-and-tea",
    title: 'Iron & tea: <what> blocks "it"',
    date: "2026-11-02",
    updated: "2026-11-20",
    summary: "Tea & coffee with meals.",
    tags: ["minerals", "absorption"],
    author: "FoodFirst editorial team",
    readingMinutes: 5,
  },
  {
    slug: "vitamin-d",
    title: "Vitamin D",
    date: "2026-10-01",
    summary: "Sun and food.",
    tags: ["vitamins"],
    author: "FoodFirst editorial team",
    readingMinutes: 4,
  },
];

describe("the RSS feed", () => {
  it("parses back as RSS 2.0 with every article, absolute links and RFC 822 dates", () => {
    const rss = parseXml(rssXml(origin, articles));
    expect(rss.name).toBe("rss");
    expect(rss.attributes.version).toBe("2.0");
    const [channel] = rss.children;
    expect(channel!.name).toBe("channel");
    expect(channel!.children.find((child) => child.name === "link")!.text).toBe(`${origin}/blog`);
    const self = elementsNamed(channel!, "atom:link")[0]!;
    expect([self.uri, self.attributes.href, self.attributes.rel]).toEqual([
      "http://www.w3.org/2005/Atom",
      `${origin}/rss.xml`,
      "self",
    ]);
    expect(texts(channel!, "lastBuildDate")).toEqual(["Fri, 20 Nov 2026 00:00:00 GMT"]);
    const items = elementsNamed(rss, "item");
    expect(items.map((item) => texts(item, "title")[0])).toEqual(['Iron & tea: <what> blocks "it"', "Vitamin D"]);
    expect(items.map((item) => texts(item, "link")[0])).toEqual([
      `${origin}/blog/iron-and-tea`,
      `${origin}/blog/vitamin-d`,
    ]);
    expect(items.map((item) => texts(item, "guid")[0])).toEqual([
      `${origin}/blog/iron-and-tea`,
      `${origin}/blog/vitamin-d`,
    ]);
    expect(texts(items[0]!, "pubDate")).toEqual(["Mon, 02 Nov 2026 00:00:00 GMT"]);
    expect(texts(items[0]!, "description")).toEqual(["Tea & coffee with meals."]);
    expect(texts(items[0]!, "category")).toEqual(["minerals", "absorption"]);
    for (const date of [...texts(rss, "pubDate"), ...texts(rss, "lastBuildDate")])
      expect(new Date(date).toUTCString()).toBe(date);
  });
});

describe("the sitemap", () => {
  it("lists each public page once with absolute addresses and last-changed days", () => {
    const sitemap = parseXml(sitemapXml(origin, [{ path: "/" }, ...blogSitemapPages(articles), { path: "/privacy" }]));
    expect([sitemap.name, sitemap.uri]).toEqual(["urlset", "http://www.sitemaps.org/schemas/sitemap/0.9"]);
    expect(texts(sitemap, "loc")).toEqual([
      `${origin}/`,
      `${origin}/blog`,
      `${origin}/blog/iron-and-tea`,
      `${origin}/blog/vitamin-d`,
      `${origin}/privacy`,
    ]);
    expect(texts(sitemap, "lastmod")).toEqual(["2026-11-20", "2026-11-20", "2026-10-01"]);
  });
});

describe("robots.txt", () => {
  it("allows public pages, disallows the API and signed-in pages, and names the sitemap", () => {
    const robots = robotsTxt(origin, ["/api/", "/dashboard"]);
    expect(robots.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /dashboard",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ]);
  });
});
