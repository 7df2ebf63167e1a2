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
    expect(records.some((r) => r.msg === "request" && r.path === "/api/auth/sign-in/email" && r.status === 200)).toBe(true);
    for (const secret of [password, email, "log-check@example.com", cookie]) expect(log).not.toContain(secret);
    expect(cookie.length).toBeGreaterThan(10);
  });
});
