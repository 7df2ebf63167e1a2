import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDates } from "./dates.ts";
import { InitialDataContext, type InitialData } from "./initial-data.ts";

// Noon in UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
const noon = "2026-03-03T12:00:00.000Z";
const serverText = { long: "March 3, 2026 (server)", short: "Mar 3 (server)" };

function datesOnceHydrated(datesLocale: string) {
  const initial: InitialData = {
    location: "/dashboard",
    user: { id: "u1", email: "ada@example.com", name: "" },
    dates: { [noon]: serverText },
    datesLocale,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InitialDataContext value={initial}>{children}</InitialDataContext>
  );
  // A render in the browser (not a hydration) is the app at once: the state after hydrating.
  return renderHook(() => useDates(), { wrapper }).result.current;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("dates on a page the server rendered", () => {
  it("keeps the server's text once hydrated when the browser would write the same: no Intl format on load", () => {
    vi.stubGlobal("navigator", { ...navigator, language: "en-US" });
    vi.stubEnv("TZ", "America/New_York");
    const dates = datesOnceHydrated("en-US");
    expect(dates.long(noon)).toBe(serverText.long);
    expect(dates.short(noon)).toBe(serverText.short);
  });

  it("writes the date in the browser's language when the server wrote another", () => {
    vi.stubGlobal("navigator", { ...navigator, language: "en-US" });
    const dates = datesOnceHydrated("de-DE");
    expect(dates.long(noon)).toBe(
      new Date(noon).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }),
    );
    expect(dates.long(noon)).not.toBe(serverText.long);
  });

  it("writes the browser's own day where it is already the next day in its time zone", () => {
    vi.stubGlobal("navigator", { ...navigator, language: "en-US" });
    vi.stubEnv("TZ", "Pacific/Kiritimati");
    const dates = datesOnceHydrated("en-US");
    expect(new Date(noon).getDate()).toBe(4);
    expect(dates.long(noon)).toBe(
      new Date(noon).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }),
    );
    expect(dates.long(noon)).toContain("4");
  });

  it("formats a date the server did not write", () => {
    vi.stubGlobal("navigator", { ...navigator, language: "en-US" });
    const other = "2025-12-24T12:00:00.000Z";
    expect(datesOnceHydrated("en-US").short(other)).toBe(
      new Date(other).toLocaleDateString(undefined, { month: "short", day: "numeric" }),
    );
  });
});
