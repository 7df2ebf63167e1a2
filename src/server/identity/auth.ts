import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { limits } from "../../shared/api.ts";
import { authTexts } from "../../shared/texts/auth.ts";
import { scrubMessage } from "../log-safety.ts";
import { loadCommonPasswords } from "./common-passwords.ts";
import { existingAccountEmail, passwordResetEmail, verificationEmail } from "./emails.ts";
import type { PasswordHasher } from "./password.ts";
import { authRequestScope } from "./request-scope.ts";

/** Request header, set by our own middleware from the socket, that Better Auth reads the client address from. */
export const clientIpHeader = "x-foodfirst-client-ip";

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  secret: string;
  secure: boolean;
  /** argon2id on the app's own hashing threads. */
  passwords: PasswordHasher;
  /** Extra origins allowed to call the auth API (the Vite dev server). */
  trustedOrigins?: string[];
  /** Called after a password was reset through an emailed link, with the account's email. */
  onPasswordReset?: (email: string) => Promise<void>;
  /** Called with the token of every session the library deletes (sign-out, password reset), once it is gone. */
  onSessionDeleted?: (token: string) => void;
  /**
   * Also hands each sign-up confirmation link here (the console, under `npm start` with the outbox and outside
   * production: config.ts printMailLinks). Never set in production: a link signs its holder in.
   */
  onVerificationLink?: (url: string) => void;
}

/** How long a sign-up confirmation link works. */
export const verificationLinkSeconds = 24 * 60 * 60;

export function createAuth({
  db,
  mailer,
  logger,
  appUrl,
  secret,
  secure,
  passwords,
  trustedOrigins = [],
  onPasswordReset,
  onSessionDeleted,
  onVerificationLink,
}: AuthOptions) {
  const commonPasswords = loadCommonPasswords();
  /**
   * Every new or changed password is hashed: refusing a common one here covers sign-up, reset and any
   * password-setting endpoint enabled later, before anything is stored. Sign-in also hashes, for an unknown
   * email (so it takes as long as a wrong password): there a refusal would tell which emails have accounts.
   */
  const hashUncommonPassword = async (password: string) => {
    if (authRequestScope.getStore()?.endpoint !== "/sign-in/email" && commonPasswords.has(password)) {
      throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: authTexts.errors.passwordTooCommon });
    }
    return passwords.hash(password);
  };
  return betterAuth({
    appName: "FoodFirst",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [appUrl, ...trustedOrigins],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      // Decision 024: sign-up answers alike for a new and a registered address (the library hashes the
      // password either way), no account is usable before its email is confirmed, and the owner of a
      // registered address is told someone tried.
      requireEmailVerification: true,
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        if (authRequestScope.getStore()?.mailAllowed === false) return;
        await mailer.send({ to: user.email, ...existingAccountEmail(appUrl) });
      },
      minPasswordLength: limits.passwordMinLength,
      maxPasswordLength: limits.passwordMaxLength,
      password: { hash: hashUncommonPassword, verify: (input) => passwords.verify(input) },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...passwordResetEmail(url) });
      },
      onPasswordReset: async ({ user }) => {
        const scope = authRequestScope.getStore();
        if (scope) scope.passwordResetFor = user.email;
        // The reset link reached this inbox: the address is confirmed (an account whose confirmation
        // link expired is finished this way too, with the new password).
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        await onPasswordReset?.(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: verificationLinkSeconds,
      sendVerificationEmail: async ({ user, url }) => {
        if (authRequestScope.getStore()?.mailAllowed === false) return;
        await mailer.send({ to: user.email, ...verificationEmail(url) });
        onVerificationLink?.(url);
      },
    },
    user: {
      // Set by the hook below from the sign-up form's tick box, never from the request's fields.
      additionalFields: { healthDataConsentAt: { type: "date", required: false, input: false, returned: false } },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Off on purpose: our own verified-session cache (session-cache.ts, decision 012) is forgotten
      // at sign-out on the server, where the library's signed session_data cookie would stay valid
      // wherever a copy of it was kept, and it costs the library's checks on every request.
      cookieCache: { enabled: false },
    },
    // The session cache forgets a deleted session at once (after the delete, so a check racing it
    // cannot store it again: session-cache.ts).
    databaseHooks: {
      session: { delete: { after: async (session) => onSessionDeleted?.(session.token) } },
      user: {
        create: {
          before: async (user) =>
            authRequestScope.getStore()?.healthDataConsent
              ? { data: { ...user, healthDataConsentAt: new Date() } }
              : { data: user },
        },
      },
    },
    // Our own database-backed limiter (http/rate-limit.ts) guards the auth routes; the library's
    // in-memory one would not hold across instances.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // The user with their accounts (sign-in) and the session with its user (a session check) in one query each
      // (the relations in db/schema.ts; decision 029).
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
    telemetry: { enabled: false },
    // The library's messages go to our structured log, scrubbed: some quote the email
    // ("Sign-up attempt for existing email: ..."); the error objects it adds are not passed on.
    logger: {
      log: (level, message) => logger[level]({ source: "auth" }, scrubMessage(message)),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];
