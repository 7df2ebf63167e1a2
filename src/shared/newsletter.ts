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
export const unsubscribeBodySchema = z.object({ token: z.string({ error: "token is required" }).max(200, "token is not valid") });

/**
 * The answer to an unsubscribe: "unchanged" for a bad token and for a second use alike, so it never
 * tells whether an address is on the list.
 */
export type UnsubscribeResult = { status: "unsubscribed" | "unchanged" };



/** Counts at the end of a newsletter send. */
export interface NewsletterSendReport {
  sent: number;
  /** Already sent this article in an earlier run, or unsubscribed since the run started. */
  skipped: number;
  failed: number;
}

/** The lines (NDJSON) the server streams back to `npm run newsletter:send`. */
export type NewsletterSendEvent =
  | { type: "start"; article: { slug: string; title: string }; total: number }
  | { type: "progress"; done: number; total: number; outcome: "sent" | "skipped" | "failed"; email: string }
  | { type: "stopped"; remaining: number }
  | { type: "done"; report: NewsletterSendReport };

/** The admin route `npm run newsletter:send` calls, and the header carrying the machine's token. */
export const newsletterSendPath = "/admin/newsletter/send";
export const adminTokenHeader = "x-foodfirst-admin-token";
