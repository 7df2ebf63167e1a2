import { useHydrated } from "./use-hydrated.ts";
import { useInitialData } from "./initial-data.ts";

// Dates in the person's locale and time zone. A page rendered on the server (decision 030) cannot know them: its
// render, and the browser's render that hydrates it, show the dates the server wrote (the request's language, UTC;
// entry-server.tsx); once the page is the app, the browser's own locale and zone take over (the same text almost
// always). The browser formats no date before then, so hydrating costs no date formatting.

export const longDateOptions: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };
export const shortDateOptions: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };

export interface DateTexts {
  /** "March 3, 2026" */
  long(iso: string): string;
  /** "Mar 3", for axes */
  short(iso: string): string;
}

const browserDates: DateTexts = {
  long: (iso) => new Date(iso).toLocaleDateString(undefined, longDateOptions),
  short: (iso) => new Date(iso).toLocaleDateString(undefined, shortDateOptions),
};

/**
 * The date texts for this render. A component that uses it renders again (synchronously) once a server-rendered
 * page has hydrated, so it belongs in a small component (LongDate, a page's "Completed on" line), not high up.
 */
export function useDates(): DateTexts {
  const hydrated = useHydrated();
  const initial = useInitialData();
  if (!initial) return browserDates;
  const { dates: server, datesLocale } = initial;
  // Before hydration every server date is shown as written; after, those the browser would write alike.
  const keep = (iso: string) => !hydrated || browserWritesAsServer(iso, datesLocale);
  return {
    long: (iso) => (server[iso] && keep(iso) ? server[iso].long : browserDates.long(iso)),
    short: (iso) => (server[iso] && keep(iso) ? server[iso].short : browserDates.short(iso)),
  };
}

/**
 * Whether the browser would write this date as the server did (in `locale`, UTC), found without Intl: the same
 * language, and the same calendar day in the browser's time zone as in UTC.
 */
function browserWritesAsServer(iso: string, locale: string): boolean {
  const date = new Date(iso);
  return (
    navigator.language.toLowerCase() === locale.toLowerCase() &&
    date.getDate() === date.getUTCDate() &&
    date.getMonth() === date.getUTCMonth() &&
    date.getFullYear() === date.getUTCFullYear()
  );
}
