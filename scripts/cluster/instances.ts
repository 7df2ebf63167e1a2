import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// One FoodFirst instance: the built app, started as `npm run serve` starts it (node src/server/index.ts
// serving dist/web), in production mode, on its own port.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Instance {
  name: string;
  port: number;
  url: string;
  /** Its DATA_DIR (the embedded database lives in db/ when DATABASE_URL is unset). */
  dataDir: string;
  pid(): number | undefined;
  running(): boolean;
  /** What it printed (banner, JSON logs), the last 400 lines. */
  output(): string;
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited(): Promise<number | string>;
  /** Starts it again after it exited, with the same environment. */
  restart(): Promise<void>;
}

export async function waitUntilReady(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive()) throw new Error(`${url} exited before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `foodfirst-${name}-`));
  let lines: string[] = [];
  let child: ChildProcess;
  let exited: Promise<number | string>;

  const launch = () => {
    child = spawn(process.execPath, ["src/server/index.ts"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      if (lines.length > 800) lines = lines.slice(-400);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  };
  launch();
  const instance: Instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: () => child.pid,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => lines.slice(-400).join("\n"),
    signal: (signal) => void child.kill(signal),
    exited: () => exited,
    async restart() {
      if (instance.running()) throw new Error(`${name} is still running`);
      launch();
      await waitUntilReady(instance.url, 30_000, instance.running);
    },
  };
  return instance;
}
