import { createContext, use, useEffect } from "react";
import type { PageHead } from "../../shared/page-head.ts";
import { appName } from "../../shared/texts/common.ts";

export type { PageHead } from "../../shared/page-head.ts";

/** The document title for a page: "Blog | FoodFirst", or the app's own for the home page. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${appName}` : `${appName}: whole foods before supplements`;
}

/**
 * Given only while prerendering (src/web/entry-server.tsx): receives what the rendered page says about
 * itself, so the prerendered <head> comes from the same components the browser runs.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** Names the page: its document title in the browser, its head tags when prerendered. */
export function usePageHead(head: PageHead) {
  use(PageHeadContext)?.(head);
  useEffect(() => {
    document.title = documentTitle(head.title);
  }, [head.title]);
}

/** Sets the document title for a page, so each page is named in tabs and history. */
export function usePageTitle(title: string | undefined) {
  usePageHead({ title });
}
