import { useCallback, useEffect, useState } from "react";
import { ApiError } from "./api.ts";

/** The spec's 60 s wait after a failed sign-in or sign-up (section 9). */
export const authCooldownMs = 60_000;

/**
 * Remembers, per form, until when a new attempt is refused. Kept in localStorage so that a reload
 * does not skip the wait; the server's own rate limit is what really protects. A null name is a
 * form without a cooldown: every attempt is allowed and nothing is stored.
 */
export function useCooldown(name: string | null, now: () => number = Date.now) {
  const key = name === null ? null : `foodfirst.cooldown.${name}`;
  const [until, setUntil] = useState<number>(() => (key === null ? 0 : Number(localStorage.getItem(key) ?? 0)));

  useEffect(() => {
    if (key === null) return;
    if (until) localStorage.setItem(key, String(until));
    else localStorage.removeItem(key);
  }, [key, until]);

  /** Seconds left, rounded up; 0 when an attempt is allowed. */
  const secondsLeft = useCallback(() => Math.max(0, Math.ceil((until - now()) / 1000)), [until, now]);
  /** After a failed attempt: the server's Retry-After when it rate-limited us, else the spec's 60 s. */
  const startAfter = useCallback(
    (failure: unknown) => {
      if (key === null) return;
      const serverWait = failure instanceof ApiError && failure.status === 429 ? failure.retryAfter : undefined;
      setUntil(now() + (serverWait ? serverWait * 1000 : authCooldownMs));
    },
    [key, now],
  );
  const clear = useCallback(() => setUntil(0), []);
  return { secondsLeft, startAfter, clear };
}
