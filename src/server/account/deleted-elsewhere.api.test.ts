import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { tracesOf } from "../../../tests/support/personal-data.ts";
import { createTestApp, type TestClient } from "../../../tests/support/test-app.ts";
import type { ApiErrorBody } from "../../shared/api.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { queryRows } from "../db/client.ts";

// An account deleted through another server instance: this instance's session cache (3 s,
// session-cache.ts) still holds the person's session for a moment. Writes that would create rows
// keyed on the person must then fail cleanly (401, as for any ended session) and leave nothing behind.

const t = await createTestApp();
let counter = 0;

/** A signed-in person whose session this instance has cached, and whose users row is then deleted directly. */
async function deletedWhileCached() {
  counter += 1;
  const client = t.client(`198.18.90.${counter}`);
  const { email } = await client.signUp();
  expect((await client.post("/api/account/consent")).status).toBe(200);
  const account = await client.get("/api/account"); // verified now, so cached
  expect(account.status).toBe(200);
  const [deleted] = await queryRows<{ id: string }>(t.db, sql`delete from users where email = ${email} returning id`);
  const id = deleted?.id ?? "";
  return { client, email, id };
}

async function expectSignedOut(response: Response) {
  expect(response.status).toBe(401);
  expect(((await response.json()) as ApiErrorBody).error).toEqual({
    code: "unauthorized",
    message: apiErrorMessages.unauthorized,
  });
}

describe("an account deleted on another instance while this one still trusts the session", () => {
  it("cannot subscribe the deleted email to the newsletter", async () => {
    const { client, email, id } = await deletedWhileCached();
    await expectSignedOut(await client.put("/api/account/newsletter", { subscribed: true }));
    expect(await tracesOf(t.db, [id, email])).toEqual({});
    // And the session is not trusted any longer on this instance either.
    await expectSignedOut(await client.get("/api/account"));
  });

  it("cannot save a draft, start an assessment or a conversation, or record consent", async () => {
    const writes = [
      (client: TestClient) => client.put("/api/assessments/draft", { step: 2, answers: { firstName: "Ada" } }),
      (client: TestClient) =>
        client.post(
          "/api/assessments",
          { answers: completeAnswers },
          { "Idempotency-Key": `deleted-elsewhere-${counter}` },
        ),
      (client: TestClient) => client.post("/api/chat/conversations", { message: "Which foods give me iron?" }),
      (client: TestClient) => client.post("/api/account/consent"),
    ];
    for (const write of writes) {
      const { client, email, id } = await deletedWhileCached();
      await expectSignedOut(await write(client));
      expect(await tracesOf(t.db, [id, email])).toEqual({});
    }
  });
});

describe("routes that count a limit per person", () => {
  it("check the account before counting: the export, password change, deletion, results email and chat leave no counter", async () => {
    const writes = [
      (client: TestClient) => client.get("/api/account/export"),
      (client: TestClient) =>
        client.post("/api/account/password", {
          currentPassword: "correct horse battery",
          newPassword: "a-new-long-password",
        }),
      (client: TestClient) =>
        client.post("/api/account/delete", { password: "correct horse battery", confirmation: "DELETE" }),
      (client: TestClient) => client.post("/api/assessments/00000000-0000-4000-8000-000000000000/email"),
      (client: TestClient) =>
        client.post("/api/chat/conversations/00000000-0000-4000-8000-000000000000/messages", { message: "Iron?" }),
    ];
    for (const write of writes) {
      const { client, email, id } = await deletedWhileCached();
      const response = await write(client);
      expect([401, 404]).toContain(response.status);
      // Swept across every table: no rate-limit row, no ledger row, nothing keyed on the deleted person.
      expect(await tracesOf(t.db, [id, email])).toEqual({});
    }
  });
});
