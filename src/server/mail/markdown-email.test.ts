import { describe, expect, it } from "vitest";
import { markdownEmailHtml, markdownEmailText, type MarkdownEmail } from "./markdown-email.ts";

const appUrl = "https://foodfirst.example";
const markdown = [
  "## Summary",
  "",
  "Eat **more beans** and read [our guide](/blog/beans) or [the NIH](https://ods.od.nih.gov/).",
  "",
  "- Lentils: 9 g protein",
  "- A [bad link](javascript:alert(1))",
  "",
  "1. Breakfast",
  "2. Lunch",
  "",
  "| Food | Vitamin D |",
  "| --- | ---: |",
  "| Salmon | 71% |",
  "",
  "![A plate](/images/foods/salmon.webp) ![Tracker](https://tracker.example/pixel.png) <script>alert(1)</script>",
  "",
  "[Your data](/api/account/export) ![Export](/api/account/export)",
].join("\n");
const email: MarkdownEmail = {
  title: "Your Personalized Results",
  intro: ["Here it is.", "Completed on May 1, 2026."],
  markdown,
  link: { label: "Read your results online", url: `${appUrl}/assessment/results?id=a&b` },
  appUrl,
};

describe("the HTML part", () => {
  const html = markdownEmailHtml(email);

  it("is a document for phones: a viewport, one column, inline styles and no classes", () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("max-width:640px");
    expect(html).not.toContain("class=");
    expect(html).toContain('<h2 style="');
    expect(html).toMatch(/<strong style="[^"]*">more beans<\/strong>/);
    expect(html).toMatch(/<div style="overflow-x:auto[^"]*"><table/);
  });

  it("keeps the page's link rules: relative links lead to the app, unsafe ones become text", () => {
    expect(html).toContain(`href="${appUrl}/blog/beans"`);
    expect(html).toContain('href="https://ods.od.nih.gov/"');
    expect(html).not.toContain("javascript:");
    expect(html).toMatch(/A bad link<\/li>/);
    expect(html).toContain(`href="${appUrl}/assessment/results?id=a&#x26;b"`);
  });

  it("loads images only from the app; another host's image is a link with its alt text; raw HTML is dropped", () => {
    expect(html).toContain(`<img src="${appUrl}/images/foods/salmon.webp" alt="A plate"`);
    expect(html).not.toContain('src="https://tracker.example');
    expect(html).toMatch(/<a href="https:\/\/tracker.example\/pixel.png"[^>]*>Tracker<\/a>/);
    expect(html).not.toContain("<script");
    // Never the app's API: as on the page, its link is text and its image nothing loaded.
    expect(html).not.toContain("/api/");
    expect(html).toContain("Your data");
  });
});

describe("the plain-text part", () => {
  const text = markdownEmailText(email);

  it("reads without Markdown marks: headings underlined, lists, tables as rows, links with their address", () => {
    expect(text).not.toMatch(/##|\*\*/);
    expect(text).toContain("Summary\n=======");
    expect(text).toContain(
      "Eat more beans and read our guide (https://foodfirst.example/blog/beans) or the NIH (https://ods.od.nih.gov/).",
    );
    expect(text).toContain("- Lentils: 9 g protein\n- A bad link\n");
    expect(text).toContain("1. Breakfast\n2. Lunch");
    expect(text).toContain("Food | Vitamin D\nSalmon | 71%");
    expect(text).not.toContain("javascript:");
    expect(text).toContain(`Read your results online: ${appUrl}/assessment/results?id=a&b`);
  });
});
