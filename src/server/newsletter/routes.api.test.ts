import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { newsletterTexts } from "../../shared/texts/newsletter.ts";
import { queryRows } from "../db/client.ts";

const t = await createTestApp({ rateLimits: { newsletter: { name: "newsletter", limit: 3, windowSeconds: 60 } } });

async function rowsFor(email: string) {
  return queryRows<{ email: string; status: string }>(
    t.db,
    sql`select email, status from newsletter_subscribers where email = ${email}`,
  );
}

describe("newsletter", () => {
  it("subscribes once, however the email is cased or spaced", async () => {
    const first = await t.client("203.0.113.1").post("/api/newsletter", { email: "  Ada.Lovelace@Example.COM " });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: "subscribed" });
    const again = await t.client("203.0.113.2").post("/api/newsletter", { email: "ada.lovelace@example.com" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already_subscribed" });
    expect(await rowsFor("ada.lovelace@example.com")).toEqual([
      { email: "ada.lovelace@example.com", status: "active" },
    ]);
  });

  it("keeps one row when fifty identical sign-ups arrive at once", async () => {
    const email = "concurrent@example.com";
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.client(`198.51.100.${i + 1}`).post("/api/newsletter", { email: i % 2 ? email.toUpperCase() : email }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("refuses a bad email with a clear message and stores nothing", async () => {
    for (const [i, email] of ["not-an-email", "", "a@b", 42].entries()) {
      const response = await t.client(`203.0.113.${30 + i}`).post("/api/newsletter", { email });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(newsletterTexts.invalidEmail);
    }
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from newsletter_subscribers where email not like '%@example.com'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("rate-limits each client", async () => {
    const client = t.client("192.0.2.200");
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.post("/api/newsletter", { email: `limit${i}@example.com` })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
