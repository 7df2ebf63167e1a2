import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { newsletterSendTexts } from "../src/shared/texts/newsletter.ts";

describe("npm run newsletter:send", () => {
  it("prints its usage, with --resend-in-doubt, and exits 2 when the arguments are wrong", () => {
    const run = spawnSync(process.execPath, ["scripts/newsletter-send.ts", "a", "b"], { encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`${newsletterSendTexts.usage}\n`);
    expect(run.stderr).toContain("--resend-in-doubt");
  });
});
