import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryDelayMs, retryPolicy } from "./retry.ts";

describe("the one retry policy (spec section 9)", () => {
  it("waits 1 s, doubling up to 10 s, for three attempts", () => {
    expect(retryPolicy.attempts).toBe(3);
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it("waits what Retry-After asks instead, never less than nothing", () => {
    expect(retryDelayMs(1, 7)).toBe(7000);
    expect(retryDelayMs(3, 0)).toBe(0);
    expect(retryDelayMs(1, -2)).toBe(0);
    expect(retryDelayMs(2, Number.NaN)).toBe(2000);
  });

  it("keeps the shape of the backoff with shorter delays (tests)", () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, undefined, { firstDelayMs: 10, maxDelayMs: 25 }))).toEqual([
      10, 20, 25,
    ]);
  });

  it("parses Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter("3")).toBe(3);
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter("soon")).toBeUndefined();
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:05 GMT", now)).toBe(5);
    expect(parseRetryAfter("Tue, 31 Dec 2024 23:59:00 GMT", now)).toBe(0);
  });
});
