import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { firstLink } from "../../../tests/support/outbox.ts";
import { createTestApp, TestClient, testAppUrl } from "../../../tests/support/test-app.ts";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";

// The verified-session cache (session-cache.ts, decision 012) on every signed-in route: what it
// must never do (show one person another's data, outlive a sign-out on this device) and the bound
// it keeps for a session revoked on another server instance.

const t = await createTestApp();
/** A second server instance on the same database, with its own cache (kept for 300 ms here). */
const otherInstanceTtlMs = 300;
const other = createApp({
  config: t.deps.config,
  db: t.db,
  mailer: t.deps.mailer,
  logger: t.deps.logger,
  kb: t.deps.kb,
  sessionCacheTtlMs: otherInstanceTtlMs,
});

const draftOf = async (client: TestClient) => client.get("/api/assessments/draft");

async function personWithDraft(ip: string, firstName: string) {
  const client = t.client(ip);
  await client.signUp();
  const saved = await client.put("/api/assessments/draft", { step: 2, answers: { ...completeAnswers, firstName } });
  expect(saved.status).toBe(200);
  return client;
}

/** The same browser's cookies, sent to another app (instance). */
function sameCookiesOn(app: TestClient["app"], from: TestClient): TestClient {
  const copy = new TestClient(app, from.ip);
  for (const [name, value] of from.cookies) copy.cookies.set(name, value);
  return copy;
}

describe("verified-session cache", () => {
  it("gives each person their own data, whatever order their requests come in", async () => {
    const ada = await personWithDraft("203.0.113.60", "Ada");
    const grace = await personWithDraft("203.0.113.61", "Grace");
    for (let round = 0; round < 5; round++) {
      const [a, g] = await Promise.all([draftOf(ada), draftOf(grace)]);
      expect((await a.json()).draft.answers.firstName).toBe("Ada");
      expect((await g.json()).draft.answers.firstName).toBe("Grace");
    }
  });

  it("refuses a cookie whose signature was altered, even while the real one is cached", async () => {
    const ada = await personWithDraft("203.0.113.62", "Ada");
    expect((await draftOf(ada)).status).toBe(200); // now cached
    const forger = new TestClient(t.app, "203.0.113.63");
    for (const [name, value] of ada.cookies)
      forger.cookies.set(name, value.slice(0, -3) + (value.endsWith("abc") ? "xyz" : "abc"));
    expect((await draftOf(forger)).status).toBe(401);
  });

  it("ends the session at once on sign-out, for the same cookie replayed afterwards too", async () => {
    const ada = await personWithDraft("203.0.113.64", "Ada");
    expect((await draftOf(ada)).status).toBe(200); // cached
    const replay = sameCookiesOn(t.app, ada); // a copy of the cookie kept from before sign-out
    expect((await ada.post("/api/auth/sign-out")).status).toBe(200);
    expect((await draftOf(ada)).status).toBe(401);
    expect((await draftOf(replay)).status).toBe(401);
  });

  it("ends the other devices' sessions at once when the password is reset on this instance", async () => {
    const laptop = await personWithDraft("203.0.113.65", "Ada");
    const email = (await (await laptop.get("/api/auth/get-session")).json()).user.email as string;
    const phone = t.client("203.0.113.66");
    expect((await phone.signIn(email, "correct horse battery")).status).toBe(200);
    expect((await draftOf(phone)).status).toBe(200); // cached

    const helper = t.client("203.0.113.67");
    expect(
      (await helper.post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" })).status,
    ).toBe(200);
    const mail = (await t.outbox()).filter((m) => m.to.includes(email)).at(-1);
    const link = new URL(firstLink(mail!));
    const redirect = await helper.get(link.pathname + link.search);
    const token = new URL(redirect.headers.get("location") ?? "", testAppUrl).searchParams.get("token");
    expect((await helper.post("/api/auth/reset-password", { token, newPassword: "brand-new-pass" })).status).toBe(200);

    expect((await draftOf(phone)).status).toBe(401);
    expect((await draftOf(laptop)).status).toBe(401);
  });

  it(`stops a session revoked on another instance within that instance's cache time (${otherInstanceTtlMs} ms here, 3 s by default)`, async () => {
    const ada = await personWithDraft("203.0.113.68", "Ada");
    const onOther = sameCookiesOn(other.app, ada);
    expect((await draftOf(onOther)).status).toBe(200); // verified and cached by the other instance
    expect((await ada.post("/api/auth/sign-out")).status).toBe(200);
    const signedOutAt = Date.now();
    expect((await draftOf(sameCookiesOn(t.app, onOther))).status).toBe(401); // this instance: at once

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, otherInstanceTtlMs - (Date.now() - signedOutAt))));
    expect((await draftOf(onOther)).status).toBe(401); // the other instance: once its entry is older than its cache time
  });

  it("answers signed-out requests without a session as before", async () => {
    expect((await draftOf(t.client("203.0.113.69"))).status).toBe(401);
  });
});
