import { describe, expect, it } from "vitest";
import { createTestApp, uniqueEmail } from "../../../tests/support/test-app.ts";

const t = await createTestApp({ secure: true });

describe("served over https", () => {
  it("sends HSTS and marks the session cookie Secure", async () => {
    const client = t.client();
    expect((await client.get("/healthz")).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const email = uniqueEmail();
    expect(
      (await client.post("/api/auth/sign-up/email", { email, password: "a-long-password", name: "" })).status,
    ).toBe(200);
    // The session starts at the emailed confirmation link (decision 024).
    const response = await client.confirmEmail(email);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});
