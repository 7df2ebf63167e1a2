import { readdirSync, readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { describe, expect, it } from "vitest";
import { createPasswordHasher, defaultHashNice } from "./password.ts";

const { hash: hashPassword, verify: verifyPassword } = createPasswordHasher();

describe("password hashing", () => {
  it("hashes with argon2id at the OWASP parameters and verifies", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct horse batterY" })).toBe(false);
  });

  it("treats a malformed stored hash as a wrong password", async () => {
    expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
  });

  it("answers every one of more jobs than there are hashing threads, each with its own result", async () => {
    const hashes = await Promise.all(
      ["one-password", "two-password", "three-password"].map((password) => hashPassword(password)),
    );
    const checks = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        verifyPassword({ hash: hashes[i % 3]!, password: ["one-password", "two-password", "nope"][i % 3]! }),
      ),
    );
    expect(checks).toEqual([true, true, false, true, true, false, true, true, false]);
  }, 30_000); // a dozen hashes: seconds on a busy machine

  it("leaves the event loop free while it hashes", async () => {
    let done = false;
    const hashing = hashPassword("correct horse battery").then(() => (done = true));
    // Were argon2 running on this thread, the hash would be finished before the loop turned once.
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    await hashing;
    expect(done).toBe(true);
  });

  /** The nice value of each of this process's threads (Linux: field 19 of /proc/self/task/<id>/stat). */
  const threadNices = () =>
    readdirSync("/proc/self/task").map((id) => {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    });

  it.runIf(process.platform === "linux")(
    "hashes on threads below the server's priority by the nice values asked for, 10 by default",
    async () => {
      expect(defaultHashNice).toBe(10);
      const base = getPriority();
      const below = (nice: number) => Math.min(19, base + nice);
      await createPasswordHasher({ threads: 1, nice: 7 }).hash("correct horse battery");
      expect(threadNices()).toContain(below(7));
      const atBase = () => threadNices().filter((nice) => nice === base).length;
      const before = atBase();
      await createPasswordHasher({ threads: 1, nice: 0 }).hash("correct horse battery");
      expect(atBase()).toBe(before + 1);
    },
  );
});
