import type { Element, ElementContent, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import { markdownTree } from "../../shared/markdown.ts";
import { safeImageUrl, safeLinkUrl } from "../../shared/url-policy.ts";

// Markdown (an assessment) as an email's two parts, both from the tree the results page renders
// (shared/markdown.ts: raw HTML dropped, the spec's protocol rule applied), with the page's link and image
// rules (shared/url-policy.ts) judged against the app's address, since a mail client has no page to resolve
// against: a relative link becomes a link to the app, an image loads only from the app itself and any
// other image is a link with its alt text, never fetched. The HTML carries inline styles only (mail
// clients drop <style> and classes) in one column that reads on a phone.

const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const linkStyle = "color:#15803d;text-decoration:underline;font-weight:600";

/** Each element's look, as the page's Markdown styles give it (components/MarkdownTree.tsx). */
const styles: Record<string, string> = {
  h1: "margin:28px 0 12px;font-size:22px;line-height:1.3;color:#1c1917",
  h2: "margin:28px 0 12px;font-size:20px;line-height:1.3;color:#1c1917",
  h3: "margin:22px 0 8px;font-size:18px;line-height:1.35;color:#1c1917",
  h4: "margin:18px 0 8px;font-size:16px;color:#1c1917",
  p: "margin:12px 0;line-height:1.6",
  ul: "margin:12px 0;padding-left:22px;line-height:1.6",
  ol: "margin:12px 0;padding-left:22px;line-height:1.6",
  li: "margin:6px 0",
  strong: "color:#1c1917",
  blockquote: "margin:16px 0;padding-left:14px;border-left:4px solid #bbf7d0;color:#44403c",
  hr: "margin:24px 0;border:0;border-top:1px solid #e7e5e4",
  code: "background:#f5f5f4;border-radius:4px;padding:1px 4px;font-size:14px",
  table: "border-collapse:collapse;width:100%;font-size:14px",
  th: "border-bottom:1px solid #e7e5e4;background:#fafaf9;padding:8px;text-align:left;vertical-align:top",
  td: "border-bottom:1px solid #f5f5f4;padding:8px;text-align:left;vertical-align:top",
  a: linkStyle,
  img: "max-width:100%;height:auto;border-radius:8px",
};

const text = (value: string): ElementContent => ({ type: "text", value });
const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});

/** A link or image made safe for a mail client, or what stands in its place, as the results page decides. */
function forEmail(node: Element, appUrl: string): ElementContent | ElementContent[] {
  if (node.tagName === "a") {
    const href = safeLinkUrl(String(node.properties.href ?? ""), appUrl);
    return href && node.properties.href ? element("a", { href, style: linkStyle }, node.children) : node.children;
  }
  if (node.tagName === "img") {
    const raw = String(node.properties.src ?? "");
    const alt = String(node.properties.alt ?? "");
    const ours = raw ? safeImageUrl(raw, appUrl) : null;
    if (ours) return element("img", { src: ours, alt, style: styles.img }, []);
    const href = raw ? safeLinkUrl(raw, appUrl) : null;
    if (href) return element("a", { href, style: linkStyle }, [text(alt || raw)]);
    return alt ? [text(alt)] : [];
  }
  node.properties = { ...(node.properties.align ? { align: node.properties.align } : {}), style: styles[node.tagName] };
  if (node.tagName === "table") return element("div", { style: "overflow-x:auto;margin:16px 0" }, [node]);
  return node;
}

function styleTree<T extends Root | Element>(parent: T, appUrl: string): T {
  const children: RootContent[] = parent.children;
  parent.children = children.flatMap((child): RootContent[] => {
    if (child.type !== "element") return [child];
    const styled = forEmail(styleTree(child, appUrl), appUrl);
    return Array.isArray(styled) ? styled : [styled];
  }) as T["children"];
  return parent;
}

export interface MarkdownEmail {
  /** The page's title, as the email's heading. */
  title: string;
  /** Lines above the text (an introduction, a date). */
  intro: readonly string[];
  markdown: string;
  /** The text online: a button under it. */
  link: { label: string; url: string };
  appUrl: string;
}

/** The email's HTML part: a full document, one column up to 640 px, readable at phone width. */
export function markdownEmailHtml({ title, intro, markdown, link, appUrl }: MarkdownEmail): string {
  const body = toHtml(styleTree(markdownTree(markdown), appUrl));
  const escape = (value: string) => toHtml(text(value));
  const introHtml = intro.map((line) => `<p style="margin:8px 0;color:#57534e">${escape(line)}</p>`).join("");
  const button = `<p style="margin:28px 0 8px"><a href="${escape(link.url).replaceAll('"', "&quot;")}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escape(link.label)}</a></p>`;
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f5f4">`,
    `<div style="max-width:640px;margin:0 auto;padding:24px 16px;${font};font-size:16px;color:#292524">`,
    `<h1 style="margin:0 0 8px;font-size:24px;line-height:1.25;color:#1c1917">${escape(title)}</h1>`,
    introHtml,
    `<div style="margin-top:20px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;padding:8px 18px">${body}</div>`,
    button,
    "</div></body></html>",
  ].join("\n");
}

/** Plain text of a tree: headings underlined, list items with "-" or "1.", links as "text (address)", table rows as cells. */
function plain(nodes: readonly (RootContent | ElementContent)[], appUrl: string, listIndex?: { next: number }): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.value;
      if (node.type !== "element") return "";
      const inner = () => plain(node.children, appUrl);
      // Inside lists and tables only elements count (the line breaks between them are the source's).
      const items = () => node.children.filter((child) => child.type === "element");
      switch (node.tagName) {
        case "h1":
        case "h2":
        case "h3":
        case "h4": {
          const heading = inner().trim();
          return `\n${heading}\n${(node.tagName === "h3" || node.tagName === "h4" ? "-" : "=").repeat(Math.min(heading.length, 60))}\n\n`;
        }
        case "p":
          return `${inner().trim()}\n\n`;
        case "br":
          return "\n";
        case "ul":
          return `${plain(items(), appUrl)}\n`;
        case "ol":
          return `${plain(items(), appUrl, { next: 1 })}\n`;
        case "li": {
          const marker = listIndex ? `${listIndex.next++}.` : "-";
          return `${marker} ${inner().trim().replace(/\n\n+/g, "\n").replace(/\n/g, "\n  ")}\n`;
        }
        case "a": {
          const label = inner();
          const href = safeLinkUrl(String(node.properties.href ?? ""), appUrl);
          return href && node.properties.href && href !== label && `mailto:${label}` !== href
            ? `${label} (${href})`
            : label;
        }
        case "img":
          return String(node.properties.alt ?? "");
        case "hr":
          return "----------\n\n";
        case "tr":
          return `${items()
            .map((cell) => plain([cell], appUrl).trim())
            .join(" | ")}\n`;
        case "table":
        case "thead":
        case "tbody": {
          const rows = plain(items(), appUrl);
          return node.tagName === "table" ? `${rows.trim()}\n\n` : rows;
        }
        default:
          return inner();
      }
    })
    .join("");
}

/** The email's plain-text part, from the same tree as the HTML. */
export function markdownEmailText({ title, intro, markdown, link, appUrl }: MarkdownEmail): string {
  const body = plain(markdownTree(markdown).children, appUrl)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return [title, "", ...intro, "", body, "", `${link.label}: ${link.url}`, ""].join("\n");
}
