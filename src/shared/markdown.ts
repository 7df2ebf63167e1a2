import type { Element, Root } from "hast";
import { urlAttributes } from "html-url-attributes";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";

// Markdown made safe to render, as one HTML tree (hast): what react-markdown does before it renders,
// split out so the blog's articles are parsed once at build and the browser only renders their tree
// (components/Markdown.tsx renders either). GitHub-flavoured Markdown; raw HTML is dropped, never
// rendered; every address attribute goes through the spec's protocol rule (http, https, irc, ircs,
// mailto, xmpp or relative; anything else becomes ""). Where a link or image may point is judged
// again when it renders (the shared URL policy).

const allowedProtocol = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * The spec's protocol rule, as react-markdown's defaultUrlTransform applies it (the test compares them;
 * importing react-markdown here would load React's JSX runtime into the build's process): an address
 * without a protocol (a colon after the first "/", "?" or "#", or none) is relative and passes; an
 * allowed protocol passes; anything else becomes "".
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  if (colon === -1) return url;
  const before = (mark: string) => {
    const at = url.indexOf(mark);
    return at !== -1 && at < colon;
  };
  return before("/") || before("?") || before("#") || allowedProtocol.test(url.slice(0, colon)) ? url : "";
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true });

function applyUrlRule(node: Element) {
  for (const [attribute, tags] of Object.entries(urlAttributes)) {
    if (Object.hasOwn(node.properties, attribute) && (tags === null || tags.includes(node.tagName))) {
      node.properties[attribute] = safeUrl(String(node.properties[attribute] ?? ""));
    }
  }
}

/** Markdown as a safe HTML tree, without source positions (the tree may be sent to a browser). */
export function markdownTree(text: string): Root {
  const tree = processor.runSync(processor.parse(text));
  visit(tree, (node, index, parent) => {
    delete node.position;
    if (node.type === "raw" && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === "element") applyUrlRule(node);
    return undefined;
  });
  return tree;
}
