import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, uniqueEmail } from "../../../tests/support/test-app.ts";
import { firstLink } from "../../../tests/support/outbox.ts";
import { authTexts } from "../../shared/texts/auth.ts";
import { queryRows } from "../db/client.ts";

const t = await createTestApp({
  rateLimits: { signIn: { name: "sign-in", limit: 3, windowSeconds: 60 } },
  trustedProxies: ["10.0.0.1"],
});

async function session(client: ReturnType<typeof t.client>) {
  const response = await client.get("/api/auth/get-session");
  return (await response.json()) as { user: { email: string } } | null;
}

describe("accounts", () => {
  it("signs up, is signed in by the emailed link with an httpOnly cookie, and never gets the token in a body", async () => {
    const client = t.client();
    const email = uniqueEmail();
    const signUp = await client.post("/api/auth/sign-up/email", { email, password: "s3cret-pass", name: "" });
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toEqual({ status: "check_inbox" });
    expect(signUp.headers.getSetCookie()).toEqual([]);
    const confirmed = await client.confirmEmail(email);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/assessment");
    const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await session(client))?.user.email).toBe(email);
    expect(JSON.stringify(await (await client.get("/api/auth/get-session")).json())).not.toContain(
      client.cookies.get("better-auth.session_token")!.split(".")[0],
    );

    const other = t.client("203.0.113.20");
    const signIn = await other.signIn(email.toUpperCase(), "s3cret-pass");
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).not.toHaveProperty("token");
    expect((await session(other))?.user.email).toBe(email);
  });

  it("stores the password as an argon2id hash", async () => {
    const client = t.client("203.0.113.21");
    const { email } = await client.signUp();
    const rows = await queryRows<{ password: string }>(
      t.db,
      sql`select a.password from accounts a join users u on u.id = a.user_id where u.email = ${email}`,
    );
    expect(rows[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("answers a wrong password and an unknown email with the same message", async () => {
    const client = t.client("203.0.113.22");
    const { email } = await client.signUp();
    const wrong = await t.client("203.0.113.23").signIn(email, "not-the-password");
    const unknown = await t.client("203.0.113.24").signIn(uniqueEmail(), "not-the-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { error: { code: "invalid_credentials", message: authTexts.errors.invalidCredentials } };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it("refuses passwords shorter than 8 or longer than 128 characters", async () => {
    const client = t.client("203.0.113.25");
    const short = await client.post("/api/auth/sign-up/email", { email: uniqueEmail(), password: "1234567", name: "" });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe(authTexts.errors.passwordTooShort);
    const long = await client.post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: "x".repeat(129),
      name: "",
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe(authTexts.errors.passwordTooLong);
  });

  it("rate-limits sign-in by the socket address, whatever X-Forwarded-For says", async () => {
    const attacker = t.client("198.51.100.7");
    const responses = [];
    for (let i = 0; i < 5; i++) {
      responses.push(
        await attacker.post(
          "/api/auth/sign-in/email",
          { email: uniqueEmail(), password: "guess-guess" },
          { "x-forwarded-for": `192.0.2.${i}` },
        ),
      );
    }
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 429, 429]);
    for (const limited of responses.slice(3)) {
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await limited.json()).error.message).toMatch(/^Please wait \d+ seconds before trying again$/);
    }
    // Another client is not affected.
    expect((await t.client("198.51.100.8").signIn(uniqueEmail(), "guess-guess")).status).toBe(401);
  });

  it("reads X-Forwarded-For only from a trusted proxy", async () => {
    const proxy = t.client("10.0.0.1");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await proxy.post(
        "/api/auth/sign-in/email",
        { email: uniqueEmail(), password: "guess-guess" },
        { "x-forwarded-for": `192.0.2.${100 + i}` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401]); // four different clients behind the proxy
  });

  it("closes the library's endpoints that the app does not use", async () => {
    const client = t.client("203.0.113.28");
    await client.signUp();
    expect((await client.post("/api/auth/update-user", { name: "x" })).status).toBe(404);
    expect((await client.post("/api/auth/delete-user", {})).status).toBe(404);
  });

  it("signs out", async () => {
    const client = t.client("203.0.113.29");
    await client.signUp();
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect(await session(client)).toBeNull();
  });
});

describe("password reset", () => {
  async function requestReset(email: string, ip: string) {
    const response = await t
      .client(ip)
      .post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" });
    expect(response.status).toBe(200);
    const mail = (await t.outbox()).filter((m) => m.to.includes(email)).at(-1);
    if (!mail) throw new Error("no reset email");
    const link = new URL(firstLink(mail));
    const redirect = await t.client(ip).get(link.pathname + link.search);
    expect(redirect.status).toBe(302);
    const target = new URL(redirect.headers.get("location") ?? "", "http://localhost:3000");
    expect(target.pathname).toBe("/update-password");
    return target.searchParams.get("token") ?? "";
  }

  it("mails a link whose token works once and ends the account's other sessions", async () => {
    const owner = t.client("203.0.113.40");
    const { email } = await owner.signUp();
    expect(await session(owner)).not.toBeNull();

    const token = await requestReset(email, "203.0.113.41");
    expect(token).not.toBe("");
    const reset = await t
      .client("203.0.113.41")
      .post("/api/auth/reset-password", { token, newPassword: "brand-new-pass" });
    expect(reset.status).toBe(200);

    expect(await session(owner)).toBeNull(); // the other session is gone
    expect((await t.client("203.0.113.42").signIn(email, "brand-new-pass")).status).toBe(200);
    expect((await t.client("203.0.113.43").signIn(email, "correct horse battery")).status).toBe(401);

    const reuse = await t
      .client("203.0.113.41")
      .post("/api/auth/reset-password", { token, newPassword: "third-password" });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error.code).toBe("invalid_token");
  });

  it("refuses a token older than an hour", async () => {
    const { email } = await t.client("203.0.113.44").signUp();
    const token = await requestReset(email, "203.0.113.45");
    await t.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second' where identifier = ${`reset-password:${token}`}`,
    );
    const late = await t
      .client("203.0.113.45")
      .post("/api/auth/reset-password", { token, newPassword: "brand-new-pass" });
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe("invalid_token");
  });

  it("answers an unknown email exactly like a known one and sends nothing", async () => {
    const before = (await t.outbox()).length;
    const email = uniqueEmail("nobody");
    const response = await t
      .client("203.0.113.46")
      .post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" });
    expect(response.status).toBe(200);
    expect((await t.outbox()).length).toBe(before);
  });
});
