import { z } from "zod";
import { limits } from "../../../shared/api.ts";
import { authTexts } from "../../../shared/texts/auth.ts";

const { errors } = authTexts;

export const emailSchema = z
  .string()
  .trim()
  .min(1, errors.required(authTexts.emailLabel))
  .max(limits.emailMaxLength, errors.invalidEmail)
  .pipe(z.email(errors.invalidEmail));

export const passwordSchema = z
  .string()
  .min(1, errors.required(authTexts.passwordLabel))
  .min(limits.passwordMinLength, errors.passwordTooShort)
  .max(limits.passwordMaxLength, errors.passwordTooLong);

/** The first problem with a form, in field order, or null when it can be sent. */
export function firstProblem(checks: Array<[z.ZodType, unknown]>): string | null {
  for (const [schema, value] of checks) {
    const result = schema.safeParse(value);
    if (!result.success) return result.error.issues[0]?.message ?? errors.fallback;
  }
  return null;
}

export function passwordsMatch(password: string, confirmation: string): string | null {
  return password === confirmation ? null : errors.passwordsDoNotMatch;
}
