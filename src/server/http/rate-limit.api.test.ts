import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { TestClient } from "../../../tests/support/test-app.ts";
import { defaultRateLimits } from "./rate-limit.ts";

const rule = { name: "newsletter", limit: 4, windowSeconds: 60 };
const t = await createTestApp({ rateLimits: { newsletter: rule } });

describe("rate limits", () => {
  it("hold across two server instances on one database", async () => {
    // A second instance of the app, sharing the first one's database, as behind a load balancer.
    const second = createApp({
      config: t.deps.config,
      db: t.db,
      mailer: t.deps.mailer,
      logger: createLogger("silent"),
      rateLimits: { ...defaultRateLimits, newsletter: rule },
    }).app;
    const ip = "198.51.100.99";
    const instances = [new TestClient(t.app, ip), new TestClient(second, ip)];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await instances[i % 2]!.post("/api/newsletter", { email: `multi${i}@example.com` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it("count concurrent requests exactly", async () => {
    const client = t.client("198.51.100.100");
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.post("/api/newsletter", { email: `burst${i}@example.com` })),
    );
    expect(responses.filter((r) => r.status === 429)).toHaveLength(12 - rule.limit);
  });
});
