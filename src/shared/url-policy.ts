// One URL policy for text we did not write (a language model's Markdown, later the chat): which
// links may be rendered as links and which images may be loaded, on the results page, in emails and
// anywhere else that shows such text. Pure, for the browser and the server alike.
//
// URLs are judged the way a browser will resolve them: with the WHATWG URL parser, against the app's
// origin. Hand-written checks ("starts with /") are what browsers disagree with: `/\evil.example/x.png`
// looks like a path but a browser treats the backslash as a slash and fetches it from evil.example;
// tabs and newlines inside "java\tscript:" are removed before the scheme is read.

/** Link schemes CommonMark renderers treat as safe (as react-markdown's default): no javascript:, data:, vbscript:, file:. */
const linkProtocols = new Set(["http:", "https:", "irc:", "ircs:", "mailto:", "xmpp:"]);

/** Inline images of these types only; anything else in a data: URL is no image. */
const dataImage = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/** The part of the WHATWG URL class we read. */
interface ParsedUrl {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
}

/**
 * The WHATWG URL class is a global in every runtime shared code runs in (browsers and Node), but
 * src/shared compiles with neither DOM nor Node types, so it is typed here by what we use.
 */
const URL = (globalThis as unknown as { URL: new (url: string, base?: string) => ParsedUrl }).URL;

function parse(raw: string, appOrigin: string): ParsedUrl | null {
  try {
    return new URL(raw, `${new URL(appOrigin).origin}/`);
  } catch {
    return null;
  }
}

/**
 * The href to render for a link, or null to render its text without a link. Relative links resolve
 * to the app; absolute ones may point anywhere, with a safe scheme.
 */
export function safeLinkUrl(raw: string, appOrigin: string): string | null {
  const url = parse(raw, appOrigin);
  return url && linkProtocols.has(url.protocol) ? url.href : null;
}

/**
 * The src to load for an image, or null to leave it out: only the app's own origin (nothing leaks
 * to, or is tracked by, another host) or an inline data: image.
 */
export function safeImageUrl(raw: string, appOrigin: string): string | null {
  const url = parse(raw, appOrigin);
  if (!url) return null;
  if (url.protocol === "data:") return dataImage.test(url.href) ? url.href : null;
  // blob: URLs carry their creator's origin; only plain http(s) fetches from the app itself pass.
  const sameOrigin = (url.protocol === "http:" || url.protocol === "https:") && url.origin === new URL(appOrigin).origin;
  return sameOrigin ? url.href : null;
}
