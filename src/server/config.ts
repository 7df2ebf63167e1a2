import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env.ts";
import type { DatabaseTarget } from "./db/client.ts";

/** The server's resolved configuration: everything derived from the environment, once. */
export interface AppConfig {
  port: number;
  appUrl: string;
  dataDir: string;
  database: DatabaseTarget;
  authSecret: string;
  /** Where the blog's Markdown articles are (the newsletter sends them). */
  blogDir: string;
  mail: { kind: "smtp"; url: string; from: string } | { kind: "outbox"; dir: string; from: string };
  ai:
    | { kind: "offline" }
    | { kind: "provider"; baseURL: string; apiKey: string | undefined; model: string | undefined };
  trustedProxies: string[];
  /** Cookies marked Secure and HSTS sent only when the public URL is https. */
  secure: boolean;
  /** Origins trusted besides appUrl for state-changing requests: the Vite dev server under `npm run dev`, else none. */
  devOrigins: string[];
  /** Who may read /metrics: client addresses or networks, or anyone with the bearer token. Loopback only when absent. */
  metrics?: MetricsAccess;
  /**
   * Print each sign-up confirmation link on the console: only with the outbox (no SMTP_URL) and outside
   * production, so `npm start` stays a one-command start (decision 024). Never in production.
   */
  printMailLinks?: boolean;
  /** How far below the server's CPU priority password hashing runs (nice values; password.ts). Default 10. */
  passwordHashNice?: number;
  /** How long a stopping instance keeps serving with /readyz at 503 before it stops accepting (index.ts). */
  shutdownDrainMs?: number;
}

export interface MetricsAccess {
  allow: string[];
  token?: string;
}

/** The public base URL, without a trailing slash: APP_URL, or this machine's port. The build writes it into prerendered pages too. */
export function appUrlOf(env: Pick<Env, "APP_URL" | "PORT">): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

export function resolveConfig(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  const appUrl = appUrlOf(env);
  const aiConfigured = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL || env.OPENAI_MODEL);
  return {
    port: env.PORT,
    appUrl,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dir: path.join(dataDir, "db") },
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir, authSecretFile),
    blogDir: path.resolve(env.BLOG_DIR),
    mail: env.SMTP_URL
      ? { kind: "smtp", url: env.SMTP_URL, from: env.MAIL_FROM }
      : { kind: "outbox", dir: path.join(dataDir, "outbox"), from: env.MAIL_FROM },
    ai: aiConfigured
      ? {
          kind: "provider",
          baseURL: env.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
          apiKey: env.OPENAI_API_KEY,
          model: env.OPENAI_MODEL ?? (env.OPENAI_BASE_URL ? undefined : "gpt-4o-mini"),
        }
      : { kind: "offline" },
    trustedProxies: env.TRUSTED_PROXIES,
    secure: appUrl.startsWith("https://"),
    devOrigins: env.DEV_ORIGIN ? [env.DEV_ORIGIN] : [],
    metrics: { allow: env.METRICS_ALLOW, token: env.METRICS_TOKEN },
    printMailLinks: !env.SMTP_URL && env.NODE_ENV !== "production",
    // Behind a balancer (production) a stopping instance first says it is not ready, then stops.
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === "production" ? 5_000 : 0),
    passwordHashNice: env.PASSWORD_HASH_NICE,
  };
}

export const authSecretFile = "auth-secret";
/**
 * Authorises `npm run newsletter:send` to the running server (decision 016): made by the server at
 * start (index.ts), readable only by its user, read by the command.
 */
export const adminTokenFile = "admin-token";

/** A secret generated on first start and kept (readable by the owner only) in the data folder. */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The start banner's lines: where the app is and which real parts it is using. */
export function describeConfig(config: AppConfig, databaseDescription: string): string[] {
  const mail =
    config.mail.kind === "smtp"
      ? `SMTP at ${new URL(config.mail.url).host}`
      : `outbox folder ${config.mail.dir}${config.printMailLinks ? " (sign-up confirmation links are also printed below)" : ""}`;
  const ai =
    config.ai.kind === "offline"
      ? "offline nutrition engine (no OPENAI_* set)"
      : `OpenAI-compatible provider at ${new URL(config.ai.baseURL).host}, model ${config.ai.model ?? "(not configured)"}`;
  return [
    `FoodFirst listening on ${config.appUrl}`,
    `  database: ${databaseDescription}`,
    `  mail:     ${mail}`,
    `  AI:       ${ai}`,
  ];
}
