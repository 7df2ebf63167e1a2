import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { firstLink } from "../../../tests/support/outbox.ts";
import { createTestApp, uniqueEmail } from "../../../tests/support/test-app.ts";
import { authTexts } from "../../shared/texts/auth.ts";
import { queryRows } from "../db/client.ts";
import { trustedDeviceCookie } from "./trusted-device.ts";

const t = await createTestApp();
let ipCounter = 0;
/** Each attempt from its own address, as an attacker with many addresses would. */
const fresh = () => t.client(`198.18.${80 + Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

describe("the session token", () => {
  it("is never in a response body: sign-up, sign-in and get-session", async () => {
    const client = fresh();
    const { email, password } = { email: uniqueEmail(), password: "a-long-password" };
    const signUp = await client.post("/api/auth/sign-up/email", { email, password });
    expect(await signUp.json()).toEqual({ status: "check_inbox" });
    const confirmed = await client.confirmEmail(email);
    const token = () => decodeURIComponent(client.cookies.get("better-auth.session_token") ?? "").split(".")[0]!;
    expect(token().length).toBeGreaterThan(10);
    expect(await confirmed.text()).not.toContain(token());

    const session = await client.get("/api/auth/get-session");
    const body = await session.text();
    expect(body).not.toContain(token());
    const parsed = JSON.parse(body) as { session: Record<string, unknown>; user: { email: string } };
    expect(parsed.user.email).toBe(email);
    expect(parsed.session).not.toHaveProperty("token");
    expect(parsed.session).toHaveProperty("expiresAt");

    const other = fresh();
    const signIn = await other.signIn(email, password);
    expect(await signIn.text()).not.toContain(
      decodeURIComponent(other.cookies.get("better-auth.session_token") ?? "").split(".")[0]!,
    );
  });
});

describe("sign-up", () => {
  it("accepts only email, password, a bounded name, the consent box and an app path to continue to", async () => {
    const refused: [Record<string, unknown>, string, string][] = [
      [{ image: "javascript:alert(1)" }, "image", authTexts.errors.fieldNotAccepted("image")],
      [{ emailVerified: true }, "emailVerified", authTexts.errors.fieldNotAccepted("emailVerified")],
      [{ rememberMe: false }, "rememberMe", authTexts.errors.fieldNotAccepted("rememberMe")],
      [{ callbackURL: "https://evil.example" }, "callbackURL", authTexts.errors.fallback],
      [{ healthDataConsent: "yes" }, "healthDataConsent", authTexts.errors.fallback],
      [{ name: "x".repeat(50_000) }, "name", authTexts.errors.nameTooLong],
      [{ name: 42 }, "name", authTexts.errors.nameTooLong],
      [{ email: `${"a".repeat(250)}@example.com` }, "email", authTexts.errors.invalidEmail],
    ];
    for (const [extra, field, message] of refused) {
      const email = uniqueEmail();
      const response = await fresh().post("/api/auth/sign-up/email", { email, password: "a-long-password", ...extra });
      expect(response.status, field).toBe(400);
      expect(await response.json(), field).toEqual({
        error: { code: "invalid_input", message, fields: { [field]: [message] } },
      });
      const rows = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from users where email = ${email}`,
      );
      expect(rows[0]?.n, field).toBe(0);
    }
    const email = uniqueEmail();
    expect(
      (
        await fresh().post("/api/auth/sign-up/email", {
          email,
          password: "a-long-password",
          name: `  ${"n".repeat(100)}  `,
        })
      ).status,
    ).toBe(200);
    const rows = await queryRows<{ name: string; image: string | null }>(
      t.db,
      sql`select name, image from users where email = ${email}`,
    );
    expect(rows[0]).toEqual({ name: "n".repeat(100), image: null });
  });
});

