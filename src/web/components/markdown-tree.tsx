import type { Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { createContext, use, type ComponentPropsWithoutRef, type CSSProperties } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Link, useInRouterContext } from "react-router";
import { isAppUrl, safeImageUrl, safeLinkUrl } from "../../shared/url-policy.ts";

// Markdown rendered as formatted content, safely (spec section 2 and decisions.md), from a tree made by
// shared/markdown.ts: at build for the blog's articles, so their pages carry no Markdown parser, and
// in the browser for generated text (Markdown.tsx):
// - link and image addresses keep only http, https, irc, ircs, mailto, xmpp or relative ones
//   (shared/markdown.ts); any other address becomes empty, and a link without an address is shown
//   as plain text;
// - raw HTML is dropped, never rendered;
// - only the app's own static images (/images/...) load; any other image is shown as a link with its alt
//   text and never fetched, and an address in the app's API (/api/..., however spelt) is neither loaded
//   nor linked: the browser would send the person's cookie to a route the text chose.
// Where an address points is judged by the shared URL policy (the WHATWG parser, as the browser will
// resolve it), so "/\\evil.example/x.png" counts as another host, not as a path on this one.

/** The page's own origin; a fixed stand-in where there is no window (rendering ahead of time), so relative addresses still count as ours. */
function appOrigin(): string {
  return typeof window === "undefined" ? "https://foodfirst.invalid" : window.location.origin;
}

/** Whether an address resolves to this site, as a browser would resolve it. */
export function isSameOrigin(url: string): boolean {
  return url !== "" && isAppUrl(url, appOrigin());
}

/**
 * Given when a text is rendered on the server for one request (decision 030), which cannot know the browser's
 * origin for certain: every origin the page may be on (APP_URL's, the request's host over http and https). A link
 * or image is then kept only where each of them allows it, so the rules hold whichever the browser is on.
 */
export const MarkdownOriginsContext = createContext<readonly string[] | null>(null);

function useOrigins(): readonly string[] {
  return use(MarkdownOriginsContext) ?? [appOrigin()];
}

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function SafeLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<"a"> & { node?: unknown }) {
  const inRouter = useInRouterContext();
  const origins = useOrigins();
  if (!href || origins.some((origin) => safeLinkUrl(href, origin) === null)) return <span>{children}</span>;
  const external = !origins.every((origin) => isAppUrl(href, origin));
  // A path of this app (an article's "/assessment") navigates inside the app, without reloading it.
  if (!external && inRouter && href.startsWith("/")) {
    return (
      <Link {...rest} to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a
      {...rest}
      href={href}
      className={linkClass}
      {...(external && !href.startsWith("mailto:")
        ? { target: "_blank", rel: "noopener noreferrer nofollow ugc" }
        : {})}
    >
      {children}
    </a>
  );
}

/** GFM's column alignment as a class: an inline style attribute would break the Content-Security-Policy of prerendered pages. */
const alignClass = (style: CSSProperties | undefined) =>
  style?.textAlign === "right" ? "text-right" : style?.textAlign === "center" ? "text-center" : "text-left";

function SafeImage({ src, alt }: ComponentPropsWithoutRef<"img"> & { node?: unknown }) {
  const origins = useOrigins();
  const url = typeof src === "string" ? src : "";
  const label = alt || url;
  if (!url) return alt ? <span>{alt}</span> : null;
  // Only the app's static images load; anything else is at most a link (never one to the API: shared/url-policy.ts).
  const images = origins.map((origin) => safeImageUrl(url, origin));
  if (images.every((image) => image !== null)) {
    // One origin: its address as the policy gives it; several (the server's render): the path, which the
    // browser resolves against its own origin.
    const image = origins.length === 1 ? images[0]! : new URL(images[0]!).pathname;
    return <img src={image} alt={alt ?? ""} loading="lazy" className="my-4 max-w-full rounded-lg" />;
  }
  if (origins.some((origin) => safeLinkUrl(url, origin) === null)) return alt ? <span>{alt}</span> : null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {label}
    </a>
  );
}

/** How each element renders: headings, lists and tables styled; links and images through the URL policy. */
export const markdownComponents: Components = {
  a: SafeLink,
  img: SafeImage,
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-8 mb-3 text-2xl font-bold text-stone-900 first:mt-0" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h2 className="mt-8 mb-3 text-xl font-bold text-stone-900 first:mt-0" {...props} />
  ),
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 mb-2 text-lg font-semibold text-stone-900" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mt-4 mb-2 font-semibold text-stone-900" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1.5 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1.5 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-relaxed" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-stone-900" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-4 border-l-4 border-brand-200 pl-4 text-stone-700" {...props} />
  ),
  hr: () => <hr className="my-6 border-stone-200" />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-stone-100 px-1 py-0.5 text-sm" {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="my-5 overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full border-collapse text-sm tabular-nums [&_tbody_tr:last-child_td]:border-b-0" {...props} />
    </div>
  ),
  th: ({ node: _node, style, ...props }) => (
    <th
      className={`border-b border-stone-200 bg-stone-50 px-2 py-2 font-semibold text-stone-900 sm:px-3 ${alignClass(style)}`}
      {...props}
    />
  ),
  td: ({ node: _node, style, ...props }) => (
    <td className={`border-b border-stone-100 px-2 py-2 align-top sm:px-3 ${alignClass(style)}`} {...props} />
  ),
};

/** A Markdown tree made by shared/markdown.ts (the blog's, at build), rendered with the rules above. */
export function MarkdownTree({ tree }: { tree: Root }) {
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: markdownComponents,
    ignoreInvalidStyle: true,
    passKeys: true,
    passNode: true,
  });
}
