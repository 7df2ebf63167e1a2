import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { hashSync, verifySync, type Options } from "@node-rs/argon2";

// One password-hashing thread (password.ts starts one per core). It runs argon2 synchronously: this
// thread has nothing else to do, and the event loop never waits for it.

export type PasswordJob = { id: number } & (
  | { op: "hash"; password: string; options: Options }
  | { op: "verify"; password: string; hash: string }
);
export type PasswordResult = { id: number; value: string | boolean } | { id: number; error: string };

/**
 * Below the event loop in CPU priority (Linux: a thread's own nice value, set through its thread
 * id), so that on a busy machine requests are served first and hashing takes the CPU they leave.
 * `nice` is counted from the server's own (which the thread inherits): a server started under
 * `nice -n 19` keeps its hashing at 19 rather than raising it above its event loop. Elsewhere this
 * is skipped and hashing runs at normal priority.
 */
function lowerPriority(nice: number) {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, Math.min(19, getPriority() + nice));
  } catch {
    // not Linux, or not allowed: normal priority
  }
}

const port = parentPort;
if (port) {
  lowerPriority((workerData as { nice: number }).nice);
  port.on("message", (job: PasswordJob) => {
    let result: PasswordResult;
    try {
      result = {
        id: job.id,
        value: job.op === "hash" ? hashSync(job.password, job.options) : verifySync(job.hash, job.password),
      };
    } catch (error) {
      result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(result);
  });
}
