import { z } from "zod";
import { limits } from "./api.ts";
import { accountTexts } from "./texts/account.ts";
import { authTexts } from "./texts/auth.ts";

// The account API's bodies and answers (/api/account), shared by the server and the account page.

/** GET /api/account. */
export interface AccountDto {
  email: string;
  createdAt: string;
  /** When the person agreed to FoodFirst storing their health-related answers; null until then. */
  healthDataConsentAt: string | null;
  newsletter: { subscribed: boolean };
}

/** GET and POST /api/account/consent. */
export interface ConsentDto {
  healthDataConsentAt: string | null;
}

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: authTexts.errors.required(accountTexts.password.current) })
    .min(1, authTexts.errors.required(accountTexts.password.current))
    .max(limits.passwordMaxLength, authTexts.errors.passwordTooLong),
  newPassword: z
    .string({ error: authTexts.errors.passwordTooShort })
    .min(limits.passwordMinLength, authTexts.errors.passwordTooShort)
    .max(limits.passwordMaxLength, authTexts.errors.passwordTooLong),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Deleting needs the password and the word DELETE typed out (spaces around it forgiven, not its case). */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: accountTexts.delete.passwordRequired })
    .min(1, accountTexts.delete.passwordRequired)
    .max(limits.passwordMaxLength, authTexts.errors.passwordTooLong),
  confirmation: z
    .string({ error: accountTexts.delete.mustType })
    .trim()
    .pipe(z.literal(accountTexts.delete.confirmWord, { error: accountTexts.delete.mustType })),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** PUT /api/account/newsletter. */
export const newsletterPreferenceSchema = z.object({
  subscribed: z.boolean({ error: "subscribed must be true or false" }),
});
export type NewsletterPreference = z.infer<typeof newsletterPreferenceSchema>;

/** The download's file name: foodfirst-data-<date>.json. */
export function exportFileName(date: Date): string {
  return `foodfirst-data-${date.toISOString().slice(0, 10)}.json`;
}
