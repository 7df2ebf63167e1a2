import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/test-app.ts";

// /healthz is the process, /readyz the process and its database and not draining; the database
// out of reach is in database-outage.api.test.ts, the real SIGTERM in start.test.ts.

const t = await createTestApp();
/** Behind a balancer at 10.0.0.2, as in production (TRUSTED_PROXIES). */
const behind = await createTestApp({ trustedProxies: ["10.0.0.2"] });

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

  it("while draining, turns back what the balancer can resend elsewhere by closing its connection unanswered, and serves the rest", async () => {
    const left: string[] = [];
    behind.deps.lifecycle.shuttingDown = true;
    behind.deps.lifecycle.leftBalancer = () => left.push("left");
    try {
      /** A request on a connection from `peer`; whether that connection was closed without an answer. */
      const send = async (peer: string, method: string, url: string, body?: unknown) => {
        let closed = false;
        const socket = { remoteAddress: peer, destroy: () => void (closed = true) };
        const init: RequestInit = {
          method,
          headers: { origin: "http://localhost:3000", "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        };
        const response = await behind.app.request(url, init, { incoming: { socket } });
        return { closed, status: response.status, connection: response.headers.get("connection") };
      };
      // nginx resends GET, HEAD, PUT, DELETE and OPTIONS to the next instance, and stops choosing this one.
      for (const [method, url] of [
        ["GET", "/api/assessments"],
        ["GET", "/"],
        ["PUT", "/api/assessments/draft"],
        ["HEAD", "/"],
        ["DELETE", "/api/account"],
      ] as const) {
        expect((await send("10.0.0.2", method, url)).closed, `${method} ${url}`).toBe(true);
      }
      expect(left.length).toBe(5);
      // A POST it would never resend: served, and the connection closed after the answer.
      expect(await send("10.0.0.2", "POST", "/api/newsletter", { email: "draining-behind@example.com" })).toEqual({
        closed: false,
        status: 201,
        connection: "close",
      });
      // The balancer's own probes, and anyone not behind the balancer: answered.
      expect(await send("10.0.0.2", "GET", "/readyz")).toEqual({ closed: false, status: 503, connection: "close" });
      expect(await send("10.0.0.2", "GET", "/healthz")).toEqual({ closed: false, status: 200, connection: "close" });
      expect(await send("203.0.113.5", "GET", "/api/auth/get-session")).toEqual({
        closed: false,
        status: 200,
        connection: "close",
      });
      expect(left.length).toBe(5);
    } finally {
      behind.deps.lifecycle.shuttingDown = false;
      behind.deps.lifecycle.leftBalancer = undefined;
    }
  });
});
