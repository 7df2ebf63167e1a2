import { useMemo } from "react";
import { markdownTree } from "../../shared/markdown.ts";
import { MarkdownTree } from "./markdown-tree.tsx";

/** Markdown text (an assessment, a chat answer), parsed here and rendered with MarkdownTree's rules. */
export function Markdown({ text }: { text: string }) {
  const tree = useMemo(() => markdownTree(text), [text]);
  return <MarkdownTree tree={tree} />;
}
