import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

// CPU time by thread, read from Linux's /proc: what a request costs in CPU, whatever else the machine
// is doing (wall-clock figures depend on the other load; CPU per request much less).

const ticksPerSecond = 100; // USER_HZ on Linux

/** utime + stime of one /proc stat line, in ms. */
function cpuMsOf(statLine: string): number {
  const fields = statLine.slice(statLine.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** CPU ms so far of each thread of `pid`, summed by thread name ("MainThread", "WorkerThread", "V8Worker", ...). */
export function threadCpuMs(pid: number): Map<string, number> | null {
  try {
    const byName = new Map<string, number>();
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      byName.set(name, (byName.get(name) ?? 0) + cpuMsOf(stat));
    }
    return byName;
  } catch {
    return null; // not Linux
  }
}

/** CPU ms so far of every PostgreSQL server process on this machine (its backends do a query's work). */
export function postgresCpuMs(): number {
  let pids: number[];
  try {
    pids = execFileSync("pgrep", ["-x", "postgres"], { encoding: "utf8" }).trim().split("\n").map(Number);
  } catch {
    return 0;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      total += cpuMsOf(readFileSync(`/proc/${pid}/stat`, "utf8"));
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** The change of each thread group's CPU between two readings. */
export function cpuDelta(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  return new Map([...after].map(([name, ms]) => [name, ms - (before.get(name) ?? 0)]));
}
