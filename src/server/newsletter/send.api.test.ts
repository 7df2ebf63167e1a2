import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendFixtureArticle } from "../../../tests/support/personal-fixture.ts";
import {
  createTestApp,
  testAdminToken,
  testAppUrl,
  uniqueEmail,
  type TestApp,
} from "../../../tests/support/test-app.ts";
import { adminTokenHeader, newsletterSendPath } from "../../shared/newsletter.ts";
import { newsletterEmailTexts, newsletterSendTexts } from "../../shared/texts/newsletter.ts";
import type { Mailer } from "../mail/mailer.ts";

const slug = "eat-your-vitamin-d";
const failingAddresses = new Set<string>();
/** Addresses whose email waits until the test releases it, as over a slow SMTP link; resolved once it waits. */
const slowAddresses = new Map<string, { reached: PromiseWithResolvers<void>; release: PromiseWithResolvers<void> }>();
/** An outbox that refuses the addresses a test names, as an SMTP server might, and holds the slow ones. */
const flakyMailer = (mailer: Mailer): Mailer => ({
  async send(message) {
    if (failingAddresses.has(message.to)) throw new Error("550 mailbox unavailable");
    const slow = slowAddresses.get(message.to);
    if (slow) {
      slow.reached.resolve();
      await slow.release.promise;
    }
    await mailer.send(message);
  },
});
const t = await createTestApp({ wrapMailer: flakyMailer });

let ipCounter = 0;
async function subscribe(app: TestApp, count: number) {
  const emails = Array.from({ length: count }, () => uniqueEmail("reader"));
  for (const email of emails)
    expect((await app.client(`198.18.80.${++ipCounter}`).post("/api/newsletter", { email })).status).toBe(201);
  return emails;
}
/** What a run that died after claiming `email` leaves behind (its email may have gone out): a "sending" row. */
async function leaveInDoubt(email: string) {
  await t.db.execute(sql`insert into newsletter_sends (subscriber_id, article_slug, claimed_at)
    select id, ${slug}, now() - interval '1 hour' from newsletter_subscribers where email = ${email}`);
}
/** Unsubscribes `email`, so its in-doubt row does not show up in the later tests' counts. */
async function forgetInDoubt(email: string) {
  await t.db.execute(sql`delete from newsletter_subscribers where email = ${email}`);
}
const mailsTo = async (app: TestApp, email: string) => (await app.outbox()).filter((m) => m.to.includes(email));
const reportOf = (events: Record<string, unknown>[]) => events.at(-1);

describe("the admin route npm run newsletter:send calls", () => {
  it("answers only this machine, with the data folder's token, not through a proxy", async () => {
    const refused = [
      t.client("203.0.113.9").post(newsletterSendPath, { slug }, { [adminTokenHeader]: testAdminToken }),
      t.client("127.0.0.1").post(newsletterSendPath, { slug }),
      t.client("127.0.0.1").post(newsletterSendPath, { slug }, { [adminTokenHeader]: "wrong-token" }),
      t
        .client("127.0.0.1")
        .post(newsletterSendPath, { slug }, { [adminTokenHeader]: testAdminToken, "x-forwarded-for": "203.0.113.9" }),
      t.client("::ffff:10.0.0.1").post(newsletterSendPath, { slug }, { [adminTokenHeader]: testAdminToken }),
    ];
    for (const response of await Promise.all(refused)) expect(response.status).toBe(404);
    const ipv6 = await t
      .client("::1")
      .post(newsletterSendPath, { slug: "no-such-article" }, { [adminTokenHeader]: testAdminToken });
    expect(ipv6.status).toBe(404);
    expect((await ipv6.json()).error.message).toBe('No article with the slug "no-such-article".');
  });
});

