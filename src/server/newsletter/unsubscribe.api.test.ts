import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendFixtureArticle } from "../../../tests/support/personal-fixture.ts";
import { createTestApp, testAppUrl, uniqueEmail } from "../../../tests/support/test-app.ts";
import { unsubscribeTexts } from "../../shared/texts/newsletter.ts";
import { queryRows } from "../db/client.ts";
import { unsubscribeToken } from "./tokens.ts";

const t = await createTestApp();
let ipCounter = 0;
const fresh = () => t.client(`198.18.70.${++ipCounter}`);

async function subscribe(email = uniqueEmail("reader")) {
  expect((await fresh().post("/api/newsletter", { email })).status).toBe(201);
  return email;
}

/** The unsubscribe link of the latest newsletter email to `email`, checked against its headers. */
async function linkFor(email: string, outbox?: Awaited<ReturnType<typeof t.outbox>>): Promise<URL> {
  const mail = (outbox ?? (await t.outbox())).filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no newsletter email to ${email}`);
  const link = mail.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)?.[0] ?? "";
  expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  return new URL(link);
}

async function isSubscribed(email: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from newsletter_subscribers where email = ${email} and status = 'active'`,
  );
  return rows[0]?.n === 1;
}

/** What a mail program sends for RFC 8058: a form POST, no cookie, no Origin, from its own server. */
async function oneClick(link: URL, from = "192.0.2.77") {
  return t.app.request(
    link.pathname + link.search,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    },
    { incoming: { socket: { remoteAddress: from } } },
  );
}

describe("unsubscribing", () => {
  it("every newsletter email carries a one-click link, also in its List-Unsubscribe headers", async () => {
    const email = await subscribe();
    await sendFixtureArticle(t);
    const link = await linkFor(email);
    expect(link.origin).toBe(testAppUrl);
  });

  it("one click (RFC 8058 POST) unsubscribes at once; a second click changes nothing and says so", async () => {
    const [ada, grace] = [await subscribe(), await subscribe()];
    await sendFixtureArticle(t);
    const first = await oneClick(await linkFor(ada));
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(unsubscribeTexts.done);
    expect(await isSubscribed(ada)).toBe(false);
    expect(await isSubscribed(grace)).toBe(true);

    const second = await oneClick(await linkFor(ada));
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(unsubscribeTexts.unchanged);
  });

  it("the page's button (POST /api/newsletter/unsubscribe) does the same; opening the link (GET) changes nothing", async () => {
    const email = await subscribe();
    await sendFixtureArticle(t);
    const link = await linkFor(email);
    await t.app.request(link.pathname + link.search); // a mail scanner following the link
    expect(await isSubscribed(email)).toBe(true);
    const token = link.searchParams.get("token");
    const client = fresh();
    expect(await (await client.post("/api/newsletter/unsubscribe", { token })).json()).toEqual({
      status: "unsubscribed",
    });
    expect(await (await client.post("/api/newsletter/unsubscribe", { token })).json()).toEqual({ status: "unchanged" });
  });

  it("answers a bad or reused token exactly alike, so it never tells whether an address is subscribed", async () => {
    const email = await subscribe();
    await sendFixtureArticle(t);
    const link = await linkFor(email);
    const [id] = (link.searchParams.get("token") ?? "").split(".");
    const answers = [];
    for (const token of [
      `${randomUUID()}.${"A".repeat(43)}`,
      "nonsense",
      `${id}.${"A".repeat(43)}`,
      unsubscribeToken("another-secret-of-32-characters-00000", id ?? ""),
    ]) {
      const response = await fresh().post("/api/newsletter/unsubscribe", { token });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(await isSubscribed(email)).toBe(true);
    await fresh().post("/api/newsletter/unsubscribe", { token: link.searchParams.get("token") });
    const reused = await fresh().post("/api/newsletter/unsubscribe", { token: link.searchParams.get("token") });
    answers.push({ status: reused.status, body: await reused.text() });
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 200, body: '{"status":"unchanged"}' })]),
    );
  });

  it("a token is good for its own address only", async () => {
    const [ada, grace] = [await subscribe(), await subscribe()];
    await sendFixtureArticle(t);
    const adaToken = (await linkFor(ada)).searchParams.get("token") ?? "";
    const graceToken = (await linkFor(grace)).searchParams.get("token") ?? "";
    // Ada's MAC on Grace's id, and the reverse.
    const [adaId, adaMac] = adaToken.split(".");
    const [graceId, graceMac] = graceToken.split(".");
    for (const token of [`${graceId}.${adaMac}`, `${adaId}.${graceMac}`]) {
      expect(await (await fresh().post("/api/newsletter/unsubscribe", { token })).json()).toEqual({
        status: "unchanged",
      });
    }
    expect(await isSubscribed(ada)).toBe(true);
    expect(await isSubscribed(grace)).toBe(true);
  });

  it("lets a person subscribe again later; the old link stays spent", async () => {
    const email = await subscribe();
    await sendFixtureArticle(t);
    const oldLink = await linkFor(email);
    await oneClick(oldLink);
    expect(await (await fresh().post("/api/newsletter", { email })).json()).toEqual({ status: "subscribed" });
    expect(await (await oneClick(oldLink)).text()).toBe(unsubscribeTexts.unchanged);
    expect(await isSubscribed(email)).toBe(true);
  });

  it("lets one mail provider's server unsubscribe many people after a send: 40 one-clicks from one address all succeed", async () => {
    const emails = [];
    for (let i = 0; i < 40; i++) emails.push(await subscribe());
    await sendFixtureArticle(t);
    const outbox = await t.outbox();
    const provider = "192.0.2.200";
    for (const email of emails) {
      const response = await oneClick(await linkFor(email, outbox), provider);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(unsubscribeTexts.done);
    }
    for (const email of emails) expect(await isSubscribed(email)).toBe(false);
  });

  it("the page's button is not limited per address either, and bad tokens from that address are still refused", async () => {
    const emails = [];
    for (let i = 0; i < 35; i++) emails.push(await subscribe());
    await sendFixtureArticle(t);
    const outbox = await t.outbox();
    const office = t.client("198.18.71.1");
    for (let i = 0; i < 35; i++) {
      expect(
        await (await office.post("/api/newsletter/unsubscribe", { token: `${randomUUID()}.${"A".repeat(43)}` })).json(),
      ).toEqual({ status: "unchanged" });
    }
    for (const email of emails) {
      const token = (await linkFor(email, outbox)).searchParams.get("token");
      expect(await (await office.post("/api/newsletter/unsubscribe", { token })).json()).toEqual({
        status: "unsubscribed",
      });
    }
  });
});