describe("common passwords", () => {
  it("are refused at sign-up, whatever their case", async () => {
    for (const password of ["password123", "PassWord123", "qwertyuiop", "iloveyou"]) {
      const email = uniqueEmail();
      const response = await fresh().post("/api/auth/sign-up/email", { email, password });
      expect(response.status, password).toBe(400);
      expect(await response.json(), password).toEqual({
        error: { code: "password_too_common", message: authTexts.errors.passwordTooCommon },
      });
      const rows = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from users where email = ${email}`,
      );
      expect(rows[0]?.n).toBe(0);
    }
  });

  it("are refused as a new password, and the reset link still works for a better one", async () => {
    const { email } = await fresh().signUp();
    const token = await resetToken(email);
    const common = await fresh().post("/api/auth/reset-password", { token, newPassword: "1234567890" });
    expect(common.status).toBe(400);
    expect((await common.json()).error.code).toBe("password_too_common");
    expect(
      (await fresh().post("/api/auth/reset-password", { token, newPassword: "an-uncommon-passphrase" })).status,
    ).toBe(200);
    expect((await fresh().signIn(email, "an-uncommon-passphrase")).status).toBe(200);
  });

  it("are not checked at sign-in, so a common password tells nothing about whether an email has an account", async () => {
    const { email } = await fresh().signUp();
    for (const who of [email, uniqueEmail("nobody")]) {
      const response = await fresh().signIn(who, "password123");
      expect(response.status, who).toBe(401);
      expect(await response.json(), who).toEqual({
        error: { code: "invalid_credentials", message: authTexts.errors.invalidCredentials },
      });
    }
  });
});

async function resetToken(email: string): Promise<string> {
  expect(
    (await fresh().post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" })).status,
  ).toBe(200);
  const mail = (await t.outbox()).filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error("no reset email");
  const link = new URL(firstLink(mail));
  const redirect = await fresh().get(link.pathname + link.search);
  return new URL(redirect.headers.get("location") ?? "", "http://localhost:3000").searchParams.get("token") ?? "";
}

async function failSignIns(email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await fresh().signIn(email, `wrong-guess-${i}`)).status).toBe(401);
}

describe("per-account sign-in limit", () => {
  it("stops guesses at one account from many addresses after 10 failures, for 15 minutes at most", async () => {
    const { email, password } = await fresh().signUp();
    await failSignIns(email, 10);
    const locked = await fresh().signIn(email, password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(900);
    expect((await locked.json()).error.code).toBe("rate_limited");
    expect((await fresh().signIn(email.toUpperCase(), password)).status).toBe(429); // the same account, however it is cased

    const bystander = await fresh().signUp();
    expect((await fresh().signIn(bystander.email, bystander.password)).status).toBe(200);

    // The window ends (moved back in time here) and the person signs in again.
    await t.db.execute(
      sql`update rate_limits set window_start = now() - interval '16 minutes' where key like 'sign-in-account:%'`,
    );
    expect((await fresh().signIn(email, password)).status).toBe(200);
  });

  it("answers an unknown email exactly like a known one", async () => {
    const unknown = uniqueEmail("nobody");
    await failSignIns(unknown, 10);
    expect((await fresh().signIn(unknown, "any-password")).status).toBe(429);
  });

  it("forgets failures once the person signs in, and a reset ends a lock-out at once", async () => {
    const { email, password } = await fresh().signUp();
    await failSignIns(email, 9);
    expect((await fresh().signIn(email, password)).status).toBe(200);
    await failSignIns(email, 9); // a fresh count: not locked out by the earlier nine
    expect((await fresh().signIn(email, password)).status).toBe(200);

    await failSignIns(email, 10);
    expect((await fresh().signIn(email, password)).status).toBe(429);
    const token = await resetToken(email);
    expect((await fresh().post("/api/auth/reset-password", { token, newPassword: "a-fresh-passphrase" })).status).toBe(
      200,
    );
    expect((await fresh().signIn(email, "a-fresh-passphrase")).status).toBe(200);
  });

  it("never locks the owner out of a browser they signed in on before, however often others guess", async () => {
    const { email, password } = await fresh().signUp();
    const owner = fresh();
    expect((await owner.signIn(email, password)).status).toBe(200);
    expect(owner.cookies.has(trustedDeviceCookie)).toBe(true);
    await failSignIns(email, 10);
    expect((await fresh().signIn(email, password)).status).toBe(429);
    expect((await owner.signIn(email, password)).status).toBe(200);
    // More guesses while it is locked: still only the others are locked out.
    for (let i = 0; i < 3; i++) expect((await fresh().signIn(email, `wrong-again-${i}`)).status).toBe(429);
    expect((await owner.signIn(email, password)).status).toBe(200);
    expect((await fresh().signIn(email, password)).status).toBe(429);
    // The owner's browser has its own count of wrong passwords.
    for (let i = 0; i < 10; i++) expect((await owner.signIn(email, `owner-typo-${i}`)).status).toBe(401);
    expect((await owner.signIn(email, password)).status).toBe(429);
  });

  it("trusts the browser that reset the password, and nothing forged or meant for another account", async () => {
    const { email } = await fresh().signUp();
    await failSignIns(email, 10);
    const resetter = fresh();
    const token = await resetToken(email);
    expect((await resetter.post("/api/auth/reset-password", { token, newPassword: "a-new-passphrase" })).status).toBe(
      200,
    );
    await failSignIns(email, 10); // locked again at once by the guesser
    expect((await fresh().signIn(email, "a-new-passphrase")).status).toBe(429);
    expect((await resetter.signIn(email, "a-new-passphrase")).status).toBe(200);

    const trusted = resetter.cookies.get(trustedDeviceCookie)!;
    const other = await fresh().signUp();
    await failSignIns(other.email, 10);
    for (const cookie of [trusted, trusted.replace(/^[0-9a-f]/, (c) => (c === "0" ? "1" : "0"))]) {
      const stranger = fresh();
      stranger.cookies.set(trustedDeviceCookie, cookie);
      expect((await stranger.signIn(other.email, other.password)).status).toBe(429);
    }
  });
});

describe("per-address reset emails", () => {
  it("are at most 3 an hour, from any number of client addresses, for known and unknown addresses alike", async () => {
    const { email } = await fresh().signUp();
    const request = (address: string) =>
      fresh().post("/api/auth/request-password-reset", { email: address, redirectTo: "/update-password" });
    const statuses = [];
    for (const address of [email, email.toUpperCase(), email.replace(/^./, (c) => c.toUpperCase()), email])
      statuses.push((await request(address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await t.outbox()).filter((m) => m.to.includes(email) && /reset/i.test(m.subject))).toHaveLength(3);

    const unknown = uniqueEmail("nobody");
    const unknownStatuses = [];
    for (let i = 0; i < 4; i++) unknownStatuses.push((await request(unknown)).status);
    expect(unknownStatuses).toEqual(statuses);
  });
});
