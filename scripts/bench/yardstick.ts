import { hashSync } from "@node-rs/argon2";
import { passwordHashOptions } from "../../src/server/identity/password.ts";
import { percentile } from "./measure.ts";

/**
 * The machine-speed yardstick of issue 23: the CPU time of one argon2id hash at the app's parameters
 * (the median of 15, after one), on this thread. Budgets that depend on the machine scale by it: the
 * sign-in ceiling is cores x 1,000 / it, and `npm test`'s 3 minutes are for a machine where it is 10 ms.
 */
export function hashCpuMs(): number {
  const timeOne = () => {
    const before = process.threadCpuUsage();
    hashSync("yardstick-password", passwordHashOptions);
    const used = process.threadCpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  timeOne();
  return percentile(Array.from({ length: 15 }, timeOne), 50);
}

/** "one argon2id hash: 9.8 ms of CPU" */
export const yardstickLine = (ms: number) => `one argon2id hash at the app's parameters: ${ms.toFixed(1)} ms of CPU`;
