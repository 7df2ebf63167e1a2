import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./App.tsx";
import { PageHeadContext, type PageHead } from "./components/PageTitle.tsx";

// The build's prerender (scripts/build/prerender.ts) renders pages with React's server renderer from
// this entry: the same App, routes and pages the browser hydrates, at a fixed location.

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** What the page said about itself (title, description, article dates), for the <head>. */
  head: PageHead;
}

/** Renders one location (path and query) to HTML, waiting for its lazy pages and article data. */
export async function renderPage(location: string): Promise<RenderedPage> {
  let head: PageHead = {};
  const { prelude } = await prerender(
    <PageHeadContext value={(next) => (head = next)}>
      <App router={({ children }) => <StaticRouter location={location}>{children}</StaticRouter>} />
    </PageHeadContext>,
  );
  return { html: await new Response(prelude).text(), head };
}
