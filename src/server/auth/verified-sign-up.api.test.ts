import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestApp, uniqueEmail, type TestClient } from "../../../tests/support/test-app.ts";
import { authTexts, existingAccountEmailTexts, verificationEmailTexts } from "../../shared/texts/auth.ts";
import { queryRows } from "../db/client.ts";

// Decision 024: sign-up answers alike for a new and a registered address, and an account is usable only once
// the emailed link confirmed its address.

const lines: string[] = [];
const t = await createTestApp({
  rateLimits: { signUpEmailAccount: { name: "sign-up-email-account", limit: 3, windowSeconds: 3600 } },
  logStream: { write: (line: string) => void lines.push(line) },
});
let ipCounter = 0;
const fresh = () => t.client(`198.18.90.${++ipCounter}`);
const signUp = (
  client: TestClient,
  email: string,
  password = "correct horse battery",
  extra: Record<string, unknown> = {},
) => client.post("/api/auth/sign-up/email", { email, password, ...extra });
const mailsTo = async (email: string) => (await t.outbox()).filter((message) => message.to.includes(email));
const sessionEmail = async (client: TestClient) =>
  ((await (await client.get("/api/auth/get-session")).json()) as { user?: { email: string } } | null)?.user?.email;

describe("sign-up with a confirmed email", () => {
  it("answers a new and a registered address alike; the owner of the registered one is told someone tried", async () => {
    const { email: registered } = await fresh().signUp();
    const newcomer = uniqueEmail();
    const [forNew, forRegistered] = [
      await signUp(fresh(), newcomer),
      await signUp(fresh(), registered, "another-long-pass"),
    ];
    for (const response of [forNew, forRegistered]) {
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await forRegistered.json()).toEqual(await forNew.json());

    const [toNew] = await mailsTo(newcomer);
    expect(toNew?.subject).toBe(verificationEmailTexts.subject);
    const toOwner = (await mailsTo(registered)).at(-1);
    expect(toOwner?.subject).toBe(existingAccountEmailTexts.subject);
    expect(toOwner?.text).toContain(existingAccountEmailTexts.intro);
    expect(toOwner?.text).not.toMatch(/verify-email/);
    // The registered account is unchanged: its own password still signs in, the stranger's does not.
    expect((await fresh().signIn(registered, "another-long-pass")).status).toBe(401);
    expect((await fresh().signIn(registered, "correct horse battery")).status).toBe(200);
  });

  it("hashes the password on both paths: a common password is refused alike for a new and a registered address", async () => {
    const { email: registered } = await fresh().signUp();
    const forNew = await signUp(fresh(), uniqueEmail(), "password123");
    const forRegistered = await signUp(fresh(), registered, "password123");
    expect(forNew.status).toBe(400);
    expect(forRegistered.status).toBe(400);
    expect(await forRegistered.json()).toEqual(await forNew.json());
  });

  it("the link confirms the address, signs the person in and continues to where they were going", async () => {
    const client = fresh();
    const email = uniqueEmail();
    expect(
      (await signUp(client, email, "correct horse battery", { callbackURL: "/assessment", healthDataConsent: true }))
        .status,
    ).toBe(200);
    expect(client.cookies.size).toBe(0);
    const confirmed = await client.confirmEmail(email);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/assessment");
    expect(await sessionEmail(client)).toBe(email);
    // The tick box was stored with the account: the wizard may store answers at once.
    expect((await (await client.get("/api/account/consent")).json()).healthDataConsentAt).not.toBeNull();
    // Opened again (a second device): the address stays confirmed, nobody else is signed in by it.
    const again = fresh();
    const second = await again.get(
      new URL(t.confirmationLink(email)!).pathname + new URL(t.confirmationLink(email)!).search,
    );
    expect(second.status).toBe(302);
    expect(await sessionEmail(again)).toBeUndefined();
  });

  it("refuses a link that continues to another site, and sends a link that is not valid to the sign-in page", async () => {
    for (const callbackURL of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const refused = await signUp(fresh(), uniqueEmail(), "correct horse battery", { callbackURL });
      expect(refused.status, callbackURL).toBe(400);
    }
    const invalid = await fresh().get("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fassessment");
    expect(invalid.status).toBe(302);
    expect(invalid.headers.get("location")).toBe("/login?verification=failed");
  });

  it("an unconfirmed account cannot sign in (the right password answers as a wrong one), store health answers or touch the newsletter", async () => {
    const client = fresh();
    const email = uniqueEmail();
    await signUp(client, email);
    const right = await fresh().signIn(email, "correct horse battery");
    const unknown = await fresh().signIn(uniqueEmail(), "correct horse battery");
    expect(right.status).toBe(401);
    const answer = await right.json();
    expect(answer).toEqual(await unknown.json());
    expect(answer).toEqual({ error: { code: "invalid_credentials", message: authTexts.errors.invalidCredentials } });
    expect(right.headers.getSetCookie().filter((c) => c.startsWith("better-auth.session_token"))).toEqual([]);
    // Without a session, nothing of the person's is reachable: not a draft, not the newsletter, not the export.
    expect((await client.put("/api/assessments/draft", { step: 1, answers: {} })).status).toBe(401);
    expect((await client.put("/api/account/newsletter", { subscribed: false })).status).toBe(401);
    expect((await client.get("/api/account/export")).status).toBe(401);
  });

  it("a second sign-up for an unconfirmed address replaces it: the earlier link stops working, the newest password counts", async () => {
    const email = uniqueEmail();
    await signUp(fresh(), email, "first-long-password");
    const firstLink = t.confirmationLink(email)!;
    const owner = fresh();
    await signUp(owner, email, "second-long-password");
    expect(t.confirmationLink(email)).not.toBe(firstLink);
    const stale = await fresh().get(new URL(firstLink).pathname + new URL(firstLink).search);
    expect(stale.headers.get("location")).toBe("/login?verification=failed");
    await owner.confirmEmail(email);
    expect(await sessionEmail(owner)).toBe(email);
    expect((await fresh().signIn(email, "first-long-password")).status).toBe(401);
    expect((await fresh().signIn(email, "second-long-password")).status).toBe(200);
  });

  it("sends the email again with limits per address, answering alike for any address", async () => {
    const email = uniqueEmail();
    await signUp(fresh(), email);
    const before = (await mailsTo(email)).length;
    const resend = await fresh().post("/api/auth/send-verification-email", { email });
    expect(resend.status).toBe(200);
    const unknown = await fresh().post("/api/auth/send-verification-email", { email: uniqueEmail() });
    expect(await unknown.json()).toEqual(await resend.json());
    expect((await mailsTo(email)).length).toBe(before + 1);
    // Sign-up and two resends are the address's three emails for the hour (this file's limit).
    await fresh().post("/api/auth/send-verification-email", { email });
    const over = await fresh().post("/api/auth/send-verification-email", { email });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // Past the limit, sign-up still answers "check your inbox", and sends nothing.
    const signUpOver = await signUp(fresh(), email);
    expect(signUpOver.status).toBe(200);
    expect((await mailsTo(email)).length).toBe(before + 2);
    // Another field than the email (and where its link continues) is refused.
    expect(
      (
        await fresh().post("/api/auth/send-verification-email", {
          email: uniqueEmail(),
          callbackURL: "https://evil.example",
        })
      ).status,
    ).toBe(400);
  });

  it("a password reset confirms the address", async () => {
    const email = uniqueEmail();
    await signUp(fresh(), email);
    await fresh().post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" });
    const reset = (await mailsTo(email)).at(-1)!;
    const token = reset.text.match(/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeTruthy();
    expect(
      (await fresh().post("/api/auth/reset-password", { newPassword: "a-brand-new-password", token })).status,
    ).toBe(200);
    expect((await fresh().signIn(email, "a-brand-new-password")).status).toBe(200);
  });

  it("puts no link or token in a log line, and prints none unless the app is told to (never in production)", async () => {
    const printed = vi.spyOn(process.stdout, "write");
    const client = fresh();
    const { email } = await client.signUp();
    const token = new URL(t.confirmationLink(email)!).searchParams.get("token")!;
    const written = printed.mock.calls.map((call) => String(call[0]));
    printed.mockRestore();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of [...lines, ...written]) {
      expect(line).not.toContain(token);
      expect(line).not.toContain("verify-email?");
    }
    const rows = await queryRows<{ email_verified: boolean }>(
      t.db,
      sql`select email_verified from users where email = ${email}`,
    );
    expect(rows[0]?.email_verified).toBe(true);
  });
});

describe("outside production, with the outbox", () => {
  it("prints each confirmation link on the console", { timeout: 90_000 }, async () => {
    const dev = await createTestApp({ printMailLinks: true });
    const printed = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const email = uniqueEmail();
    await dev.client("198.18.91.1").post("/api/auth/sign-up/email", { email, password: "correct horse battery" });
    const written = printed.mock.calls.map((call) => String(call[0]));
    printed.mockRestore();
    expect(written.join("")).toContain(dev.confirmationLink(email)!);
  });
});