describe("sending an article", () => {
  it("sends its summary and link to every active subscriber once, reporting progress, then sent / skipped / failed", async () => {
    const first = await subscribe(t, 3);
    const events = await sendFixtureArticle(t);
    expect(events[0]).toEqual({
      type: "start",
      article: { slug, title: expect.stringMatching(/^Vitamin D from food/) },
      total: expect.any(Number),
    });
    const total = (events[0] as { total: number }).total;
    expect(events.filter((e) => e.type === "progress").map((e) => e.done)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
    expect(reportOf(events)).toEqual({ type: "done", report: { sent: total, skipped: 0, inDoubt: 0, failed: 0 } });

    for (const email of first) {
      const mails = await mailsTo(t, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(
        newsletterEmailTexts.subject("Vitamin D from food: what a plate can and cannot do"),
      );
      expect(mails[0]?.text).toContain("Oily fish, eggs and UV-exposed mushrooms give real vitamin D");
      expect(mails[0]?.text).toContain(`${testAppUrl}/blog/${slug}`);
      expect(mails[0]?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }

    // A second run sends nothing again; a new subscriber gets it; everyone else is skipped.
    const [late] = await subscribe(t, 1);
    expect(reportOf(await sendFixtureArticle(t))).toEqual({
      type: "done",
      report: { sent: 1, skipped: total, inDoubt: 0, failed: 0 },
    });
    expect(reportOf(await sendFixtureArticle(t))).toEqual({
      type: "done",
      report: { sent: 0, skipped: total + 1, inDoubt: 0, failed: 0 },
    });
    for (const email of [...first, late ?? ""]) expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it("retries a failed address on the next run, and counts one a crashed run was sending as in doubt, not resent", async () => {
    const [bounced, crashed, fine] = await subscribe(t, 3);
    failingAddresses.add(bounced ?? "");
    await leaveInDoubt(crashed ?? "");
    const events = await sendFixtureArticle(t);
    expect(events).toContainEqual({
      type: "progress",
      done: expect.any(Number),
      total: expect.any(Number),
      outcome: "failed",
      email: bounced,
    });
    expect(events).toContainEqual({
      type: "progress",
      done: expect.any(Number),
      total: expect.any(Number),
      outcome: "inDoubt",
      email: crashed,
    });
    expect(reportOf(events)).toMatchObject({ report: { sent: 1, inDoubt: 1, failed: 1 } });
    expect(await mailsTo(t, fine ?? "")).toHaveLength(1);

    failingAddresses.clear();
    expect(reportOf(await sendFixtureArticle(t))).toMatchObject({ report: { sent: 1, inDoubt: 1, failed: 0 } });
    expect(await mailsTo(t, bounced ?? "")).toHaveLength(1);
    expect(await mailsTo(t, crashed ?? "")).toHaveLength(0);
    await forgetInDoubt(crashed ?? "");
  });

  it("resends to those in doubt only when the operator asks (--resend-in-doubt), and then only once", async () => {
    const [crashed] = await subscribe(t, 1);
    await leaveInDoubt(crashed ?? "");
    const resent = await sendFixtureArticle(t, slug, { resendInDoubt: true });
    expect(resent).toContainEqual({
      type: "progress",
      done: expect.any(Number),
      total: expect.any(Number),
      outcome: "sent",
      email: crashed,
    });
    expect(reportOf(resent)).toMatchObject({ report: { sent: 1, inDoubt: 0, failed: 0 } });
    expect(await mailsTo(t, crashed ?? "")).toHaveLength(1);

    // Now sent for certain: neither a plain run nor another resend run sends it again.
    for (const options of [{}, { resendInDoubt: true }]) {
      const again = await sendFixtureArticle(t, slug, options);
      expect(again).toContainEqual({
        type: "progress",
        done: expect.any(Number),
        total: expect.any(Number),
        outcome: "skipped",
        email: crashed,
      });
      expect(reportOf(again)).toMatchObject({ report: { sent: 0, inDoubt: 0 } });
    }
    expect(await mailsTo(t, crashed ?? "")).toHaveLength(1);
  });

  it("refuses a resend of those in doubt while another send is running, so it cannot take over claims in progress", async () => {
    const [slowOne, crashed] = await subscribe(t, 2);
    await leaveInDoubt(crashed ?? "");
    const slow = { reached: Promise.withResolvers<void>(), release: Promise.withResolvers<void>() };
    slowAddresses.set(slowOne ?? "", slow);
    const first = sendFixtureArticle(t);
    await slow.reached.promise; // the first run is now sending
    const second = await t
      .client("127.0.0.1")
      .post(newsletterSendPath, { slug, resendInDoubt: true }, { [adminTokenHeader]: testAdminToken });
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe(newsletterSendTexts.busyForResend);
    slow.release.resolve();
    slowAddresses.clear();
    expect(reportOf(await first)).toMatchObject({ report: { sent: 1, inDoubt: 1 } });
    expect(await mailsTo(t, crashed ?? "")).toHaveLength(0);

    // Once that run is over, the resend goes ahead.
    expect(reportOf(await sendFixtureArticle(t, slug, { resendInDoubt: true }))).toMatchObject({
      report: { sent: 1, inDoubt: 0 },
    });
    expect(await mailsTo(t, crashed ?? "")).toHaveLength(1);
  });

  it("two runs at once still send each subscriber one email", async () => {
    const emails = await subscribe(t, 5);
    const [a, b] = await Promise.all([sendFixtureArticle(t), sendFixtureArticle(t)]);
    const sent = (events: Record<string, unknown>[]) => (reportOf(events) as { report: { sent: number } }).report.sent;
    expect(sent(a ?? []) + sent(b ?? [])).toBe(5);
    for (const email of emails) expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it("stops before the next subscriber when the server shuts down, and a later run sends the rest", async () => {
    const emails = await subscribe(t, 2);
    t.deps.lifecycle.shuttingDown = true;
    try {
      const events = await sendFixtureArticle(t);
      expect(events).toContainEqual({ type: "stopped", remaining: expect.any(Number) });
      expect(reportOf(events)).toEqual({ type: "done", report: { sent: 0, skipped: 0, inDoubt: 0, failed: 0 } });
    } finally {
      t.deps.lifecycle.shuttingDown = false;
    }
    expect(reportOf(await sendFixtureArticle(t))).toMatchObject({ report: { sent: 2, failed: 0 } });
    for (const email of emails) expect(await mailsTo(t, email)).toHaveLength(1);
  });
});
