import type { Context } from "hono";

/**
 * The client's address for rate limits and session records. X-Forwarded-For is read only when
 * the direct peer is a configured proxy (TRUSTED_PROXIES), walking right to left past our own
 * proxies; otherwise any client could pick its own address and dodge every limit.
 */
export function clientIp(c: Context, trustedProxies: readonly string[]): string {
  const peer = peerAddress(c);
  if (!peer || !trustedProxies.includes(peer)) return peer ?? "unknown";
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => normalize(hop.trim()))
    .filter((hop): hop is string => Boolean(hop));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

/** The address of the connection's other end: the client, or one of our proxies. */
export function peerAddress(c: Context): string | undefined {
  return normalize(
    (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress,
  );
}

function normalize(address: string | undefined): string | undefined {
  if (!address) return undefined;
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
