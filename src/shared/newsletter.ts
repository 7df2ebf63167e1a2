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
