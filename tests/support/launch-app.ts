import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readOutbox } from "./outbox.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface LaunchedApp {
  url: string;
  dataDir: string;
  outbox: () => ReturnType<typeof readOutbox>;
  /** What the server printed (banner and logs), for failure reports. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The server's sources, as `npm run dev` and the start tests run them, and the bundle `npm start` runs. */
export const serverEntries = { source: "src/server/index.ts", built: "dist/server/index.js" } as const;

/**
 * Starts the real server (`node src/server/index.ts` unless told to start the build's bundle, serving the
 * built SPA from dist/web) on a free port with a fresh data folder, and waits until it is ready.
 * 127.0.0.1 is a trusted proxy, so each browser context can present its own client address.
 */
export async function launchApp(
  env: Record<string, string> = {},
  entry: (typeof serverEntries)[keyof typeof serverEntries] = serverEntries.source,
): Promise<LaunchedApp> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "foodfirst-e2e-"));
  const url = `http://localhost:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      TRUSTED_PROXIES: "127.0.0.1,::1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const deadline = Date.now() + 75_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready after 75 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const app: LaunchedApp = {
    url,
    dataDir,
    outbox: () => readOutbox(path.join(dataDir, "outbox")),
    output: () => output,
    async stop() {
      launched.delete(url);
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  launched.set(url, app);
  return app;
}

/**
 * The built app as `npm start` runs it (`node dist/server/index.js`): what the journeys test. The bundle starts on
 * less CPU than the sources (one file, and Node's compile cache), which each journey worker's start pays.
 */
export function launchBuiltApp(env: Record<string, string> = {}): Promise<LaunchedApp> {
  // Hashing at the server's own priority: the suite's other steps run beside it at normal priority (decision 035).
  return launchApp({ PASSWORD_HASH_NICE: "0", ...env }, serverEntries.built);
}

/** The servers this process launched, by URL: a page's origin finds the outbox its emails went to. */
const launched = new Map<string, LaunchedApp>();

export function launchedAt(origin: string): LaunchedApp {
  const app = launched.get(origin);
  if (!app) throw new Error(`no app launched at ${origin}`);
  return app;
}
