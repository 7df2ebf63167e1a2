import { describe, expect, it } from "vitest";
import { parseNewsletterSendArgs, resendInDoubtFlag } from "./newsletter.ts";
import { newsletterSendTexts } from "./texts/newsletter.ts";

describe("npm run newsletter:send arguments", () => {
  it("takes one article slug and, in any order, the option to resend those in doubt", () => {
    expect(parseNewsletterSendArgs(["eat-your-vitamin-d"])).toEqual({ slug: "eat-your-vitamin-d" });
    expect(parseNewsletterSendArgs(["eat-your-vitamin-d", "--resend-in-doubt"])).toEqual({
      slug: "eat-your-vitamin-d",
      resendInDoubt: true,
    });
    expect(parseNewsletterSendArgs(["--resend-in-doubt", "eat-your-vitamin-d"])).toEqual({
      slug: "eat-your-vitamin-d",
      resendInDoubt: true,
    });
  });

  it("refuses anything else, so the usage is printed", () => {
    for (const args of [
      [],
      ["--resend-in-doubt"],
      ["a", "b"],
      ["a", "--resend"],
      ["a", "--resend-in-doubt", "--resend-in-doubt"],
      ["  "],
    ]) {
      expect(parseNewsletterSendArgs(args)).toBeNull();
    }
  });

  it("documents the option in the usage text", () => {
    expect(newsletterSendTexts.usage).toContain(`<article slug> [${resendInDoubtFlag}]`);
    expect(newsletterSendTexts.usage).toMatch(/--resend-in-doubt\s+Also send to the subscribers "in doubt"/);
  });
});
