import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { fileURLToPath } from "node:url";

// One FoodFirst instance: the built app, started as the image starts it (node src/server/index.ts
// serving dist/web), in production mode, on its own port.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Instance {
  name: string;
  port: number;
  url: string;
  /** Its DATA_DIR (the embedded database lives in db/ when DATABASE_URL is unset). */
  dataDir: string;
  /** Where it writes its mail (no SMTP_URL): DATA_DIR/outbox. */
  outbox: string;
  pid(): number | undefined;
  running(): boolean;
  /** What it printed (banner, JSON logs), the last 400 lines. */
  output(): string;
  /** Calls `listener` with each whole line it prints from now on; returns the unsubscribe. */
  onLine(listener: (line: string) => void): () => void;
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited(): Promise<number | string>;
  /** Starts it again after it exited, with the same environment. */
  restart(): Promise<void>;
}

export async function waitUntilReady(
  url: string,
  timeoutMs: number,
  isAlive: () => boolean = () => true,
): Promise<void> {
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
  const listeners = new Set<(line: string) => void>();
  let child: ChildProcess;
  let exited: Promise<number | string>;

  const launch = () => {
    child = spawn(process.execPath, ["src/server/index.ts"], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // A pipe hands over what was written in chunks of its own size, not in lines: a line cut at the end
    // of a chunk waits for its rest.
    const keeper = () => {
      const decoder = new StringDecoder("utf8");
      let partial = "";
      return (chunk: Buffer) => {
        const parts = (partial + decoder.write(chunk)).split("\n");
        partial = parts.pop() ?? "";
        const whole = parts.filter(Boolean);
        lines.push(...whole);
        if (lines.length > 800) lines = lines.slice(-400);
        for (const line of whole) for (const listener of listeners) listener(line);
      };
    };
    child.stdout?.on("data", keeper());
    child.stderr?.on("data", keeper());
    exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  };
  launch();
  const instance: Instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    outbox: path.join(dataDir, "outbox"),
    pid: () => child.pid,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => lines.slice(-400).join("\n"),
    onLine(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
