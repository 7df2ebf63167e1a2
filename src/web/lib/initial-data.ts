import type { Root } from "hast";
import { createContext, use } from "react";
import { initialDataElementId, type SignedInPageInput } from "../../shared/signed-in-page.ts";
import type { OutlineEntry } from "../features/results/outline.ts";

// The data a page rendered on the server per request arrived with (decision 030: the results page and the
// dashboard of someone signed in): the server's render and the browser's hydrating render read the same, so the
// page becomes the app without asking for the session or the data again. The browser reads it once from the
// document's <script type="application/json">; the server gives it to each render (entry-server.tsx), never
// through a module's state, so two people's renders never meet.

export interface InitialData extends Pick<SignedInPageInput, "location" | "user" | "dashboard" | "assessment"> {
  /**
   * The page's dates as the server wrote them (the request's language, UTC), by ISO time: the server's render and
   * the hydrating one show these, so the browser formats nothing before the page is the app (lib/dates.ts).
   */
  dates: Record<string, { long: string; short: string }>;
  /** The language the server wrote `dates` in (its time zone is UTC). */
  datesLocale: string;
  /**
   * A completed written assessment already parsed on the server (its Markdown tree, raw HTML dropped), so the browser
   * renders it through the page's Markdown components and rules without downloading the parser.
   */
  resultsText?: { id: string; tree: Root; outline: OutlineEntry[] };
}

/** The render's initial data: given by the server's entry per request and by main.tsx from the document. */
export const InitialDataContext = createContext<InitialData | null>(null);

export const useInitialData = (): InitialData | null => use(InitialDataContext);

let read = false;
let documentData: InitialData | null = null;

/** The initial data the document arrived with (the browser only; null for every other page), read once. */
export function initialDataOfDocument(): InitialData | null {
  if (read || typeof document === "undefined") return documentData;
  read = true;
  const text = document.getElementById(initialDataElementId)?.textContent;
  if (!text) return null;
  try {
    documentData = JSON.parse(text) as InitialData;
  } catch {
    documentData = null;
  }
  return documentData;
}
