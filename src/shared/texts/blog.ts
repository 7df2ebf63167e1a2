import { formatDate } from "../format.ts";

/** The blog: list, article page, the generated top-sources tables, feeds and link previews. */
export const blogTexts = {
  title: "Blog",
  intro:
    "Plain-language articles on getting your nutrients from whole foods, and on when a supplement does make sense.",
  readingTime: (minutes: number) => `${minutes} min read`,
  published: (date: string) => formatDate(`${date}T00:00:00Z`),
  updated: (date: string) => `Updated ${formatDate(`${date}T00:00:00Z`)}`,
  by: (author: string) => `By ${author}`,
  tagsLabel: "Filter articles by tag",
  allArticles: "All articles",
  tagFilterName: (tag: string) => `Show articles tagged ${tag}`,
  taggedHeading: (tag: string, count: number) => `${count} article${count === 1 ? "" : "s"} tagged “${tag}”`,
  noArticlesForTag: (tag: string) => `No article is tagged “${tag}” yet.`,
  articleTags: "Tags",
  readArticle: (title: string) => `Read “${title}”`,
  backToBlog: "All articles",
  articleNavigation: "More articles",
  previous: "Previous article",
  next: "Next article",
  tryTitle: "Put it into practice",
  tryLookup: "Look up which whole foods replace your supplement",
  tryLookupBody: "Real USDA figures for the foods that fit your diet and allergies.",
  tryAssessment: "Take the five-step assessment",
  tryAssessmentBody: "A written, food-first assessment made for your own diet and goals.",
  newsletterTitle: "Get new articles by email",
  feed: "RSS feed",
  /** The generated tables (foodfirst-top-sources blocks). */
  table: {
    food: "Food",
    serving: "Serving",
    amount: "Amount",
    percentDv: "% Daily Value",
    noDailyValue: "n/a",
    seeCaution: "(see caution below)",
    caution: (food: string, message: string) => `**Caution, ${food}:** ${message}`,
    noDailyValueNote: (nutrient: string) => `There is no FDA Daily Value for ${nutrient}, so no percentage is shown.`,
    source: "Per serving, from USDA FoodData Central; % Daily Value from the FDA.",
  },
} as const;
