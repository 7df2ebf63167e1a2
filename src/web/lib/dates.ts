import { useHydrated } from "./use-hydrated.ts";
import { useInitialData } from "./initial-data.ts";

// Dates in the person's locale and time zone. A page rendered on the server (decision 028) cannot know them:
// its render, and the browser's render that hydrates it, write dates as the server did (the request's language,
// UTC); once the page is the app, the browser's own locale and zone take over (the same text almost always).

const long: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };
const short: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };

export interface DateTexts {
  /** "March 3, 2026" */
  long(iso: string): string;
  /** "Mar 3", for axes */
  short(iso: string): string;
}

/**
 * The date texts for this render. A component that uses it renders again (synchronously) once a server-rendered
 * page has hydrated, so it belongs in a small component (LongDate, a page's "Completed on" line), not high up.
 */
export function useDates(): DateTexts {
  const hydrated = useHydrated();
  const server = useInitialData()?.dateFormat;
  const format =
    !hydrated && server
      ? (options: Intl.DateTimeFormatOptions) => (iso: string) =>
          new Date(iso).toLocaleDateString(server.locale, { ...options, timeZone: server.timeZone })
      : (options: Intl.DateTimeFormatOptions) => (iso: string) => new Date(iso).toLocaleDateString(undefined, options);
  return { long: format(long), short: format(short) };
}
