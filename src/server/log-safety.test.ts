import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { safeError, scrubMessage } from "./log-safety.ts";

class DrizzleLikeError extends Error {
  constructor(query: string, params: unknown[], cause: unknown) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause });
  }
}

describe("error serialisation", () => {
  it("keeps an error's kind, code, status and frames, never its message or properties", () => {
    const driverError = Object.assign(
      new Error('new row violates check constraint "x": Failing row contains (asthma)'),
      {
        code: "23514",
        detail: "Failing row contains (asthma, ada@example.com)",
      },
    );
    const error = new DrizzleLikeError(
      "insert into drafts values ($1)",
      ['{"otherHealthCondition":"asthma"}'],
      driverError,
    );
    const safe = safeError(error);
    expect(safe.kind).toBe("DrizzleLikeError");
    expect(safe.cause).toMatchObject({ kind: "Error", code: "23514" });
    expect(safe.frames?.[0]).toMatch(/^at /);
    expect(JSON.stringify(safe)).not.toMatch(/asthma|ada@example\.com|Failed query|Failing row/);
  });

  it("drops codes and names that are sentences, and plain objects' messages", () => {
    expect(safeError({ message: "prompt: asthma", status: 400 })).toEqual({ kind: "Object", status: 400 });
    expect(safeError(Object.assign(new Error("x"), { code: "rejected ada@example.com" }))).toEqual(
      expect.not.objectContaining({ code: expect.anything() }),
    );
    expect(safeError("a string thrown")).toEqual({ kind: "string" });
  });

  it("is what the logger writes for err and error", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    logger.error(
      {
        err: new Error("secret asthma"),
        error: new TypeError("secret two"),
        email: "ada@example.com",
        answers: { a: 1 },
      },
      "failed",
    );
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(record.err).toMatchObject({ kind: "Error" });
    expect(record.error).toMatchObject({ kind: "TypeError" });
    expect(record.email).toBe("[redacted]");
    expect(record.answers).toBe("[redacted]");
    expect(lines[0]).not.toMatch(/secret|ada@example/);
  });
});

describe("library messages", () => {
  it("lose emails and token-like strings, and are bounded", () => {
    expect(scrubMessage("Sign-up attempt for existing email: Ada.Lovelace+x@Example.co.uk")).toBe(
      "Sign-up attempt for existing email: [email]",
    );
    expect(scrubMessage("token 0123456789abcdefghijABCDEFGHIJ used")).toBe("token [redacted] used");
    expect(scrubMessage("x".repeat(1000)).length).toBeLessThanOrEqual(300);
  });
});
