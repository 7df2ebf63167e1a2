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

/** The part of the WHATWG URL class we read. */
interface ParsedUrl {
  readonly href: string;
  readonly pathname: string;
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

/** Whether an address resolves to this app's own origin (http or https only), as a browser resolves it. */
export function isAppUrl(raw: string, appOrigin: string): boolean {
  const url = parse(raw, appOrigin);
  return !!url && (url.protocol === "http:" || url.protocol === "https:") && url.origin === new URL(appOrigin).origin;
}

/**
 * The path a server would route, whatever the spelling: percent-decoded (repeatedly: `%252F`), backslashes and
 * dot segments resolved again by the parser, lower-cased (`/API` is no different to us).
 */
function routedPath(url: ParsedUrl, appOrigin: string): string {
  let path = url.pathname;
  for (let round = 0; round < 5; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return "/api/"; // undecodable: treated as the worst case
    }
    // A decoded backslash or doubled slash would make the parser read a host: a server reads a path.
    const flat = `/${decoded.replace(/\\/g, "/")}`.replace(/\/+/g, "/");
    const resolved = parse(flat, appOrigin)?.pathname ?? "/api/";
    if (resolved === path) break;
    path = resolved;
  }
  return path.toLowerCase();
}

/** The app's signed-in API: a link or image there would make the browser call it with the person's cookie. */
const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * The href to render for a link, or null to render its text without a link. Relative links resolve
 * to the app (never to its API: a click would send the person's cookie to a route the text chose);
 * absolute ones may point anywhere, with a safe scheme.
 */
export function safeLinkUrl(raw: string, appOrigin: string): string | null {
  const url = parse(raw, appOrigin);
  if (!url || !linkProtocols.has(url.protocol)) return null;
  if (isAppUrl(url.href, appOrigin) && isApiPath(routedPath(url, appOrigin))) return null;
  return url.href;
}

/** The app's own static images (src/web/public/images): plain file names, nothing encoded, no query. */
const staticImagePath = /^\/images\/[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/**
 * The src to load for an image, or null to leave it out: only the app's own static images. Never another
 * origin (nothing leaks to, or is tracked by, another host), never an inline data: image, and never any other
 * path of the app: an image is fetched with the person's cookie each time the text is shown, so
 * `![x](/api/account/export)` would download their data (and spend its allowance) on every view.
 */
export function safeImageUrl(raw: string, appOrigin: string): string | null {
  const url = parse(raw, appOrigin);
  if (!url || !isAppUrl(url.href, appOrigin)) return null;
  const path = url.pathname;
  // The path as written: a pattern of plain names (no "%", no dot segment), and nothing after it (no query).
  return staticImagePath.test(path) && url.href === `${url.origin}${path}` ? url.href : null;
}
