import { describe, expect, it } from "vitest";
import { personWithEverything } from "../../../tests/support/personal-fixture.ts";
import { tracesOf } from "../../../tests/support/personal-data.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { exportSections } from "./export.ts";

const t = await createTestApp();

const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

describe("Download my data", () => {
  it("is one JSON file of a documented, stable shape with everything stored about the person", async () => {
    const person = await personWithEverything(t, "198.18.50");
    const bystander = await personWithEverything(t, "198.18.51");
    const response = await person.client.get("/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="foodfirst-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const data = JSON.parse(text);

    // The shape docs/data-export.md describes, in this order.
    expect(Object.keys(data)).toEqual([
      "format",
      "version",
      "exportedAt",
      "account",
      "signInMethods",
      "sessions",
      "assessments",
      "assessmentDrafts",
      "chatConversations",
      "chatMessages",
      "usageLedger",
      "newsletterSubscription",
      "newsletterSends",
      "passwordResetLinks",
      "rateLimits",
    ]);
    expect(data).toMatchObject({ format: "foodfirst-data-export", version: 1, exportedAt: iso });
    expect(data.account).toEqual({
      id: expect.any(String),
      name: "",
      email: person.email,
      emailVerified: true,
      image: null,
      healthDataConsentAt: iso,
      createdAt: iso,
      updatedAt: iso,
    });
    expect(data.signInMethods).toEqual([
      {
        id: expect.any(String),
        accountId: data.account.id,
        providerId: "credential",
        userId: data.account.id,
        accessTokenExpiresAt: null,
        refreshTokenExpiresAt: null,
        scope: null,
        createdAt: iso,
        updatedAt: iso,
      },
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(Object.keys(data.sessions[0]).sort()).toEqual([
      "createdAt",
      "expiresAt",
      "id",
      "ipAddress",
      "updatedAt",
      "userAgent",
      "userId",
    ]);
    expect(data.assessments).toHaveLength(1);
    expect(data.assessments[0]).toMatchObject({
      id: person.assessmentId,
      status: "completed",
      assessmentData: completeAnswers,
      assessmentResults: expect.stringContaining("#"),
    });
    expect(data.assessmentDrafts).toEqual([
      { userId: data.account.id, step: 2, answers: { firstName: "Ada", weight: 61 }, updatedAt: iso },
    ]);
    expect(data.chatConversations).toEqual([
      { id: person.conversationId, userId: data.account.id, title: expect.any(String), createdAt: iso, updatedAt: iso },
    ]);
    expect(data.chatMessages.map((m: { role: string; conversationId: string }) => [m.role, m.conversationId])).toEqual([
      ["user", person.conversationId],
      ["assistant", person.conversationId],
    ]);
    expect(data.chatMessages[0]).toMatchObject({ text: "Which foods give me vitamin D?", userId: data.account.id });
    expect(data.newsletterSubscription).toEqual({
      id: expect.any(String),
      email: person.email,
      subscribedAt: iso,
      status: "active",
    });
    expect(data.newsletterSends).toEqual([
      {
        subscriberId: data.newsletterSubscription.id,
        articleSlug: "eat-your-vitamin-d",
        status: "sent",
        claimedAt: iso,
        sentAt: iso,
      },
    ]);
    expect(data.passwordResetLinks).toEqual([
      { id: expect.any(String), expiresAt: iso, createdAt: iso, updatedAt: iso },
    ]);
    expect(data.rateLimits.map((row: { key: string }) => row.key)).toEqual(
      expect.arrayContaining([
        `assessment-generate:${data.account.id}`,
        `account-export:${data.account.id}`,
        `password-reset-account:${t.deps.accountLimits.subjectOf(person.email)}`,
      ]),
    );

    // No secret: no password hash, session token or reset token; nothing of anyone else.
    const sessionToken =
      decodeURIComponent(person.client.cookies.get("better-auth.session_token") ?? "").split(".")[0] ?? "";
    expect(sessionToken.length).toBeGreaterThan(10);
    expect(text).not.toContain(sessionToken);
    expect(text).not.toContain("$argon2id$");
    expect(text).not.toContain("reset-password:");
    expect(text).not.toContain(bystander.email);
    expect(text).not.toContain(bystander.assessmentId);
  });

  it("reads every table in which a person leaves a trace", async () => {
    const person = await personWithEverything(t, "198.18.52");
    const { account } = await (await person.client.get("/api/account/export")).json();
    const traced = Object.keys(
      await tracesOf(t.db, [account.id, person.email, t.deps.accountLimits.subjectOf(person.email)]),
    );
    const exported = new Set(Object.values(exportSections).map((section) => section.table));
    expect(traced.filter((table) => !exported.has(table))).toEqual([]);
    expect(traced.length).toBeGreaterThanOrEqual(11);
  });

  it("is the same document when nothing changed in between (apart from its time)", async () => {
    const person = await personWithEverything(t, "198.18.53");
    const read = async () => {
      const {
        exportedAt: _at,
        rateLimits: _limits,
        ...rest
      } = await (await person.client.get("/api/account/export")).json();
      return rest;
    };
    // The export's own rate-limit counter changes with each download; everything else stays put.
    expect(await read()).toEqual(await read());
  });
});
