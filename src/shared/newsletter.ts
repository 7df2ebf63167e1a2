import { z } from "zod";
import { limits } from "./api.ts";
import { newsletterTexts } from "./texts/newsletter.ts";

/** An email as the newsletter stores it: trimmed and lower-cased, so one person is one row. */
export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: newsletterTexts.invalidEmail })
    .trim()
    .toLowerCase()
    .max(limits.emailMaxLength, newsletterTexts.invalidEmail)
    .pipe(z.email({ error: newsletterTexts.invalidEmail })),
});

/** The answer to POST /api/newsletter. */
export type NewsletterResult = { status: "subscribed" | "already_subscribed" };

/** POST /api/newsletter/unsubscribe: the token from the email's link. */
export const unsubscribeBodySchema = z.object({
  token: z.string({ error: "token is required" }).max(200, "token is not valid"),
});

/**
 * The answer to an unsubscribe: "unchanged" for a bad token and for a second use alike, so it never
 * tells whether an address is on the list.
 */
export type UnsubscribeResult = { status: "unsubscribed" | "unchanged" };

/** What happened for one subscriber in a newsletter send. */
export type NewsletterSendOutcome = "sent" | "skipped" | "inDoubt" | "failed";

/** Counts at the end of a newsletter send. */
export interface NewsletterSendReport {
  sent: number;
  /** Already sent this article in an earlier run, or unsubscribed since the run started. */
  skipped: number;
  /**
   * A previous run stopped while sending to them (the email may or may not have gone out): not
   * resent, unless the operator asked for it (`--resend-in-doubt`).
   */
  inDoubt: number;
  failed: number;
}

/** The lines (NDJSON) the server streams back to `npm run newsletter:send`. */
export type NewsletterSendEvent =
  | { type: "start"; article: { slug: string; title: string }; total: number }
  | { type: "progress"; done: number; total: number; outcome: NewsletterSendOutcome; email: string }
  | { type: "stopped"; remaining: number }
  | { type: "done"; report: NewsletterSendReport };

/** The body of POST /admin/newsletter/send. */
export interface NewsletterSendRequest {
  slug: string;
  /** Also send to the subscribers in doubt (see NewsletterSendReport). */
  resendInDoubt?: boolean;
}

/** The option of `npm run newsletter:send` that resends to the subscribers in doubt. */
export const resendInDoubtFlag = "--resend-in-doubt";

/**
 * The command's arguments (`<slug> [--resend-in-doubt]`, in any order), or null when they are not
 * that: then the command prints its usage.
 */
export function parseNewsletterSendArgs(args: readonly string[]): NewsletterSendRequest | null {
  const flags = args.filter((arg) => arg.startsWith("-"));
  const slugs = args.map((arg) => arg.trim()).filter((arg) => arg !== "" && !arg.startsWith("-"));
  if (slugs.length !== 1 || flags.some((flag) => flag !== resendInDoubtFlag) || flags.length > 1) return null;
  return { slug: slugs[0] ?? "", ...(flags.length === 1 ? { resendInDoubt: true } : {}) };
}

/** The admin route `npm run newsletter:send` calls, and the header carrying the machine's token. */
export const newsletterSendPath = "/admin/newsletter/send";
export const adminTokenHeader = "x-foodfirst-admin-token";
