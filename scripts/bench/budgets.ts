import type { Spread } from "./load.ts";

/**
 * The performance budgets (issues 11 and 14: the server, and the home page's first load), in one place. They live in the bench only:
 * timed figures vary with the machine and its load, so no test asserts them.
 */
export const budgets = {
  readPostgres10: { p99Ms: 20, minRps: 2500 },
  readPostgres50: { p99Ms: 50 },
  readPglite10: { p99Ms: 40 },
  /**
   * Sign-in at 20 clients on PostgreSQL, as ratios measured in one run (issue 23, decision 019): sign-ins/s at
   * least 70% of the hash's own ceiling (cores x 1,000 / CPU ms of one hash), p99 at most twice the queueing
   * ideal (20 / ceiling). Issue 14's 150/s and 400 ms needed ~5 cores at OWASP's parameters.
   */
  signInPostgres20: { minShareOfCeilingPercent: 70, maxP99OverIdeal: 2 },
  /** A read's latency while sign-ins run flat out: hashing must not hold up the event loop. */
  readDuringSignIns: { p99Ms: 50 },
  coldStartFreshMs: 2000,
  coldStartExistingMs: 1000,
  /** The home page's first load (issue 14): Lighthouse mobile score, paints under its default mobile throttling, JavaScript gzipped. */
  homeLighthouseScore: 98,
  homeFcpMs: 1200,
  homeLcpMs: 1500,
  homeFirstLoadJsKb: 100,
  /** The signed-in results and dashboard pages (issue 22): Lighthouse mobile performance and accessibility. */
  signedInLighthouseScore: 95,
  signedInAccessibility: 100,
  /**
   * `npm test` (issue 23) where one argon2id hash at the app's parameters costs 10 ms of CPU; scaled by the
   * machine's own hash time (yardstick.ts). Each step alone, and the whole as `npm test` runs it (side by side).
   */
  testsAtTenMsHash: {
    typecheckS: 25,
    lintS: 5,
    vitestS: 110,
    buildS: 30,
    journeysS: 90,
    /** The tests that start the real server, beside the journeys after the build (decision 029). */
    serversS: 30,
    wholeS: 180,
  },
} as const;

export type Bound = { atLeast: number } | { atMost: number };

const format = (value: number, unit: string) =>
  unit === "ms" || unit === "KB" || unit === "s" || unit === "x"
    ? `${value.toFixed(1)} ${unit}`
    : `${Math.round(value).toLocaleString("en-US")} ${unit}`;

/** "median X (min A, max B)", and when there is a budget, "budget <= N: within budget" or "over budget". */
export function figure(spread: Spread, unit: string, bound?: Bound): string {
  const text = `${format(spread.median, unit)} (min ${format(spread.min, unit)}, max ${format(spread.max, unit)})`;
  if (!bound) return text;
  const within = "atLeast" in bound ? spread.median >= bound.atLeast : spread.median <= bound.atMost;
  const limit = "atLeast" in bound ? `>= ${format(bound.atLeast, unit)}` : `<= ${format(bound.atMost, unit)}`;
  return `${text.padEnd(46)} budget ${limit}: ${within ? "within budget" : "OVER BUDGET"}`;
}
