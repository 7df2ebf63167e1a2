import { z } from "zod";
import { limits } from "../../shared/api.ts";
import { authTexts } from "../../shared/texts/auth.ts";
import { fieldErrors } from "../http/errors.ts";
import { paths } from "../../shared/paths.ts";
import { isContinuePath } from "./pending-sign-up.ts";

/**
 * What sign-up accepts: email, password, an optional name, the consent tick box and where the confirmation
 * link continues to (an app path only), nothing else. The auth library would also take a caller-chosen
 * `image` URL (`javascript:...`), `rememberMe` and any additional field; none is used by the app, so each
 * is refused by name. The email's format and
 * the password's length stay the library's checks (their messages are mapped in routes.ts); the
 * email and name are bounded here, so no 50,000-character value reaches the library or the database.
 */
const allowedFields = new Set(["email", "password", "name", "healthDataConsent", "callbackURL"]);

const signUpSchema = z.object({
  email: z.string({ error: authTexts.errors.invalidEmail }).max(limits.emailMaxLength, authTexts.errors.invalidEmail),
  // Its length is the library's check (password_too_short / password_too_long); the body limit bounds it.
  password: z.string({ error: authTexts.errors.passwordTooShort }),
  name: z
    .string({ error: authTexts.errors.nameTooLong })
    .trim()
    .max(limits.accountNameMaxLength, authTexts.errors.nameTooLong)
    .default(""),
  /** The form's tick box: the agreement to storing health-related answers, stored with the new account. */
  healthDataConsent: z.boolean({ error: authTexts.errors.fallback }).default(false),
  /** Where the confirmation link continues to: one of the app's own paths (the assessment by default). */
  callbackURL: z
    .string({ error: authTexts.errors.fallback })
    .refine(isContinuePath, authTexts.errors.fallback)
    .default(paths.assessment),
});

export type SignUpBody = z.output<typeof signUpSchema>;

export type SignUpParse<Body = SignUpBody> =
  | { ok: true; body: Body }
  | { ok: false; message: string; fields: Record<string, string[]> };

export function parseSignUpBody(input: unknown): SignUpParse {
  if (typeof input === "object" && input !== null && !Array.isArray(input)) {
    const unknown = Object.keys(input).filter((key) => !allowedFields.has(key));
    if (unknown.length > 0) {
      const fields = Object.fromEntries(
        unknown.map((key) => [key.slice(0, 40), [authTexts.errors.fieldNotAccepted(key.slice(0, 40))]]),
      );
      return { ok: false, message: Object.values(fields)[0]![0]!, fields };
    }
  }
  const result = signUpSchema.safeParse(input);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    return { ok: false, message: Object.values(fields)[0]?.[0] ?? authTexts.errors.fallback, fields };
  }
  return { ok: true, body: result.data };
}

const resendSchema = z.strictObject({
  email: z.string({ error: authTexts.errors.invalidEmail }).max(limits.emailMaxLength, authTexts.errors.invalidEmail),
  callbackURL: z
    .string({ error: authTexts.errors.fallback })
    .refine(isContinuePath, authTexts.errors.fallback)
    .default(paths.assessment),
});

/** "Send the email again": the address, and where its link continues to (an app path only). */
export function parseResendBody(input: unknown): SignUpParse<z.output<typeof resendSchema>> {
  const result = resendSchema.safeParse(input);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    return { ok: false, message: Object.values(fields)[0]?.[0] ?? authTexts.errors.fallback, fields };
  }
  return { ok: true, body: result.data };
}
