import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, DatabaseTarget } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { sessionTokenDigest } from "./session-cache.ts";

/**
 * Session revocations told to every server instance on the same PostgreSQL at once (decision 026), so that a
 * sign-out, "sign out everywhere", a password change or a deletion does not leave another instance's session
 * cache (session-cache.ts, 3 s) trusting the session. The instance that ends a session announces it with NOTIFY;
 * each instance LISTENs on a connection of its own and drops the matching cached entries.
 *
 * The payload never carries a secret: a deleted session is named by the SHA-256 of its token (the cache's index
 * is kept by that digest), a person whose every session ended by their user id. With PGlite there is one process,
 * and the local call already happened: nothing is sent or heard. While the listening connection is down (it
 * reconnects every second), a revocation from elsewhere is missed: the cache's 3 s bound applies, and the whole
 * cache is emptied once listening again.
 */
export const revocationChannel = "foodfirst_session_revoked";

export interface RevocationHandlers {
  /** The session whose token has this digest was deleted. */
  sessionEnded: (tokenDigest: string) => void;
  /** Every session of this person ended. */
  userSignedOut: (userId: string) => void;
  /** Listening again after the connection was lost: whatever was revoked meanwhile was not heard. */
  mayHaveMissedSome: () => void;
}

const reconnectMs = 1_000;

export function createRevocations(
  { db, target, logger }: { db: Database; target: DatabaseTarget; logger: Logger },
  handlers: RevocationHandlers,
) {
  const url = target.kind === "postgres" ? target.url : undefined;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const hear = (payload: string | undefined) => {
    if (payload?.startsWith("s:")) handlers.sessionEnded(payload.slice(2));
    else if (payload?.startsWith("u:")) handlers.userSignedOut(payload.slice(2));
  };

  async function listen(connectionString: string, again: boolean) {
    // keepAlive: a connection that died silently (a network break) is noticed and replaced.
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on("notification", (message) => hear(message.payload));
    next.on("error", (error) => reconnect(next, error));
    next.on("end", () => reconnect(next, new Error("the listening connection ended")));
    try {
      await next.connect();
      await next.query(`listen ${revocationChannel}`);
      if (again && client === next) handlers.mayHaveMissedSome();
    } catch (error) {
      reconnect(next, error);
    }
  }

  function reconnect(failed: pg.Client, error: unknown) {
    if (closed || client !== failed) return;
    client = undefined;
    // The connection already failed; ending it may fail too, which changes nothing but is still said.
    failed.end().catch((endError: unknown) => logger.debug({ err: endError }, "closing a failed revocation listener"));
    // The database itself is gone (dropped): nothing to listen to any more.
    if ((error as { code?: string }).code === "3D000") return;
    logger.warn({ err: error }, "session revocation listener lost; reconnecting");
    retry = setTimeout(() => void listen(url ?? "", true), reconnectMs);
    retry.unref();
  }

  if (url) void listen(url, false);

  async function announce(payload: string) {
    if (!url) return;
    // Best effort: the change itself is already made, and the cache's 3 s bound still holds without it.
    await db
      .execute(sql`select pg_notify(${revocationChannel}, ${payload})`)
      .catch((error: unknown) => logger.warn({ err: error }, "announcing a session revocation failed"));
  }

  return {
    sessionEnded: (token: string) => announce(`s:${sessionTokenDigest(token)}`),
    userSignedOut: (userId: string) => announce(`u:${userId}`),
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last
        ?.end()
        .catch((error: unknown) => logger.warn({ err: error }, "closing the revocation listener failed"));
    },
  };
}
