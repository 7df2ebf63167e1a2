import type { ElementContent, Root } from "hast";

// The written assessment's parts (its second-level headings) as a table of contents: each heading gets an id
// its entry links to. Ids come from the heading's words, numbered when two headings read the same.

export interface OutlineEntry {
  id: string;
  title: string;
}

const slug = (title: string) =>
  `part-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "section"
  }`;

const textOf = (nodes: readonly ElementContent[]): string =>
  nodes
    .map((node) => (node.type === "text" ? node.value : node.type === "element" ? textOf(node.children) : ""))
    .join("");

/** Gives each top-level h2 of the tree an id (in place) and returns the headings in order. */
export function outlineOf(tree: Root): OutlineEntry[] {
  const seen = new Map<string, number>();
  const entries: OutlineEntry[] = [];
  for (const node of tree.children) {
    if (node.type !== "element" || (node.tagName !== "h2" && node.tagName !== "h1")) continue;
    const title = textOf(node.children).trim();
    const base = slug(title);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const id = count === 1 ? base : `${base}-${count}`;
    node.properties.id = id;
    entries.push({ id, title });
  }
  return entries;
}
