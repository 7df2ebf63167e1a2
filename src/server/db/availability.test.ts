import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./availability.ts";

/** An error as the driver makes it, wrapped as Drizzle wraps it. */
function wrapped(inner: object) {
  return Object.assign(new Error("Failed query: select 1\nparams: "), {
    cause: Object.assign(new Error("inner"), inner),
  });
}

describe("telling a database outage from other errors", () => {
  it("knows the socket errors, the shutting-down and starting-up states, and the driver's own time limits", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006", "53300", "57014"]) {
      expect(isDatabaseUnavailable(wrapped({ code })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(wrapped({ message: "timeout exceeded when trying to connect" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    // Node reports a refused connection to a dual-stack name as an AggregateError of both attempts.
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]))).toBe(
      true,
    );
  });

  it("leaves our own mistakes and bad data alone: they stay 500s", () => {
    for (const code of ["23505", "22P02", "42P01", "42703"])
      expect(isDatabaseUnavailable(wrapped({ code })), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("stops following causes after a few levels (a cycle cannot hang it)", () => {
    const looped: { cause?: unknown } = {};
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});
