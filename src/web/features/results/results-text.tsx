import { useDeferredValue, useMemo } from "react";
import { markdownTree } from "../../../shared/markdown.ts";
import { MarkdownTree } from "../../components/markdown-tree.tsx";
import { outlineOf } from "./outline.ts";
import { ResultsTextFrame } from "./results-text-frame.tsx";

// The written assessment rendered in the browser from its Markdown (the shared link and image rules): while it is
// being written, and when the page was not rendered on the server. A module of its own, loaded after the page, so
// the Markdown parser is not on the way to the summary (and a completed text the server rendered never loads it).

export function ResultsText({
  text,
  streaming,
  reconnecting,
}: {
  text: string;
  streaming: boolean;
  reconnecting: boolean;
}) {
  // The text is rendered as a background update (React renders it in slices between the browser's own work), so
  // a long assessment never blocks the page: the summary above it stays responsive while it appears.
  const deferredText = useDeferredValue(text, "");
  // The text's tree, parsed once per change, with its parts' headings as the table of contents.
  const { tree, outline } = useMemo(() => {
    const parsed = markdownTree(deferredText);
    return { tree: parsed, outline: outlineOf(parsed) };
  }, [deferredText]);
  return (
    <ResultsTextFrame outline={outline} streaming={streaming} reconnecting={reconnecting}>
      <MarkdownTree tree={tree} />
    </ResultsTextFrame>
  );
}
