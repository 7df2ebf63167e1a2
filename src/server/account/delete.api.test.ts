import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { personWithEverything } from "../../../tests/support/personal-fixture.ts";
import { allTables, tracesOf } from "../../../tests/support/personal-data.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { accountDeletedEmailTexts, accountTexts } from "../../shared/texts/account.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import { queryRows } from "../db/client.ts";

const t = await createTestApp();

describe("Delete my account", () => {
  it("needs the password and the word DELETE, and changes nothing without them", async () => {
    const person = await personWithEverything(t, "198.18.60");
    const refused: [unknown, number, string][] = [
      [{ password: "not-my-password", confirmation: "DELETE" }, 400, apiErrorMessages.wrong_password],
      [{ password: person.password, confirmation: "delete" }, 400, accountTexts.delete.mustType],
      [{ password: person.password, confirmation: "" }, 400, accountTexts.delete.mustType],
      [{ password: person.password }, 400, accountTexts.delete.mustType],
      [{ password: "", confirmation: "DELETE" }, 400, accountTexts.delete.passwordRequired],
    ];
    for (const [body, status, message] of refused) {
      const response = await person.client.post("/api/account/delete", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error.message).toBe(message);
    }
    expect((await person.client.get("/api/account")).status).toBe(200);
    const { account } = await (await person.client.get("/api/account/export")).json();
    expect(Object.keys(await tracesOf(t.db, [account.id, person.email]))).toContain("assessments");
  });

  it("removes the person and everything that is theirs from every table, and nobody else's", async () => {
    const person = await personWithEverything(t, "198.18.61");
    const bystander = await personWithEverything(t, "198.18.62");
    const { account } = await (await person.client.get("/api/account/export")).json();
    const { account: bystanderAccount } = await (await bystander.client.get("/api/account/export")).json();
    // Per-account limits key their counters on an HMAC of the email, which contains neither.
    const seeds = [account.id, person.email, t.deps.accountLimits.subjectOf(person.email)];
    const before = await tracesOf(t.db, seeds);
    // The sweep sees the person everywhere they left something, so its empty answer below means something.
    expect(Object.keys(before).sort()).toEqual([
      "accounts",
      "assessment_drafts",
      "assessments",
      "chat_conversations",
      "chat_messages",
      "newsletter_sends",
      "newsletter_subscribers",
      "rate_limits",
      "sessions",
      "usage_ledger",
      "users",
      "verifications",
    ]);
    const bystanderSeeds = [bystanderAccount.id, bystander.email, t.deps.accountLimits.subjectOf(bystander.email)];
    const bystanderBefore = await tracesOf(t.db, bystanderSeeds);

    const response = await person.client.post("/api/account/delete", {
      password: person.password,
      confirmation: " DELETE ",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "deleted" });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token=;"))).toBe(
      true,
    );

    // Every table of the schema, from the database's catalogue.
    expect((await allTables(t.db)).length).toBeGreaterThanOrEqual(11);
    expect(
      await tracesOf(t.db, [
        ...seeds,
        ...Object.values(before)
          .flat()
          .flatMap((row) => row.match(/[0-9a-f-]{36}/g) ?? []),
      ]),
    ).toEqual({});
    expect(await tracesOf(t.db, bystanderSeeds)).toEqual(bystanderBefore);

    const mail = (await t.outbox()).find(
      (m) => m.to.includes(person.email) && m.subject === accountDeletedEmailTexts.subject,
    );
    expect(mail?.text).toContain(accountDeletedEmailTexts.body);
  });

  it("signs the person out everywhere: an old cookie gets 401", async () => {
    const person = await personWithEverything(t, "198.18.63");
    const oldCookie = { cookie: `better-auth.session_token=${person.client.cookies.get("better-auth.session_token")}` };
    expect((await t.client("198.18.63.199").get("/api/account", oldCookie)).status).toBe(200); // the copied cookie works
    expect((await person.other.get("/api/account")).status).toBe(200); // both sessions verified, so held by the session cache
    expect(
      (await person.client.post("/api/account/delete", { password: person.password, confirmation: "DELETE" })).status,
    ).toBe(200);
    for (const client of [t.client("198.18.63.200"), person.other]) {
      const headers = client === person.other ? {} : oldCookie;
      expect((await client.get("/api/account", headers)).status).toBe(401);
      expect((await client.get("/api/assessments", headers)).status).toBe(401);
      expect(await (await client.get("/api/auth/get-session", headers)).json()).toBeNull();
    }
  });

  it("lets the same email sign up again as a new, empty account", async () => {
    const person = await personWithEverything(t, "198.18.64");
    const { account: old } = await (await person.client.get("/api/account/export")).json();
    expect(
      (await person.client.post("/api/account/delete", { password: person.password, confirmation: "DELETE" })).status,
    ).toBe(200);

    const again = t.client("198.18.64.201");
    await again.signUp(person.email, "another long password", { consent: false });
    const data = await (await again.get("/api/account/export")).json();
    expect(data.account.id).not.toBe(old.id);
    expect(data.account.healthDataConsentAt).toBeNull();
    expect(data).toMatchObject({
      assessments: [],
      assessmentDrafts: [],
      chatConversations: [],
      chatMessages: [],
      newsletterSubscription: null,
      newsletterSends: [],
      passwordResetLinks: [],
    });
    expect((await again.get("/api/assessments/draft")).status).toBe(200);
    expect((await (await again.get("/api/assessments")).json()).assessments).toEqual([]);
  });

  it("relies on ON DELETE CASCADE for every table that references users", async () => {
    const references = await queryRows<{ table: string; rule: string }>(
      t.db,
      sql`select tc.table_name as "table", rc.delete_rule as rule
          from information_schema.table_constraints tc
          join information_schema.referential_constraints rc on rc.constraint_name = tc.constraint_name and rc.constraint_schema = tc.constraint_schema
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'users'`,
    );
    expect(references.length).toBeGreaterThanOrEqual(4);
    expect(references.filter((reference) => reference.rule !== "CASCADE")).toEqual([]);
    // And every user_id column is such a reference.
    const userIdColumns = await queryRows<{ table: string }>(
      t.db,
      sql`select table_name as "table" from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    expect(userIdColumns.map((c) => c.table).sort()).toEqual([...new Set(references.map((r) => r.table))].sort());
  });
});
