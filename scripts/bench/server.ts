import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../tests/support/launch-app.ts";
import { waitForConfirmationLink } from "../../tests/support/outbox.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What `npm run serve` runs: the built server when there is one, else the sources. */
export function serverEntry(): string {
  const built = path.join(projectRoot, "dist/server/index.js");
  return existsSync(built) ? built : path.join(projectRoot, "src/server/index.ts");
}

export interface BenchServer {
  url: string;
  dataDir: string;
  /** From spawn to the first 200 from /readyz (the database answers), polled every 5 ms. */
  readyMs: number;
  /** The server process (its CPU time per thread is read from /proc). */
  pid: number;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * Starts the real server as production runs it (LOG_LEVEL info: one log line per request, written
 * to a pipe the bench drains), on a free port, and times it to ready. 127.0.0.1 is the trusted
 * proxy, so each simulated person presents their own address in X-Forwarded-For, as behind a proxy.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  entry = serverEntry(),
): Promise<BenchServer> {
  const port = await freePort();
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "foodfirst-bench-")));
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      DATA_DIR: dir,
      APP_URL: url,
      TRUSTED_PROXIES: "127.0.0.1",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.resume(); // request logs: read and dropped, as a log shipper would take them
  child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error(`server not ready after 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    dataDir: dir,
    readyMs,
    pid: child.pid ?? 0,
    async stop(options = {}) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.keepData) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A distinct client address for the n-th simulated person (10.0.0.0/8 has room for 16 million). */
export function personAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const benchPassword = "bench-password-123";

/** A running server the bench signs people up on: its URL and DATA_DIR (its outbox is there, with no SMTP_URL). */
export interface BenchApp {
  url: string;
  dataDir: string;
}

/**
 * Opens the confirmation link emailed to `email` (read from the app's outbox: production mode prints
 * none), as the person would; returns the session cookie it sets (decision 024).
 */
export async function confirmSignUp(
  app: BenchApp,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const link = new URL(await waitForConfirmationLink([path.join(app.dataDir, "outbox")], email));
  // Not followed: the session cookie comes on the redirect itself.
  const response = await fetch(`${app.url}${link.pathname}${link.search}`, { headers, redirect: "manual" });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`bench confirmation failed: ${response.status}`);
  return cookie;
}

/** Signs up `count` people, each from their own address, each confirmed by their emailed link; returns their emails and session cookies. */
export async function signUpPeople(
  app: BenchApp,
  count: number,
  prefix: string,
  firstAddress = 1,
): Promise<Array<{ email: string; cookie: string }>> {
  const url = app.url;
  const people: Array<{ email: string; cookie: string }> = [];
  const stamp = Date.now().toString(36);
  // A few at a time: sign-up hashes a password, and the server is the thing being measured later.
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, j) => {
      const n = start + j;
      const email = `${prefix}${n}.${stamp}@example.com`;
      const response = await fetch(`${url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: url,
          "x-forwarded-for": personAddress(firstAddress + n),
        },
        body: JSON.stringify({ email, password: benchPassword, name: "" }),
      });
      if (!response.ok) throw new Error(`bench sign-up failed: ${response.status} ${await response.text()}`);
      const cookie = await confirmSignUp(app, email, { "x-forwarded-for": personAddress(firstAddress + n) });
      // As sign-up does in the browser: the person agrees to storing health-related answers (decision 017).
      const consent = await fetch(`${url}/api/account/consent`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: url,
          cookie,
          "x-forwarded-for": personAddress(firstAddress + n),
        },
        body: "{}",
      });
      if (!consent.ok) throw new Error(`bench consent failed: ${consent.status} ${await consent.text()}`);
      return { email, cookie };
    });
    people.push(...(await Promise.all(batch)));
  }
  return people;
}
