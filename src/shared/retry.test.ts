import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryDelayMs, retryPolicy } from "./retry.ts";

describe("the retry policy", () => {
  it("allows three attempts", () => {
    expect(retryPolicy.attempts).toBe(3);
  });

  it("waits 1 s doubling up to 10 s, or what Retry-After says", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect(retryDelayMs(1, 7)).toBe(7000);
    expect(retryDelayMs(3, 0)).toBe(0);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");

  it("reads seconds and HTTP dates as whole seconds, never negative", () => {
    expect(parseRetryAfter("2", now)).toBe(2);
    expect(parseRetryAfter("-5", now)).toBe(0);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
  });

  it("gives undefined when the header is absent or unreadable", () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter("", now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});
