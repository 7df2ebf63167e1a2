import { z } from "zod";
import { limits } from "../../shared/api.ts";
import { authTexts } from "../../shared/texts/auth.ts";
import { fieldErrors } from "../http/errors.ts";

/**
 * What sign-up accepts: email, password and an optional name, nothing else. The auth library would
 * also take a caller-chosen `image` URL (`javascript:...`), `callbackURL`, `rememberMe` and any
 * additional field; none is used by the app, so each is refused by name. The email's format and
 * the password's length stay the library's checks (their messages are mapped in routes.ts); the
 * email and name are bounded here, so no 50,000-character value reaches the library or the database.
 */
const allowedFields = new Set(["email", "password", "name"]);

const signUpSchema = z.object({
  email: z.string({ error: authTexts.errors.invalidEmail }).max(limits.emailMaxLength, authTexts.errors.invalidEmail),
  // Its length is the library's check (password_too_short / password_too_long); the body limit bounds it.
  password: z.string({ error: authTexts.errors.passwordTooShort }),
  name: z
    .string({ error: authTexts.errors.nameTooLong })
    .trim()
    .max(limits.accountNameMaxLength, authTexts.errors.nameTooLong)
    .default(""),
});

export type SignUpBody = z.output<typeof signUpSchema>;

export type SignUpParse = { ok: true; body: SignUpBody } | { ok: false; message: string; fields: Record<string, string[]> };

export function parseSignUpBody(input: unknown): SignUpParse {
  if (typeof input === "object" && input !== null && !Array.isArray(input)) {
    const unknown = Object.keys(input).filter((key) => !allowedFields.has(key));
    if (unknown.length > 0) {
      const fields = Object.fromEntries(unknown.map((key) => [key.slice(0, 40), [authTexts.errors.fieldNotAccepted(key.slice(0, 40))]]));
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
