import { useEffect } from "react";
import { appName } from "../../shared/texts/index.ts";

/** Sets the document title for a page, so each page is named in tabs and history. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : `${appName}: whole foods before supplements`;
  }, [title]);
}
