import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { createApp } from "../../src/server/app.ts";
import type { AppConfig } from "../../src/server/config.ts";
import type { ChatLimits } from "../../src/server/chat/limits.ts";
import type { GenerationTimings } from "../../src/server/generation/index.ts";
import { defaultRateLimits, type RateLimits } from "../../src/server/http/rate-limit.ts";
import type { SignedInRenderer } from "../../src/server/http/signed-in-pages.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createMailer, type Mailer } from "../../src/server/mail/mailer.ts";
import type { KnowledgeBase } from "../../src/server/nutrition/kb/knowledge-base.ts";
import { loadKnowledgeBase } from "../../src/server/nutrition/kb/load.ts";
import { createTestDatabase } from "./test-database.ts";
import { readOutbox } from "./outbox.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's migrated databases (migrated-database.ts, the API suite's global setup). */
    pgliteImage?: string;
    postgresTemplate?: string;
  }
}

export const testAppUrl = "http://localhost:3000";
export const testAdminToken = "test-admin-token-test-admin-token-0123";

export interface TestAppOptions {
  rateLimits?: Partial<RateLimits>;
  ai?: AppConfig["ai"];
  trustedProxies?: string[];
  /** Serve as if APP_URL were https (Secure cookies, HSTS). */
  secure?: boolean;
  /** Shorter generation timings (save interval, heartbeat, stale limit, stream polling, keep-alive). */
  generationTimings?: Partial<GenerationTimings>;
  /** The articles the newsletter sends (tests/fixtures/blog by default). */
  blogDir?: string;
  /** Receives the app's structured log lines (silent otherwise). */
  logStream?: { write(line: string): void };
  /** Origins trusted besides the app's own (as DEV_ORIGIN does under `npm run dev`). */
  devOrigins?: string[];
  /** The chat's limits (messages a minute and a day, conversations, daily tokens). */
  chatLimits?: Partial<ChatLimits>;
  /** Wraps the outbox mailer (e.g. to make some sends fail). */
  wrapMailer?: (mailer: Mailer) => Mailer;
  /** Print confirmation links on the console, as `npm start` does outside production (config.ts printMailLinks). */
  printMailLinks?: boolean;
  /** A built app to serve (dist/web's shape) and its prerendered documents (dist/pages' shape). */
  staticDir?: string;
  pagesDir?: string;
  /** The signed-in pages' renderer (decision 030): with `staticDir`, /dashboard and the results page are rendered per request. */
  loadSignedInRenderer?: () => Promise<SignedInRenderer>;
}

/**
 * The knowledge base, read once per test worker (the API files share their worker's modules, decision 029): it is
 * read-only data, as one server process shares it between requests; each file still builds its own app on it.
 */
let sharedKnowledgeBase: KnowledgeBase | undefined;
const knowledgeBase = () => (sharedKnowledgeBase ??= loadKnowledgeBase());

/**
 * The whole app, in process, on a fresh database and a fresh outbox folder. Call it at the top of
 * a test file (it closes itself after the file's tests); each test makes its own users.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const handle = await createTestDatabase({
    imageFile: inject("pgliteImage"),
    postgresTemplate: inject("postgresTemplate"),
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "foodfirst-test-"));
  const config: AppConfig = {
    port: 3000,
    appUrl: testAppUrl,
    dataDir,
    // On PostgreSQL the real target, so each app listens for the others' session revocations (decision 026).
    database: handle.target,
    authSecret: "test-secret-test-secret-test-secret-0123",
    blogDir: options.blogDir ?? path.resolve(import.meta.dirname, "../fixtures/blog"),
    mail: { kind: "outbox", dir: path.join(dataDir, "outbox"), from: "FoodFirst <no-reply@foodfirst.test>" },
    ai: options.ai ?? { kind: "offline" },
    trustedProxies: options.trustedProxies ?? [],
    secure: options.secure ?? false,
    devOrigins: options.devOrigins ?? [],
    printMailLinks: options.printMailLinks ?? false,
    // Hashing at the test process's own priority: the suite's other steps run beside it (decision 035).
    passwordHashNice: 0,
  };
  const logger = options.logStream ? createLogger("info", options.logStream) : createLogger("silent");
  const confirmationLinks = new Map<string, string>();
  const { app, deps } = createApp({
    config,
    kb: knowledgeBase(),
    db: handle.db,
    mailer: recordingLinks(
      (options.wrapMailer ?? ((mailer) => mailer))(createMailer(config.mail, logger)),
      confirmationLinks,
    ),
    logger,
    adminToken: testAdminToken,
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    generationTimings: options.generationTimings,
    chatLimits: options.chatLimits,
    staticDir: options.staticDir,
    pagesDir: options.pagesDir,
    loadSignedInRenderer: options.loadSignedInRenderer,
  });
  afterAll(async () => {
    await deps.closeRevocations();
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    deps,
    db: handle.db,
    outbox: () => readOutbox(config.mail.kind === "outbox" ? config.mail.dir : ""),
    /** A browser-like client: keeps its cookies, sends the app's Origin, comes from one address. */
    client: (ip = "203.0.113.10") => new TestClient(app, ip, confirmationLinks),
    /** Every confirmation link this app's mailer sent, by address: for clients of another instance on its database. */
    confirmationLinks,
    /** The newest sign-up confirmation link sent to an address (also in the outbox). */
    confirmationLink: (email: string) => confirmationLinks.get(email.toLowerCase()),
  };
}

