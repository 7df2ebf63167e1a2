import { isWebSource, type SourceOfLine } from "../../shared/format.ts";
import { layoutTexts } from "../../shared/texts/common.ts";

// Links to other sites (USDA, NIH, NHS...): a new tab, no opener, and a note for screen readers that it opens one.

export function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {layoutTexts.externalLinkNote}</span>
    </a>
  );
}

/** A caution's or advice line's source after it: "(NHS)" with the name a link; our own decision records by name. */
export function SourceLink({ source }: { source: SourceOfLine | null }) {
  if (!source) return null;
  return (
    <>
      {" ("}
      {isWebSource(source) ? <ExternalLink href={source.url}>{source.label}</ExternalLink> : source.label}
      {")"}
    </>
  );
}
