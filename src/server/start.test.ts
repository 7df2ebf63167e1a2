import { spawnSync } from "node:child_process";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { launchBuiltApp, serverEntries } from "../../tests/support/launch-app.ts";

// The real start command as `npm start` runs it: `node dist/server/index.js`, the build's bundle (this project, the
// "servers" step of `npm test`, runs after the build). The sources start the same code under `npm run dev`.
describe("starting and stopping the server", { timeout: 60_000 }, () => {
  it("refuses a bad configuration, naming each bad variable", () => {
    const result = spawnSync(process.execPath, [serverEntries.built], {
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATABASE_URL: "mysql://nope" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).toContain("DATABASE_URL:");
  });

  it("prints its banner, refuses a second start on the same data folder, and finishes requests in flight on SIGTERM", async () => {
    const app = await launchBuiltApp({ LOG_LEVEL: "info" });
    try {
      expect(app.output()).toContain(`FoodFirst listening on ${app.url}`);
      expect(app.output()).toContain(`database: embedded PGlite at ${app.dataDir}/db`);

      const second = spawnSync(process.execPath, [serverEntries.built], {
        env: { PATH: process.env.PATH, DATA_DIR: app.dataDir, PORT: "3999" },
        encoding: "utf8",
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is already using ${app.dataDir}`);

      // A request whose body is still arriving when SIGTERM comes: it must still be answered.
      const body = JSON.stringify({ email: "shutdown@example.com", password: "a-long-password", name: "" });
      const connected = Promise.withResolvers<void>();
      let exited: Promise<void> | undefined;
      const answered = new Promise<number>((resolve, reject) => {
        const request = http.request(`${app.url}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: app.url },
        });
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
        request.on("socket", (socket) => socket.on("connect", () => connected.resolve()));
        request.write(body.slice(0, 10));
        void connected.promise.then(async () => {
          await new Promise((r) => setTimeout(r, 300)); // the server has the request; now stop it
          exited = app.stop();
          await new Promise((r) => setTimeout(r, 300));
          request.end(body.slice(10));
        });
      });
      expect(await answered).toBe(200);
      await exited;
      expect(app.output()).toContain("shutting down");
      await expect(fetch(`${app.url}/healthz`)).rejects.toThrow(/fetch failed/);
    } finally {
      await app.stop();
    }
  });

  it("on SIGTERM first drains: still serves, says not ready and closes each connection, then stops", async () => {
    const app = await launchBuiltApp({ SHUTDOWN_DRAIN_MS: "1500", LOG_LEVEL: "info" });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(`${app.url}${path}`, (response) => {
            response.resume();
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
          })
          .on("error", reject);
      });
    try {
      expect(await get("/readyz")).toEqual({ status: 200, connection: "keep-alive" });
      const started = Date.now();
      const stopped = app.stop();
      // Once the server has the signal (within 200 ms on a quiet machine; a loaded one took longer), and still
      // within its 1.5 s drain.
      await expect
        .poll(() => get("/readyz"), { interval: 50, timeout: 1_400 })
        .toEqual({ status: 503, connection: "close" });
      expect(await get("/healthz")).toEqual({ status: 200, connection: "close" });
      await stopped;
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
      expect(app.output()).toContain('"drainMs":1500');
    } finally {
      await app.stop();
    }
  });
});
