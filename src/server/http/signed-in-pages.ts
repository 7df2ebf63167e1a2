import { readFileSync } from "node:fs";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AssessmentDto } from "../../shared/assessment/api.ts";
import type { DashboardDto } from "../../shared/dashboard.ts";
import { paths } from "../../shared/paths.ts";
import {
  initialDataElementId,
  type DateFormat,
  type SignedInPage,
  type SignedInPageInput,
} from "../../shared/signed-in-page.ts";
import type { AuthVariables } from "../identity/session.ts";
import type { Logger } from "../logger.ts";
import { compressPerRequest, negotiateEncoding } from "./encoding.ts";

// The signed-in results page and the dashboard, rendered per request for the person whose session the request
// carries (decision 030): the same App through the web app's server entry, with their data read by the same store
// functions as the API routes, embedded for the browser to hydrate with. Without a session (or with an assessment
// that is not theirs, or when anything fails) the request goes on to the app's shell as before. The answer holds
// personal data: `private, no-store`, never kept by any cache.

/** src/web/entry-server.tsx's renderSignedInPage (its server build, dist/ssr, in production). */
export type SignedInRenderer = (input: SignedInPageInput) => Promise<SignedInPage>;

export interface SignedInPagesDeps {
  /** The built app's index.html, the document the page goes into. */
  templateFile: string;
  /** Loads the renderer on first use (a server that never serves these pages never loads React). */
  loadRenderer: () => Promise<SignedInRenderer>;
  /** Reads the session cookie (identity/session.ts loadUser), as every /api request does. */
  loadUser: MiddlewareHandler<{ Variables: AuthVariables }>;
  /** GET /api/dashboard's answer for this person. */
  dashboard: (userId: string) => Promise<DashboardDto>;
  /** GET /api/assessments/:id's answer when the assessment is this person's, else null. */
  assessment: (userId: string, id: string) => Promise<AssessmentDto | null>;
  appUrl: string;
  logger: Logger;
}

export const signedInPageCacheControl = "private, no-store";

/** The request's first language, when this runtime can write dates in it; else American English. */
export function dateLocaleOf(acceptLanguage: string | undefined): string {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  if (first && first !== "*") {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf([first]);
      if (supported) return supported;
    } catch {
      // Not a language tag: the default below.
    }
  }
  return "en-US";
}

/** The origins the browser may be on: APP_URL's, and the request's host over http and https (behind a proxy). */
function originsOf(c: Context, appUrl: string): string[] {
  const origins = new Set([new URL(appUrl).origin]);
  const host = new URL(c.req.url).host;
  for (const protocol of ["http:", "https:"]) origins.add(new URL(`${protocol}//${host}`).origin);
  return [...origins];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What a page's read gives the renderer: where it is and its data. */
type PageData = Omit<SignedInPageInput, "user" | "dateFormat" | "origins">;

/** The page inside the app's document: its title, its markup in #root, its data beside it (not a script that runs). */
export function signedInDocument(template: string, page: SignedInPage): string {
  const root = '<div id="root"></div>';
  const title = /<title>[^<]*<\/title>/;
  if (!template.includes(root) || !title.test(template)) throw new Error("index.html has no <title> or empty #root");
  // Replacements as functions: a "$&" in the person's text is text, not a replacement pattern.
  return (
    template
      .replace(title, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        root,
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="${initialDataElementId}">${page.data}</script>`,
      )
      // As on the prerendered pages: the app's script waits for the page to paint (boot.ts), at low priority.
      // The first paint waits for the whole page to be parsed (its data comes last): a paint of its first part
      // made a second layout of the long page just after it, the main thread's longest task then.
      .replace(
        '<script type="module"',
        `<link rel="expect" href="#${initialDataElementId}" blocking="render" /><script type="module" fetchpriority="low"`,
      )
  );
}

export function mountSignedInPages(app: Hono<any>, deps: SignedInPagesDeps): void {
  let template: string | undefined;
  let renderer: Promise<SignedInRenderer> | undefined;

  async function answer(c: Context<{ Variables: AuthVariables }>, data: PageData) {
    const user = c.get("user");
    if (!user) throw new Error("answer() without a user");
    template ??= readFileSync(deps.templateFile, "utf8");
    renderer ??= deps.loadRenderer();
    // The server cannot know the browser's time zone: UTC here, the browser's own once the page is the app.
    const dateFormat: DateFormat = { locale: dateLocaleOf(c.req.header("accept-language")), timeZone: "UTC" };
    const render = await renderer;
    const rendered = await render({
      ...data,
      user: { id: user.id, email: user.email, name: user.name },
      dateFormat,
      origins: originsOf(c, deps.appUrl),
    });
    let body: Buffer = Buffer.from(signedInDocument(template, rendered));
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": signedInPageCacheControl,
      Vary: "Cookie, Accept-Encoding",
    });
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (encoding) {
      body = compressPerRequest(body, encoding);
      headers.set("Content-Encoding", encoding);
    }
    return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
  }

  /** Renders the page at `path` for the signed-in person, or lets the request go on to the shell. */
  const page =
    (path: string, read: (c: Context<{ Variables: AuthVariables }>, userId: string) => Promise<PageData | null>) =>
    async (c: Context<{ Variables: AuthVariables }>, next: () => Promise<void>) => {
      const user = c.get("user");
      if (!user) return next();
      try {
        const data = await read(c, user.id);
        if (data) return await answer(c, data);
      } catch (error) {
        deps.logger.warn({ err: error, path }, "signed-in page not rendered; the shell instead");
      }
      return next();
    };

  app.get(
    paths.dashboard,
    deps.loadUser,
    page(paths.dashboard, async (_c, userId) => ({
      location: paths.dashboard,
      dashboard: await deps.dashboard(userId),
    })),
  );
  app.get(
    paths.results,
    deps.loadUser,
    page(paths.results, async (c, userId) => {
      const id = c.req.query("id");
      if (!id) return null;
      const assessment = await deps.assessment(userId, id);
      return assessment ? { location: paths.resultsFor(assessment.id), assessment } : null;
    }),
  );
}
