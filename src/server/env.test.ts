import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";
import { describeConfig, resolveConfig } from "./config.ts";

/** The problems parseEnv reports for `source` (none when it parses); any other error fails the test. */
function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe("environment", () => {
  it("has defaults that start the app with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable at once", () => {
    const problems = problemsOf({
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      SMTP_URL: "not a url",
      AUTH_SECRET: "short",
    });
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual(["AUTH_SECRET", "DATABASE_URL", "PORT", "SMTP_URL"]);
  });

  it("requires AUTH_SECRET in production", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual(["AUTH_SECRET: required when NODE_ENV=production"]);
  });

  it("requires AUTH_SECRET whenever DATABASE_URL is set, since instances on one database share sessions", () => {
    const message =
      "AUTH_SECRET: required when DATABASE_URL is set: every instance on one database must share the same secret";
    expect(problemsOf({ DATABASE_URL: "postgres://db:5432/app" })).toEqual([message]);
    expect(problemsOf({ DATABASE_URL: "postgres://db:5432/app", NODE_ENV: "production" })).toEqual([message]);
    expect(problemsOf({ DATABASE_URL: "postgres://db:5432/app", AUTH_SECRET: "x".repeat(32) })).toEqual([]);
    // Embedded PGlite is one process: a secret generated into DATA_DIR is enough.
    expect(problemsOf({})).toEqual([]);
  });

  it("trusts the Vite dev origin only when DEV_ORIGIN says so (set by scripts/dev.ts), never because of NODE_ENV", () => {
    const secret = { AUTH_SECRET: "x".repeat(32) };
    expect(resolveConfig(parseEnv({ ...secret })).devOrigins).toEqual([]);
    expect(resolveConfig(parseEnv({ ...secret, NODE_ENV: "development" })).devOrigins).toEqual([]);
    expect(resolveConfig(parseEnv({ ...secret, NODE_ENV: "test" })).devOrigins).toEqual([]);
    expect(resolveConfig(parseEnv({ ...secret, DEV_ORIGIN: "http://localhost:5173/" })).devOrigins).toEqual([
      "http://localhost:5173",
    ]);
    expect(problemsOf({ ...secret, NODE_ENV: "production", DEV_ORIGIN: "http://localhost:5173" })).toEqual([
      "DEV_ORIGIN: not allowed when NODE_ENV=production",
    ]);
    expect(problemsOf({ DEV_ORIGIN: "javascript:alert(1)" }).map((p) => p.split(":")[0])).toEqual(["DEV_ORIGIN"]);
  });

  it("opens /metrics to loopback by default, to listed addresses and networks, or with a token", () => {
    const secret = { AUTH_SECRET: "x".repeat(32) };
    expect(resolveConfig(parseEnv(secret)).metrics).toEqual({ allow: ["127.0.0.1", "::1"], token: undefined });
    const configured = resolveConfig(
      parseEnv({ ...secret, METRICS_ALLOW: "10.0.0.5, 172.28.0.0/16,fd00::/8", METRICS_TOKEN: "t".repeat(16) }),
    );
    expect(configured.metrics).toEqual({ allow: ["10.0.0.5", "172.28.0.0/16", "fd00::/8"], token: "t".repeat(16) });
    expect(problemsOf({ METRICS_ALLOW: "everyone" }).map((p) => p.split(":")[0])).toEqual(["METRICS_ALLOW.0"]);
    expect(problemsOf({ METRICS_ALLOW: "10.0.0.0/33" }).map((p) => p.split(":")[0])).toEqual(["METRICS_ALLOW.0"]);
    expect(problemsOf({ METRICS_TOKEN: "short" }).map((p) => p.split(":")[0])).toEqual(["METRICS_TOKEN"]);
  });

  it("drains for 5 s before stopping in production, not at all elsewhere, unless SHUTDOWN_DRAIN_MS says", () => {
    const secret = { AUTH_SECRET: "x".repeat(32) };
    expect(resolveConfig(parseEnv({ ...secret, NODE_ENV: "production" })).shutdownDrainMs).toBe(5_000);
    expect(resolveConfig(parseEnv(secret)).shutdownDrainMs).toBe(0);
    expect(resolveConfig(parseEnv({ ...secret, NODE_ENV: "production", SHUTDOWN_DRAIN_MS: "0" })).shutdownDrainMs).toBe(
      0,
    );
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: "-1" }).map((p) => p.split(":")[0])).toEqual(["SHUTDOWN_DRAIN_MS"]);
  });

  it("prints sign-up confirmation links only with the outbox and outside production (decision 024)", () => {
    const secret = { AUTH_SECRET: "x".repeat(32) };
    expect(resolveConfig(parseEnv(secret)).printMailLinks).toBe(true);
    expect(resolveConfig(parseEnv({ ...secret, NODE_ENV: "development" })).printMailLinks).toBe(true);
    expect(resolveConfig(parseEnv({ ...secret, NODE_ENV: "production" })).printMailLinks).toBe(false);
    expect(resolveConfig(parseEnv({ ...secret, SMTP_URL: "smtp://mail.example:587" })).printMailLinks).toBe(false);
  });

  it("describes the parts it will use in the start banner", () => {
    const offline = resolveConfig(parseEnv({ DATA_DIR: "/tmp/ff", AUTH_SECRET: "x".repeat(32) }));
    const banner = describeConfig(offline, "embedded PGlite at /tmp/ff/db").join("\n");
    expect(banner).toContain("http://localhost:3000");
    expect(banner).toContain("embedded PGlite at /tmp/ff/db");
    expect(banner).toContain("outbox folder /tmp/ff/outbox");
    expect(banner).toContain("offline nutrition engine");

    const remote = resolveConfig(
      parseEnv({
        AUTH_SECRET: "x".repeat(32),
        SMTP_URL: "smtp://user:pw@mail.example.com:587",
        OPENAI_API_KEY: "sk-test",
        OPENAI_MODEL: "gpt-4o",
      }),
    );
    const text = describeConfig(remote, "PostgreSQL at db:5432/app").join("\n");
    expect(text).toContain("SMTP at mail.example.com:587");
    expect(text).not.toContain("pw");
    expect(text).not.toContain("sk-test");
    expect(text).toContain("model gpt-4o");
  });
});
