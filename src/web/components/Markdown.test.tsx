import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isSameOrigin, Markdown, safeUrl } from "./Markdown.tsx";

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
    expect(hrefs).toEqual(["https://example.org/a", "mailto:hi@example.org", "xmpp:someone@example.org", "ircs://irc.example.org/food", "/blog/whole-foods"]);
    expect(screen.getByText("x").closest("a")).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/);
    expect(screen.getByRole("link", { name: "web" })).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(safeUrl("JavaScript:alert(1)")).toBe("");
  });

  it("drops raw HTML", () => {
    const { container } = render(<Markdown text={'Hello <script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(1)"> world'} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("Hello");
  });

  it("shows an image from another host as a link with its alt text, never fetching it", () => {
    const { container } = render(<Markdown text={"![A bowl of lentils](https://tracker.example/pixel.png?u=1)\n\n![Logo](/favicon.svg)"} />);
    const images = [...container.querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("src"))).toEqual(["/favicon.svg"]);
    expect(screen.getByRole("link", { name: "A bowl of lentils" })).toHaveAttribute("href", "https://tracker.example/pixel.png?u=1");
  });

  it("judges an address as the browser resolves it: a backslash path points at another host", () => {
    expect(isSameOrigin("/\\evil.example/y.png")).toBe(false);
    expect(isSameOrigin("/images/foods/eggs.svg")).toBe(true);
    // The Markdown parser percent-encodes the backslash, so what is loaded stays on this site.
    const { container } = render(<Markdown text={"![Pixel](/\\evil.example/y.png)\n\n![Tabbed](java\tscript:alert(1))"} />);
    const sources = [...container.querySelectorAll("img")].map((img) => new URL(img.getAttribute("src") ?? "", window.location.origin));
    expect(sources.every((url) => url.origin === window.location.origin)).toBe(true);
    expect(container.innerHTML).not.toMatch(/javascript:/);
  });
});
