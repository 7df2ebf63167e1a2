import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { renderNginxConfig, type NginxConfigOptions } from "./nginx-config.ts";

// nginx from Debian's package, as scripts/chromium.ts does for Chromium: found, or installed when we
// run as root with apt, or a message that says how to get it.

const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].filter((path): path is string =>
  Boolean(path),
);

export function findNginx(): string | undefined {
  return candidates.find((path) => existsSync(path));
}

export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    process.stdout.write("nginx not found: installing Debian's nginx package...\n");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    // Installing must not start a system nginx on port 80: policy-rc.d says no to service starts.
    const policy = "/usr/sbin/policy-rc.d";
    const ownPolicy = !existsSync(policy);
    if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
      execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], { stdio: "inherit", env });
    } finally {
      if (ownPolicy) rmSync(policy, { force: true });
    }
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(
    "The cluster test needs nginx and none was found.\n" +
      "Install it with `sudo apt-get install nginx` (Debian/Ubuntu), or set NGINX_PATH to an nginx binary.",
  );
}

export interface RunningNginx {
  url: string;
  /** nginx's error log, for failure reports. */
  dir: string;
  stop(): Promise<void>;
}

/** Checks and starts nginx in the foreground with the template rendered into `dir`. */
export async function startNginx(
  binary: string,
  dir: string,
  options: Omit<NginxConfigOptions, "runtime">,
  port: number,
): Promise<RunningNginx> {
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/nginx.conf`;
  writeFileSync(file, renderNginxConfig({ ...options, runtime: { dir } }));
  const check = spawnSync(binary, ["-t", "-q", "-p", dir, "-c", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child = spawn(binary, ["-p", dir, "-c", file], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    dir,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT"); // graceful: finish open requests
        const forced = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(forced);
      }
    },
  };
}
