import { describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/test-app.ts";
import { limits } from "../shared/api.ts";

const t = await createTestApp();

describe("every response", () => {
  it("carries the security headers", async () => {
    const response = await t.client().get("/healthz");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull(); // plain http here
  });

  it("answers a malformed JSON body with 400 in the stable error shape", async () => {
    const response = await t.client().post("/api/newsletter", "{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_json", message: "The request body must be valid JSON." },
    });
  });

  it("refuses an oversized body with 413", async () => {
    const response = await t.client().post("/api/newsletter", { email: "x".repeat(limits.bodyMaxBytes + 10) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("body_too_large");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.client().get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
  });

  it("reports readiness", async () => {
    const response = await t.client().get("/readyz");
    expect(await response.json()).toEqual({ status: "ready" });
  });
});
