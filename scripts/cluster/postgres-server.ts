import { execFile, execFileSync, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// A PostgreSQL server of our own for the cluster test and the load run: its own data folder and port,
// started, stopped and restarted by us, so a restart under load never touches the machine's shared
// server. As root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).

/** The newest PostgreSQL's binaries: PG_BIN, or Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions
    .map((version) => path.join(root, version, "bin"))
    .find((dir) => existsSync(path.join(dir, "pg_ctl")));
  if (!bin) {
    throw new Error(
      "The cluster test needs PostgreSQL's server binaries (initdb, pg_ctl): `sudo apt-get install postgresql`, or set PG_BIN.",
    );
  }
  return bin;
}

export interface ScratchPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the server, for createScratchDatabase. */
  url: string;
  port: number;
  /** Asynchronous, so that traffic from this process keeps flowing (and being timed) meanwhile. */
  start(): Promise<void>;
  /** A fast shutdown: open sessions are ended at once, as in a real restart or failover. */
  stop(): Promise<void>;
  /** Stops the server at once and removes its data folder. */
  destroy(): void;
}

export async function startScratchPostgres(port: number): Promise<ScratchPostgres> {
  const bin = findPostgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "foodfirst-pg-"));
  const data = path.join(dir, "data");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const run = async (tool: string, args: string[]) => {
    const [file, fullArgs] = command(tool, args);
    try {
      await promisify(execFile)(file, fullArgs, { cwd: dir });
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      throw new Error(`${tool} ${args.join(" ")} failed:\n${stdout}${stderr}`, { cause: error });
    }
  };
  await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const server: ScratchPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "-t", "30", "start"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]),
    destroy() {
      spawnSync(...command("pg_ctl", ["-D", data, "-m", "immediate", "stop"]));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
