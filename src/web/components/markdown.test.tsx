import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import { markdownTree, safeUrl } from "../../shared/markdown.ts";
import { Markdown } from "./markdown.tsx";
import { isSameOrigin, markdownComponents, MarkdownTree } from "./markdown-tree.tsx";

afterEach(cleanup);

describe("the results Markdown", () => {
  it("renders formatted text", () => {
    render(<Markdown text={"## Summary\n\nEat **lentils**.\n\n- oats\n- beans"} />);
    expect(screen.getByRole("heading", { level: 2, name: "Summary" })).toBeInTheDocument();
    expect(screen.getByText("lentils").tagName).toBe("STRONG");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("keeps only the spec's protocols; any other address becomes empty and is not a link", () => {
    const { container } = render(
      <Markdown
        text={[
          "[x](javascript:alert(1))",
          "[data](data:text/html;base64,PHNjcmlwdD4=)",
          "[vb](vbscript:msgbox)",
          "[web](https://example.org/a)",
          "[mail](mailto:hi@example.org)",
          "[chat](xmpp:someone@example.org)",
          "[irc](ircs://irc.example.org/food)",
          "[here](/blog/whole-foods)",
        ].join("\n\n")}
      />,
    );
    const hrefs = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "https://example.org/a",
      "mailto:hi@example.org",
      "xmpp:someone@example.org",
      "ircs://irc.example.org/food",
      "/blog/whole-foods",
    ]);
    expect(screen.getByText("x").closest("a")).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/);
    expect(screen.getByRole("link", { name: "web" })).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(safeUrl("JavaScript:alert(1)")).toBe("");
  });

  it("drops raw HTML", () => {
    const { container } = render(
      <Markdown
        text={'Hello <script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(1)"> world'}
      />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("Hello");
  });

  it("shows an image from another host as a link with its alt text, never fetching it", () => {
    const { container } = render(
      <Markdown
        text={"![A bowl of lentils](https://tracker.example/pixel.png?u=1)\n\n![Eggs](/images/foods/eggs.svg)"}
      />,
    );
    const images = [...container.querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("src"))).toEqual([`${window.location.origin}/images/foods/eggs.svg`]);
    expect(screen.getByRole("link", { name: "A bowl of lentils" })).toHaveAttribute(
      "href",
      "https://tracker.example/pixel.png?u=1",
    );
  });

  it("judges an address as the browser resolves it: a backslash path points at another host", () => {
    expect(isSameOrigin("/\\evil.example/y.png")).toBe(false);
    expect(isSameOrigin("/images/foods/eggs.svg")).toBe(true);
    // The Markdown parser percent-encodes the backslash, so what is loaded stays on this site.
    const { container } = render(
      <Markdown text={"![Pixel](/\\evil.example/y.png)\n\n![Tabbed](java\tscript:alert(1))"} />,
    );
    const sources = [...container.querySelectorAll("img")].map(
      (img) => new URL(img.getAttribute("src") ?? "", window.location.origin),
    );
    expect(sources.every((url) => url.origin === window.location.origin)).toBe(true);
    expect(container.innerHTML).not.toMatch(/javascript:/);
  });
});

describe("the app's own routes in generated text", () => {
  const apiSpellings = [
    "/api/account/export",
    "/API/account/export",
    "/%61pi/account/export",
    "/%2561pi/account/export",
    "/images/../api/account/export",
    "/images/%2e%2e/api/account/export",
    "/images%2F..%2Fapi%2Faccount%2Fexport",
    "images/../../api/account/export",
    "../api/account/export",
    "\\api/account/export",
    "//HOST/api/account/export",
    "ORIGIN/api/auth/sign-out",
    "/api/auth/sign-out?x=1",
  ];

  it.each(apiSpellings)("neither loads nor links %j", (spelling) => {
    const address = spelling.replace("HOST", window.location.host).replace("ORIGIN", window.location.origin);
    const { container } = render(<Markdown text={`![Export](${address}) and [export](${address})`} />);
    expect(container.querySelector("img")).toBeNull();
    for (const link of container.querySelectorAll("a"))
      expect(new URL(link.href).pathname.toLowerCase()).not.toMatch(/^\/api|%/);
    expect(container.textContent).toContain("Export");
  });

  it("loads only the app's static images", () => {
    const { container } = render(
      <Markdown
        text={
          "![Eggs](/images/foods/eggs.svg) ![Page](/dashboard) ![Logo](/favicon.svg) ![Inline](data:image/png;base64,iVBORw0KGgo=)"
        }
      />,
    );
    expect([...container.querySelectorAll("img")].map((img) => new URL(img.src).pathname)).toEqual([
      "/images/foods/eggs.svg",
    ]);
  });
});

describe("one Markdown pipeline for text parsed here and trees parsed at build", () => {
  const samples = [
    "## Summary\n\nEat **lentils** and _oats_, ~~not pills~~.\n\n1. one\n2. two\n\n- [x] done\n- [ ] to do",
    "| Food | Serving | % DV |\n|:--|:-:|--:|\n| Salmon | 3 oz (85 g) | 71% |\n| Eggs | 1 large | 6% |",
    "[web](https://example.org/a) [here](/blog/x) [x](javascript:alert(1)) <https://auto.example> www.example.com\n\n![pic](/favicon.svg) ![far](https://tracker.example/p.png)",
    'Hello <script>alert(1)</script><b>bold?</b> world\n\n<div onclick="x()">block</div>\n\n> quoted\n\n---\n\n`code` and\n\n```\nfenced\n```',
    "A note[^1].\n\n[^1]: The footnote.",
  ];

  it("renders text exactly as react-markdown does with the same rules", () => {
    for (const text of samples) {
      const ours = renderToStaticMarkup(<Markdown text={text} />);
      const library = renderToStaticMarkup(
        <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={markdownComponents}>
          {text}
        </ReactMarkdown>,
      );
      expect(ours).toBe(library);
    }
  });

  it("renders a tree sent as JSON (an article's chunk) as the text it was made from", () => {
    for (const text of samples) {
      const sent = JSON.parse(JSON.stringify(markdownTree(text))) as ReturnType<typeof markdownTree>;
      expect(renderToStaticMarkup(<MarkdownTree tree={sent} />)).toBe(renderToStaticMarkup(<Markdown text={text} />));
      expect(JSON.stringify(sent)).not.toContain('"position"');
    }
  });
});

describe("the spec's protocol rule", () => {
  it("is react-markdown's defaultUrlTransform", () => {
    const addresses = [
      "https://a.example/x",
      "HTTP://a.example",
      "mailto:a@b.example",
      "xmpp:a@b",
      "irc://x",
      "ircs://x",
      "javascript:alert(1)",
      "JAVASCRIPT:x",
      "data:text/html,x",
      "vbscript:x",
      "/a:b",
      "?q=a:b",
      "#x:y",
      "a/b:c",
      "relative",
      "",
      "file:///etc/passwd",
      "tel:123",
      " javascript:x",
      "java\tscript:x",
      "ftp://x",
    ];
    for (const address of addresses) expect(safeUrl(address), address).toBe(defaultUrlTransform(address));
  });
});
