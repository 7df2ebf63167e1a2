import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. A pid file taken with
 * an exclusive create makes a second start on the same DATA_DIR fail with a clear message.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8"));
      if (isRunning(holder)) {
        throw new Error(
          `Another FoodFirst server (pid ${holder}) is already using ${path.resolve(dataDir)}. ` +
            "Stop it first, or start this one with a different DATA_DIR.",
          { cause: error },
        );
      }
      rmSync(file, { force: true }); // left behind by a process that died: take it over
    }
  }
  throw new Error(`Could not lock ${path.resolve(dataDir)}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
