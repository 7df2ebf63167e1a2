// The one retry policy for HTTP calls that are safe to repeat (spec section 9): 3 attempts; on a 429
// wait the Retry-After seconds, else 1 s doubling up to 10 s. The browser's API client and the
// server's language-model client both use it.

export const retryPolicy = { attempts: 3, firstDelayMs: 1000, maxDelayMs: 10_000 } as const;

/** The delays of a backoff; tests pass shorter ones, callers keep the policy's. */
export interface BackoffDelays {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Wait before attempt n+1 (n from 1): Retry-After when the server gave one, else 1 s doubling up to 10 s. */
export function retryDelayMs(attempt: number, retryAfterSeconds?: number, delays: BackoffDelays = retryPolicy): number {
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds))
    return Math.max(0, retryAfterSeconds * 1000);
  return Math.min(delays.firstDelayMs * 2 ** (attempt - 1), delays.maxDelayMs);
}

/** A Retry-After header value (seconds or an HTTP date) as whole seconds to wait; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
