import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/test-app.ts";

const lines: string[] = [];
const t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });

describe("request logs", () => {
  it("record method, path and status, and never passwords, tokens, cookies or emails", async () => {
    const client = t.client();
    const password = "secret-horse-battery";
    const { email } = await client.signUp(undefined, password);
    await client.signIn(email, password);
    await client.post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" });
    await client.post("/api/newsletter", { email: "log-check@example.com" });
    const cookie = [...client.cookies.values()][0] ?? "";

    const log = lines.join("");
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.some((r) => r.msg === "request" && r.path === "/api/auth/sign-in/email" && r.status === 200)).toBe(
      true,
    );
    for (const secret of [password, email, "log-check@example.com", cookie]) expect(log).not.toContain(secret);
    expect(cookie.length).toBeGreaterThan(10);
  });

  it("keep the request id the proxy sent (nginx's $request_id) and answer with it; replace one that is not an id", async () => {
    const client = t.client();
    const fromProxy = "0f8e7d6c5b4a39281706f5e4d3c2b1a0";
    const kept = await client.get("/api/nothing-here", { "x-request-id": fromProxy });
    expect(kept.headers.get("x-request-id")).toBe(fromProxy);
    for (const bad of ["short", "a".repeat(129), 'forged","level":60', "id with spaces 12345"]) {
      const replaced = await client.get("/api/nothing-here", { "x-request-id": bad });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      records.some((r) => r.msg === "request" && r.requestId === fromProxy && r.path === "/api/nothing-here"),
    ).toBe(true);
    expect(lines.join("")).not.toContain("forged");
  });
});
