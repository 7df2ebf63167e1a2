import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { markdownTree } from "../shared/markdown.ts";
import { scriptSafeJson, type SignedInPage, type SignedInPageInput } from "../shared/signed-in-page.ts";
import { App } from "./app.tsx";
import { MarkdownOriginsContext } from "./components/markdown-tree.tsx";
import { documentTitle, PageHeadContext, type PageHead } from "./components/page-title.tsx";
import { outlineOf } from "./features/results/outline.ts";
import { longDateOptions, shortDateOptions } from "./lib/dates.ts";
import { InitialDataContext, type InitialData } from "./lib/initial-data.ts";

// The build's prerender (scripts/build/prerender.ts) renders pages with React's server renderer from
// this entry: the same App, routes and pages the browser hydrates, at a fixed location. The server renders
// the signed-in results page and dashboard from it per request (renderSignedInPage, decision 030).

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

/** Every date the page shows, written in the request's language and time zone (lib/dates.ts). */
function serverDates({ dateFormat, assessment, dashboard }: SignedInPageInput): InitialData["dates"] {
  const isos = [
    assessment?.completedAt,
    dashboard?.latest?.completedAt,
    ...(dashboard?.history ?? []).map((entry) => entry.completedAt),
  ].filter((iso): iso is string => typeof iso === "string");
  const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Date(iso).toLocaleDateString(dateFormat.locale, { ...options, timeZone: dateFormat.timeZone });
  return Object.fromEntries(
    isos.map((iso) => [iso, { long: format(iso, longDateOptions), short: format(iso, shortDateOptions) }]),
  );
}

/**
 * Renders one of the signed-in pages per request (decision 030: the results page, the dashboard) for the person
 * the server found signed in, with their data as the API would answer it. A completed written assessment is
 * parsed here (its Markdown tree, raw HTML dropped), rendered in the page with the page's own Markdown components
 * and link and image rules, the links judged against every origin the browser may be on. Everything this render reads comes through its arguments: nothing is kept between requests.
 */
export async function renderSignedInPage(input: SignedInPageInput): Promise<SignedInPage> {
  const initial: InitialData = {
    location: input.location,
    user: { id: input.user.id, email: input.user.email, name: input.user.name },
    dates: serverDates(input),
    datesLocale: input.dateFormat.locale,
    ...(input.dashboard ? { dashboard: input.dashboard } : {}),
    ...(input.assessment ? { assessment: input.assessment } : {}),
  };
  if (input.assessment?.status === "completed") {
    const tree = markdownTree(input.assessment.assessmentResults);
    initial.resultsText = { id: input.assessment.id, tree, outline: outlineOf(tree) };
  }
  for (let attempt = 1; attempt <= 5; attempt++) {
    let head: PageHead = {};
    const { prelude } = await prerender(
      <InitialDataContext value={initial}>
        <MarkdownOriginsContext value={input.origins}>
          <PageHeadContext value={(next) => (head = next)}>
            <App router={({ children }) => <StaticRouter location={input.location}>{children}</StaticRouter>} />
          </PageHeadContext>
        </MarkdownOriginsContext>
      </InitialDataContext>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (!deferredBoundary.test(html)) return { html, title: documentTitle(head.title), data: scriptSafeJson(initial) };
  }
  throw new Error(`${input.location} still suspends after 5 renders`);
}
