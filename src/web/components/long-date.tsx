import { useDates } from "../lib/dates.ts";

/** A long date in the person's locale ("March 3, 2026"), alone in its component (lib/dates.ts). */
export function LongDate({ iso }: { iso: string }) {
  return useDates().long(iso);
}
