import { timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import { Hono, type Context } from "hono";
import type { MetricsAccess } from "../config.ts";
import type { Metrics } from "./metrics.ts";

/** Loopback only, unless METRICS_ALLOW or METRICS_TOKEN says otherwise. */
export const defaultMetricsAccess: MetricsAccess = { allow: ["127.0.0.1", "::1"] };

/** The addresses and networks of METRICS_ALLOW as a matcher. */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics, Prometheus text format, for the configured addresses or a bearer token. The address
 * is the client's as resolved through TRUSTED_PROXIES, so a request relayed by the public proxy
 * counts as its real client, not as the proxy's loopback address; nginx also refuses /metrics.
 */
export function metricsRoutes(metrics: Metrics, access: MetricsAccess, clientIp: (c: Context) => string) {
  const allowed = addressMatcher(access.allow);
  return new Hono().get("/metrics", async (c) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    const byToken = access.token !== undefined && bearer !== undefined && sameSecret(bearer, access.token);
    if (!byToken && !allowed(clientIp(c))) return c.text("Forbidden\n", 403);
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
  });
}
