import type { Infrastructure } from "../infrastructure.ts";
import { createAccountLimits } from "./account-limits.ts";
import { createAuth, type SessionUser } from "./auth.ts";
import { createPasswordHasher } from "./password.ts";
import { createRevocations } from "./revocation.ts";
import { loadUser } from "./session.ts";
import { createSessionCache } from "./session-cache.ts";

// Who is signed in, for every feature: the auth library with its password hashing and emails, the per-account
// sign-in limits, and the session every /api request reads (cached for a few seconds, decision 012;
// revocations reach every instance at once, decision 026).

export interface IdentityOptions {
  /** How long a verified session is trusted without a new check (decision 012); tests shorten it. */
  sessionCacheTtlMs?: number;
}

export function createIdentity(
  { config, db, mailer, logger, rateLimits }: Infrastructure,
  options: IdentityOptions = {},
) {
  const accountLimits = createAccountLimits(db, rateLimits, config.authSecret);
  const sessionCache = createSessionCache<SessionUser>({ ttlMs: options.sessionCacheTtlMs });
  // Other instances on the same PostgreSQL drop their cached copy at once too (decision 026).
  const revocations = createRevocations(
    { db, target: config.database, logger },
    {
      sessionEnded: (digest) => sessionCache.forgetDigest(digest),
      userSignedOut: (id) => sessionCache.forgetUser(id),
      mayHaveMissedSome: () => sessionCache.forgetAll(),
    },
  );
  const auth = createAuth({
    db,
    mailer,
    logger,
    appUrl: config.appUrl,
    secret: config.authSecret,
    secure: config.secure,
    passwords: createPasswordHasher({ nice: config.passwordHashNice }),
    trustedOrigins: config.devOrigins,
    // A new password also ends a lock-out that someone else's guesses caused.
    onPasswordReset: (email) => accountLimits.signInCleared(accountLimits.subjectOf(email)),
    onSessionDeleted: (token) => {
      sessionCache.forget(token);
      void revocations.sessionEnded(token);
    },
    // The one place a link is printed (config.ts printMailLinks: outbox mail, never in production).
    onVerificationLink: config.printMailLinks
      ? (url) => process.stdout.write(`Confirmation link for a new account (also in the outbox): ${url}\n`)
      : undefined,
  });
  return {
    auth,
    /** Per-account sign-in and reset-email limits (in the database, keyed on the email). */
    accountLimits,
    /** Reads the session cookie on every /api request after the public routes (identity/session.ts). */
    loadUser: loadUser(auth, sessionCache),
    /** Ends every cached session of a person at once (their account deleted or all their sessions removed). */
    forgetSessionsOf: (userId: string) => {
      sessionCache.forgetUser(userId);
      void revocations.userSignedOut(userId);
    },
    /** Stops listening for other instances' revocations (shutdown). */
    closeRevocations: () => revocations.close(),
  };
}

export type Identity = ReturnType<typeof createIdentity>;
