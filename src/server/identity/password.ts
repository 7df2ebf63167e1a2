import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Options } from "@node-rs/argon2";
import type { PasswordJob, PasswordResult } from "./password-worker.ts";

/**
 * argon2id at the OWASP minimum (19 MiB, 2 iterations, 1 lane): four times the work of the auth
 * library's default scrypt, and ~10 ms of one core a hash on these machines.
 */
export const passwordHashOptions: Options = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const options = passwordHashOptions;

/**
 * Hashing runs on its own threads, one per core, at lower CPU priority than the event loop
 * (password-worker.ts, decision 012), with further requests queued here in order:
 * - the event loop never runs argon2, and on a busy machine it is scheduled before hashing, so
 *   other requests keep their latency during a burst of sign-ins;
 * - libuv's threadpool (file system, the cookie HMACs) never waits behind password hashes, as it
 *   did when @node-rs/argon2's async functions filled all four of its threads;
 * - at most one 19 MiB hash per core is in memory, instead of cores' worth of hashes thrashing
 *   the caches.
 * One hasher per app (createApp builds it): its threads and queue are the app's, not the module's.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash (which never signs anyone in). */
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** Hashing runs this many nice values below the server by default (password-worker.ts). */
export const defaultHashNice = 10;

interface Pending {
  job: PasswordJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

type Job = { op: "hash"; password: string; options: Options } | { op: "verify"; password: string; hash: string };

export interface PasswordHasherOptions {
  /** Hashing threads, one per core by default. */
  threads?: number;
  /** Nice values below the server's priority (0-19): config.passwordHashNice, 10 by default. */
  nice?: number;
}

export function createPasswordHasher({
  threads = Math.max(1, availableParallelism()),
  nice = defaultHashNice,
}: PasswordHasherOptions = {}): PasswordHasher {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  const queue: Pending[] = [];
  let started = 0;
  let nextId = 0;

  function startWorker(): Worker {
    const worker = new Worker(new URL("./password-worker.ts", import.meta.url), { workerData: { nice } });
    worker.on("message", (result: PasswordResult) => {
      const pending = busy.get(worker);
      busy.delete(worker);
      if (pending) {
        if ("error" in result) pending.reject(new Error(result.error));
        else pending.resolve(result.value);
      }
      worker.unref();
      idle.push(worker);
      dispatch();
    });
    // A thread that failed is replaced on the next job; its job fails (a sign-in answers 500, or a
    // verify counts as a wrong password), never hangs.
    worker.on("error", (error) => {
      busy.get(worker)?.reject(error instanceof Error ? error : new Error(String(error)));
      busy.delete(worker);
    });
    worker.on("exit", () => {
      started -= 1;
      busy.get(worker)?.reject(new Error("password hashing thread stopped"));
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at !== -1) idle.splice(at, 1);
      dispatch();
    });
    // Referenced only while it works (after the listeners, which would reference it again), so a
    // job in flight keeps the process alive and an idle hashing thread does not.
    worker.unref();
    started += 1;
    return worker;
  }

  function dispatch() {
    while (queue.length > 0) {
      const worker = idle.pop() ?? (started < threads ? startWorker() : undefined);
      if (!worker) return;
      const pending = queue.shift() as Pending;
      busy.set(worker, pending);
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  function run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      queue.push({ job: { ...job, id: nextId++ }, resolve, reject });
      dispatch();
    });
  }

  return {
    async hash(password) {
      return (await run({ op: "hash", password, options })) as string;
    },
    async verify({ hash: stored, password }) {
      try {
        return (await run({ op: "verify", password, hash: stored })) === true;
      } catch {
        return false;
      }
    },
  };
}
