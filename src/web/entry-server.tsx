import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app.tsx";
import { documentTitle, PageHeadContext, type PageHead } from "./components/page-title.tsx";

// The build's prerender (scripts/build/prerender.ts) renders pages with React's server renderer from
// this entry: the same App, routes and pages the browser hydrates, at a fixed location.

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** What the page said about itself (title, description, article dates), for the <head>. */
  head: PageHead;
  /** The document title, as the browser sets it. */
  title: string;
}

/** A boundary React had to finish later: a fallback plus an inline script, which would need JavaScript and break the CSP. */
const deferredBoundary = /<template id="B:|<script>/;

/**
 * Renders one location (path and query) to HTML. A render that waited for a lazy page or an
 * article's text leaves that part to an inline script; the loaded modules and data stay resolved,
 * so rendering again gives the whole page inline, readable without JavaScript and within the CSP.
 */
export async function renderPage(location: string): Promise<RenderedPage> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    let head: PageHead = {};
    const { prelude } = await prerender(
      <PageHeadContext value={(next) => (head = next)}>
        <App router={({ children }) => <StaticRouter location={location}>{children}</StaticRouter>} />
      </PageHeadContext>,
      // React outlines a boundary above this size to a later inline script; a static page wants it all inline.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (!deferredBoundary.test(html)) return { html, head, title: documentTitle(head.title) };
  }
  throw new Error(`${location} still suspends after 5 renders: something it loads is not kept between renders`);
}
