import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { createTestApp, testAppUrl, uniqueEmail, type TestClient } from "../../../tests/support/test-app.ts";
import { limits } from "../../shared/api.ts";
import { accountTexts, passwordChangedEmailTexts } from "../../shared/texts/account.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { authTexts } from "../../shared/texts/auth.ts";

const t = await createTestApp();
let ipCounter = 0;
const fresh = () => t.client(`198.18.40.${++ipCounter}`);

async function signedIn(options: { consent?: boolean } = {}) {
  const client = fresh();
  const { email, password } = await client.signUp(uniqueEmail(), "correct horse battery", options);
  return { client, email, password };
}

const submit = (client: TestClient) =>
  client.post(
    "/api/assessments",
    { answers: completeAnswers },
    { "Idempotency-Key": `key-${Date.now()}-${ipCounter}` },
  );
const sessionOf = async (client: TestClient) =>
  (await (await client.get("/api/auth/get-session")).json()) as { user: { email: string } } | null;

describe("the account API", () => {
  it("answers only a signed-in person", async () => {
    const anonymous = fresh();
    const requests = [
      anonymous.get("/api/account"),
      anonymous.get("/api/account/consent"),
      anonymous.post("/api/account/consent"),
      anonymous.put("/api/account/newsletter", { subscribed: true }),
      anonymous.post("/api/account/password", { currentPassword: "x", newPassword: "another-password" }),
      anonymous.post("/api/account/sign-out-everywhere"),
      anonymous.get("/api/account/export"),
      anonymous.post("/api/account/delete", { password: "x", confirmation: "DELETE" }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  });

  it("shows the person's email, consent and newsletter status", async () => {
    const { client, email } = await signedIn();
    const body = await (await client.get("/api/account")).json();
    expect(body).toEqual({
      email,
      createdAt: expect.any(String),
      healthDataConsentAt: expect.any(String),
      newsletter: { subscribed: false },
    });
  });
});

describe("consent to storing health-related answers", () => {
  it("is needed before a draft or an assessment is stored, and keeps the first agreement's time", async () => {
    const { client } = await signedIn({ consent: false });
    expect(await (await client.get("/api/account/consent")).json()).toEqual({ healthDataConsentAt: null });
    for (const refused of [
      await client.put("/api/assessments/draft", { step: 1, answers: {} }),
      await submit(client),
    ]) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: { code: "health_data_consent_required", message: apiErrorMessages.health_data_consent_required },
      });
    }
    expect((await (await client.get("/api/assessments")).json()).assessments).toEqual([]);

    const agreed = (await (await client.post("/api/account/consent")).json()) as { healthDataConsentAt: string };
    expect(Date.now() - Date.parse(agreed.healthDataConsentAt)).toBeLessThan(60_000);
    expect((await client.put("/api/assessments/draft", { step: 1, answers: {} })).status).toBe(200);
    expect((await submit(client)).status).toBe(201);
    const again = await (await client.post("/api/account/consent")).json();
    expect(again).toEqual(agreed);
  });
});

describe("newsletter from the account page", () => {
  it("subscribes and unsubscribes the account's own address", async () => {
    const { client, email } = await signedIn();
    expect(await (await client.put("/api/account/newsletter", { subscribed: true })).json()).toEqual({
      subscribed: true,
    });
    expect((await (await client.get("/api/account")).json()).newsletter).toEqual({ subscribed: true });
    // The public form now sees the address as already subscribed (the spec's duplicate rule).
    expect(await (await fresh().post("/api/newsletter", { email: email.toUpperCase() })).json()).toEqual({
      status: "already_subscribed",
    });
    expect(await (await client.put("/api/account/newsletter", { subscribed: false })).json()).toEqual({
      subscribed: false,
    });
    expect((await (await client.get("/api/account")).json()).newsletter).toEqual({ subscribed: false });
    expect((await client.put("/api/account/newsletter", { subscribed: "yes" })).status).toBe(400);
  });
});