/** Keeps the newest sign-up confirmation link sent to each address, so a test client can follow it like a person. */
function recordingLinks(mailer: Mailer, links: Map<string, string>): Mailer {
  return {
    async send(message) {
      await mailer.send(message);
      const link = message.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
      if (link) links.set(message.to.toLowerCase(), link);
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Makes signed-up people, each from their own address under `ipPrefix` ("198.18"), so the per-address
 * sign-up limit sees separate people.
 */
export function signedInClients(t: Pick<TestApp, "client">, ipPrefix: string): () => Promise<TestClient> {
  let ipCounter = 0;
  return async () => {
    ipCounter += 1;
    const client = t.client(`${ipPrefix}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`);
    await client.signUp();
    return client;
  };
}

let emailCounter = 0;
/** A unique email for each user a test makes. */
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

/**
 * A fetch Response whose `json()` is untyped, as the DOM's is: tests read whatever fields they check.
 * (Node's own Response types `json()` as `unknown`.)
 */
export interface TestResponse extends Response {
  // oxlint-disable-next-line typescript/no-explicit-any -- test bodies are read field by field
  json(): Promise<any>;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly app: { request: (input: string, init: RequestInit, env: unknown) => Response | Promise<Response> };
  readonly ip: string;
  readonly confirmationLinks: Map<string, string>;

  constructor(app: TestClient["app"], ip: string, confirmationLinks = new Map<string, string>()) {
    this.app = app;
    this.ip = ip;
    this.confirmationLinks = confirmationLinks;
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const init: RequestInit = {
      method,
      headers: {
        origin: testAppUrl,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    };
    // The env mimics @hono/node-server's bindings, so the app sees this client's socket address.
    const response = await this.app.request(url, init, { incoming: { socket: { remoteAddress: this.ip } } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/max-age=0/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response as TestResponse;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", url, body ?? {}, headers);
  }

  delete(url: string, headers?: Record<string, string>) {
    return this.request("DELETE", url, undefined, headers);
  }

  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("PUT", url, body ?? {}, headers);
  }

  /**
   * Signs up as the sign-up page does (with the agreement to storing health-related answers ticked, by
   * default, without which no assessment can be started), then opens the emailed confirmation link, which
   * signs this client in (decision 024).
   */
  async signUp(email = uniqueEmail(), password = "correct horse battery", { consent = true } = {}) {
    const response = await this.post("/api/auth/sign-up/email", {
      email,
      password,
      name: "",
      healthDataConsent: consent,
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const confirmed = await this.confirmEmail(email);
    if (confirmed.status !== 302 || this.cookies.size === 0) throw new Error(`confirming failed: ${confirmed.status}`);
    return { email, password };
  }

  /** Opens the newest confirmation link emailed to `email`, as a person clicking it in this browser. */
  async confirmEmail(email: string) {
    const link = this.confirmationLinks.get(email.toLowerCase());
    if (!link) throw new Error(`no confirmation link was sent to ${email}`);
    const url = new URL(link);
    return this.get(`${url.pathname}${url.search}`);
  }

  async signIn(email: string, password: string) {
    return this.post("/api/auth/sign-in/email", { email, password });
  }
}
