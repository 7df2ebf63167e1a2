import { describe, expect, it } from "vitest";
import { pageHtml } from "./page-head.ts";

const template = `<!doctype html><html><head><title>FoodFirst</title><meta name="description" content="x">
<script type="module" src="/assets/boot.js"></script></head><body><div id="root"></div></body></html>`;

describe("pageHtml", () => {
  it("puts the head and the markup in as they are, dollar signs included", () => {
    const markup = "<p>Costs $$5, $& and $' and $` stay</p>";
    const head = "<title>Save $$ on $' supplements</title>";
    const html = pageHtml(template, head, markup);
    expect(html).toContain(`<div id="root">${markup}</div>`);
    expect(html).toContain(head);
    expect(html).not.toContain('name="description" content="x"');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/boot.js">');
  });
});
