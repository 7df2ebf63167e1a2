import type { AssessmentDto } from "./assessment/api.ts";
import type { DashboardDto } from "./dashboard.ts";

// The two signed-in pages the server renders per request (decision 030: the results page and the dashboard):
// what the server hands the web app's server entry (src/web/entry-server.tsx) and what it gets back. The data
// is the signed-in person's own, read by the same store functions as the API routes; the browser hydrates the
// page from the same data, embedded in the document as JSON.

/** The signed-in person, as GET /api/auth/get-session names them to the browser. */
export interface PageUser {
  id: string;
  email: string;
  name: string;
}

/** How dates are written on the server's render (and on the hydrating render, which must match it). */
export interface DateFormat {
  /** A BCP 47 locale (the request's first Accept-Language, else "en-US"). */
  locale: string;
  timeZone: string;
}

export interface SignedInPageInput {
  /** The path and query rendered (`/dashboard`, `/assessment/results?id=...`). */
  location: string;
  user: PageUser;
  dateFormat: DateFormat;
  /**
   * The origins the browser may be on (APP_URL's, and the request's host over http and https): the written
   * text's links and images are judged against each, and kept only where every one of them allows them.
   */
  origins: readonly string[];
  /** GET /api/dashboard's answer, for the dashboard. */
  dashboard?: DashboardDto;
  /** GET /api/assessments/:id's answer, for the results page. */
  assessment?: AssessmentDto;
}

export interface SignedInPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** The document title. */
  title: string;
  /** The data the browser hydrates with, as JSON safe inside a <script type="application/json"> element. */
  data: string;
}

/** The id of the <script type="application/json"> element that carries a server-rendered page's data. */
export const initialDataElementId = "initial-data";

/**
 * JSON that cannot end the <script> element it sits in nor open a comment in it: `<`, `>` and `&` (and the
 * line separators JavaScript once refused) written as \u escapes, which JSON.parse reads back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
