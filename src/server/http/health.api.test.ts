import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/test-app.ts";

// /healthz is the process, /readyz the process and its database and not draining; the database
// out of reach is in database-outage.api.test.ts, the real SIGTERM in start.test.ts.

const t = await createTestApp();

describe("health and readiness", () => {
  it("is ready with a database and not shutting down, and says so without caching", async () => {
    const response = await t.client("127.0.0.1").get("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("connection")).toBeNull();
  });

  it("while draining: /readyz 503, /healthz still 200, and every answer closes its connection", async () => {
    t.deps.lifecycle.shuttingDown = true;
    try {
      const client = t.client("127.0.0.1");
      const ready = await client.get("/readyz");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "shutting_down" });
      expect((await client.get("/healthz")).status).toBe(200);
      // Requests still arriving are served, but the proxy must not reuse the connection.
      const served = await client.post("/api/newsletter", { email: "draining@example.com" });
      expect(served.status).toBe(201);
      expect(served.headers.get("connection")).toBe("close");
    } finally {
      t.deps.lifecycle.shuttingDown = false;
    }
  });
});
