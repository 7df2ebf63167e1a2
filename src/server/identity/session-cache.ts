/**
 * A short-lived, in-process cache of sessions the auth library has verified (decision 012).
 *
 * Every signed-in request used to cost the library's full session check: the cookie's HMAC on the
 * threadpool, two database reads (session, then user) and the library's endpoint machinery, about
 * half of a request's CPU. Here a session cookie that was verified less than `ttlMs` ago is
 * trusted again without any of that.
 *
 * Why it cannot mix people up or outlive a sign-out:
 * - The key is the exact signed cookie value, and only values the library accepted (signature and
 *   database row) are ever stored, so a lookup is as strong as the check it replaces: nobody can
 *   present a key they were not given, and each key maps to the one session it was issued for.
 * - Sessions deleted through the library (sign-out, password reset revoking every session) are
 *   forgotten at once by `forget`, called from the library's session-delete hook in this process.
 * - A verification that was under way while a session was deleted is not stored (the revocation
 *   epoch moved), so a sign-out racing a request cannot leave a stale entry behind.
 * - Other server instances on the same PostgreSQL hear of a deletion through revocation.ts (NOTIFY, named by
 *   the token's digest or the user id) and forget it as well; while that channel is down, a revoked session
 *   keeps working there for at most `ttlMs` (3 s). This is the stated bound.
 */
import { createHash } from "node:crypto";

export interface CachedSession<User> {
  user: User;
  token: string;
}

export interface SessionCacheOptions {
  /** How long a verified session is trusted without a new check. */
  ttlMs?: number;
  /** Bound on memory: past this, the oldest entries go first. */
  maxEntries?: number;
  now?: () => number;
}

export const sessionCacheTtlMs = 3_000;

/** How a session token is named outside the process that holds it (the cache's index, revocation.ts's NOTIFY). */
export function sessionTokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createSessionCache<User extends { id: string }>(options: SessionCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? sessionCacheTtlMs;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const byCookie = new Map<string, CachedSession<User> & { tokenDigest: string; until: number }>();
  /** By the SHA-256 of the session token, the name other instances use for it (revocation.ts). */
  const cookieByTokenDigest = new Map<string, string>();
  let epoch = 0;

  function forgetDigest(tokenDigest: string) {
    epoch += 1;
    const cookie = cookieByTokenDigest.get(tokenDigest);
    if (cookie !== undefined) drop(cookie);
  }

  function drop(cookie: string) {
    const entry = byCookie.get(cookie);
    if (!entry) return;
    byCookie.delete(cookie);
    cookieByTokenDigest.delete(entry.tokenDigest);
  }

  return {
    /** The verified session for this signed cookie value, if it was verified less than ttlMs ago. */
    get(cookie: string): CachedSession<User> | undefined {
      const entry = byCookie.get(cookie);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        drop(cookie);
        return undefined;
      }
      return entry;
    },

    /** Take before asking the library; pass to `remember`, which stores nothing if a session was deleted since. */
    epoch: () => epoch,

    /** Stores a session the library just verified, until ttlMs from now or the session's own expiry. */
    remember(cookie: string, session: CachedSession<User> & { expiresAt: Date }, since: number) {
      if (since !== epoch) return;
      drop(cookie);
      const tokenDigest = sessionTokenDigest(session.token);
      const previous = cookieByTokenDigest.get(tokenDigest);
      if (previous !== undefined) drop(previous);
      if (byCookie.size >= maxEntries) {
        const oldest = byCookie.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      const until = Math.min(now() + ttlMs, session.expiresAt.getTime());
      byCookie.set(cookie, { user: Object.freeze(session.user), token: session.token, tokenDigest, until });
      cookieByTokenDigest.set(tokenDigest, cookie);
    },

    /** The session with this token was deleted: never answer from the cache for it again. */
    forget: (token: string) => forgetDigest(sessionTokenDigest(token)),

    /** The same, for a session named by its token's digest (another instance deleted it: revocation.ts). */
    forgetDigest,

    /**
     * Every session of this person ended outside the library's session-delete hook (the account was
     * deleted, or its sessions removed in bulk): never answer from the cache for any of them again.
     */
    forgetUser(userId: string) {
      epoch += 1;
      for (const [cookie, entry] of byCookie) if (entry.user.id === userId) drop(cookie);
    },

    /** Revocations may have been missed (revocation.ts lost its connection): check every session again. */
    forgetAll() {
      epoch += 1;
      byCookie.clear();
      cookieByTokenDigest.clear();
    },

    size: () => byCookie.size,
  };
}

export type SessionCache<User extends { id: string }> = ReturnType<typeof createSessionCache<User>>;

/**
 * The value of one cookie in a Cookie header, undefined when absent, or null when the name occurs
 * more than once (then the library decides which one counts, and the cache stays out of it).
 */
export function cookieValue(header: string | undefined, name: string): string | null | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  let from = 0;
  for (;;) {
    const at = header.indexOf(name, from);
    if (at === -1) return found;
    from = at + name.length;
    const startsPair = at === 0 || header[at - 1] === ";" || header[at - 1] === " ";
    if (!startsPair || header[from] !== "=") continue;
    if (found !== undefined) return null;
    const end = header.indexOf(";", from);
    found = header.slice(from + 1, end === -1 ? undefined : end).trim();
  }
}