describe("changing the password", () => {
  it("needs the current password", async () => {
    const { client } = await signedIn();
    const wrong = await client.post("/api/account/password", {
      currentPassword: "not-my-password",
      newPassword: "a-new-long-password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: "wrong_password", message: accountTexts.password.wrongCurrent },
    });
    expect(accountTexts.password.wrongCurrent).toBe("The current password is not correct");
    // A current password longer than any password can be is refused as too long, not as "not correct".
    const tooLong = await client.post("/api/account/password", {
      currentPassword: "x".repeat(limits.passwordMaxLength + 1),
      newPassword: "a-new-long-password",
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toEqual({
      code: "invalid_input",
      message: authTexts.errors.passwordTooLong,
      fields: { currentPassword: [authTexts.errors.passwordTooLong] },
    });
    const short = await client.post("/api/account/password", {
      currentPassword: "correct horse battery",
      newPassword: "short",
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields).toHaveProperty("newPassword");
    const common = await client.post("/api/account/password", {
      currentPassword: "correct horse battery",
      newPassword: "password123",
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({
      error: { code: "password_too_common", message: authTexts.errors.passwordTooCommon },
    });
  });

  it("changes it, signs out every other device, keeps this one and sends a confirmation email", async () => {
    const { client, email, password } = await signedIn();
    const laptop = fresh();
    expect((await laptop.signIn(email, password)).status).toBe(200);
    expect((await laptop.get("/api/account")).status).toBe(200); // verified, so held by the session cache

    const changed = await client.post("/api/account/password", {
      currentPassword: password,
      newPassword: "a-new-long-password",
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(JSON.stringify({ status: "changed" })); // no session token in the body

    expect(await sessionOf(laptop)).toBeNull();
    expect((await laptop.get("/api/account")).status).toBe(401);
    expect((await sessionOf(client))?.user.email).toBe(email);
    expect((await client.get("/api/account")).status).toBe(200);
    expect((await fresh().signIn(email, password)).status).toBe(401);
    expect((await fresh().signIn(email, "a-new-long-password")).status).toBe(200);

    const mail = (await t.outbox()).find(
      (m) => m.to.includes(email) && m.subject === passwordChangedEmailTexts.subject,
    );
    expect(mail?.text).toContain(`${testAppUrl}/reset-password`);
  });

  it("allows only a few password checks per person", async () => {
    const { client } = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await client.post("/api/account/password", {
            currentPassword: `guess-${i}-guess`,
            newPassword: "a-new-long-password",
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("does not count a request refused for its form, so typos do not use up the checks", async () => {
    const { client, password } = await signedIn();
    for (let i = 0; i < 6; i++) {
      expect(
        (await client.post("/api/account/password", { currentPassword: password, newPassword: "short" })).status,
      ).toBe(400);
      expect((await client.post("/api/account/delete", { password, confirmation: "delete" })).status).toBe(400);
    }
    expect((await client.post("/api/account/delete", { password, confirmation: "DELETE" })).status).toBe(200);
  });
});

describe("signing out of all devices", () => {
  it("ends every session of the person, this one included, and no one else's", async () => {
    const { client, email, password } = await signedIn();
    const phone = fresh();
    await phone.signIn(email, password);
    expect((await phone.get("/api/account")).status).toBe(200); // verified, so held by the session cache
    const bystander = await signedIn();
    expect((await bystander.client.get("/api/account")).status).toBe(200);

    const response = await client.post("/api/account/sign-out-everywhere");
    expect(response.status).toBe(200);
    expect(
      response.headers
        .getSetCookie()
        .some((cookie) => cookie.startsWith("better-auth.session_token=;") && /Max-Age=0/i.test(cookie)),
    ).toBe(true);
    expect(await sessionOf(phone)).toBeNull();
    expect((await phone.get("/api/account")).status).toBe(401);
    expect(await sessionOf(client)).toBeNull();
    expect((await sessionOf(bystander.client))?.user.email).toBe(bystander.email);
    expect((await bystander.client.get("/api/account")).status).toBe(200);
  });
});
