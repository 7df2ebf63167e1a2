import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { launchApp } from "../../tests/support/launch-app.ts";

// The real start command: `node src/server/index.ts`, as `npm start` runs it.
describe("starting and stopping the server", { timeout: 60_000 }, () => {
  it("refuses a bad configuration, naming each bad variable", () => {
    const result = spawnSync(process.execPath, ["src/server/index.ts"], {
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATABASE_URL: "mysql://nope" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).toContain("DATABASE_URL:");
  });

  it("prints its banner, refuses a second start on the same data folder, and finishes requests in flight on SIGTERM", async () => {
    const app = await launchApp({ LOG_LEVEL: "info" });
    try {
      expect(app.output()).toContain(`FoodFirst listening on ${app.url}`);
      expect(app.output()).toContain(`database: embedded PGlite at ${app.dataDir}/db`);

      const second = spawnSync(process.execPath, ["src/server/index.ts"], {
        env: { PATH: process.env.PATH, DATA_DIR: app.dataDir, PORT: "3999" },
        encoding: "utf8",
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is already using ${app.dataDir}`);

      // Sign-ups hash passwords (argon2id), so they are still running when SIGTERM arrives.
      const inFlight = Array.from({ length: 8 }, (_, i) =>
        fetch(`${app.url}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: app.url, "x-forwarded-for": `10.1.1.${i + 1}` },
          body: JSON.stringify({ email: `shutdown${i}@example.com`, password: "a-long-password", name: "" }),
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      const exited = app.stop();
      const statuses = (await Promise.all(inFlight)).map((r) => r.status);
      expect(statuses).toEqual(Array(8).fill(200));
      await exited;
      expect(app.output()).toContain("shutting down");
      await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();
    } finally {
      await app.stop();
    }
  });
});
