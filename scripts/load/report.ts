import type { KindResult } from "./mix.ts";

// The load run's figures, with the budgets beside them (issue 15): no 5xx, p99 under 400 ms for
// reads and under 1 s for writes, no 429 (simulated people come from their own addresses, as in
// production: a refusal means the limits would turn real traffic away), every acknowledged write stored
// exactly once.

export const budgets = { readP99Ms: 400, writeP99Ms: 1_000 } as const;

const pad = (value: string | number, width: number) => String(value).padStart(width);

export interface Totals {
  requests: number;
  perSecond: number;
  serverErrors: number;
  rateLimited: number;
  timeouts: number;
  errors: number;
  budgetMissed: boolean;
}

export function printKinds(results: KindResult[], seconds: number, say: (line: string) => void): Totals {
  say(
    `${"kind".padEnd(18)}${pad("people", 7)}${pad("requests", 9)}${pad("req/s", 8)}${pad("p50", 7)}${pad("p95", 7)}${pad("p99", 7)}${pad("max", 7)}${pad("5xx", 5)}${pad("t/o", 5)}  other statuses   budget`,
  );
  const totals: Totals = {
    requests: 0,
    perSecond: 0,
    serverErrors: 0,
    rateLimited: 0,
    timeouts: 0,
    errors: 0,
    budgetMissed: false,
  };
  for (const { plan, result, latency } of results) {
    const statuses = result.statusCodeStats ?? {};
    const count = (from: number, to: number) =>
      Object.entries(statuses).reduce(
        (sum, [code, stat]) => (Number(code) >= from && Number(code) < to ? sum + (stat.count ?? 0) : sum),
        0,
      );
    const answered = count(100, 600);
    const serverErrors = count(500, 600);
    const rateLimited = count(429, 430);
    const others = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 300)
      .map(([code, stat]) => `${stat.count}×${code}`)
      .join(" ");
    const limit = plan.kind.write ? budgets.writeP99Ms : budgets.readP99Ms;
    const ok =
      serverErrors === 0 && rateLimited === 0 && result.timeouts === 0 && result.errors === 0 && latency.p99 < limit;
    totals.requests += answered;
    totals.perSecond += answered / seconds;
    totals.serverErrors += serverErrors;
    totals.rateLimited += rateLimited;
    totals.timeouts += result.timeouts;
    totals.errors += result.errors;
    if (!ok) totals.budgetMissed = true;
    say(
      `${plan.kind.name.padEnd(18)}${pad(plan.people, 7)}${pad(answered, 9)}${pad((answered / seconds).toFixed(1), 8)}` +
        `${pad(latency.p50, 7)}${pad(latency.p95, 7)}${pad(latency.p99, 7)}${pad(latency.max, 7)}${pad(serverErrors, 5)}${pad(result.timeouts, 5)}  ` +
        `${(others || "-").padEnd(16)} ${ok ? "ok" : "MISSED"} (p99 < ${limit} ms)`,
    );
  }
  say(
    `${"all".padEnd(18)}${pad(
      results.reduce((sum, r) => sum + r.plan.people, 0),
      7,
    )}${pad(totals.requests, 9)}${pad(totals.perSecond.toFixed(1), 8)}   (latencies in ms)`,
  );
  say(
    `5xx: ${totals.serverErrors}   429: ${totals.rateLimited}   timeouts: ${totals.timeouts}   connection errors: ${totals.errors - totals.timeouts}   budget: no 5xx, no 429, no timeouts`,
  );
  return totals;
}

export interface StoredCheck {
  what: string;
  acknowledged: number;
  stored: number;
  /** Acknowledged but not in the database. */
  missing: number;
  /** Stored more than once. */
  duplicated: number;
  /** In the database without an acknowledgement, and not among the unanswered: should never be. */
  unexplained: number;
  /** Stored, never answered (in flight when the run stopped, or timed out): allowed. */
  unanswered: number;
}

/** Compares the keys acknowledged with the rows found (`key` -> how many rows). */
export function compareStored(what: string, result: KindResult, rows: Map<string, number>): StoredCheck {
  const acknowledged = new Set(result.acknowledgedKeys);
  let missing = 0;
  for (const key of acknowledged) if (!rows.has(key)) missing += 1;
  let duplicated = 0;
  let unexplained = 0;
  let unanswered = 0;
  let stored = 0;
  for (const [key, count] of rows) {
    stored += count;
    if (count > 1) duplicated += 1;
    if (!acknowledged.has(key)) {
      if (result.unanswered.has(key)) unanswered += 1;
      else unexplained += 1;
    }
  }
  return { what, acknowledged: acknowledged.size, stored, missing, duplicated, unexplained, unanswered };
}

/**
 * Drafts are one row per person, overwritten by each save: for every person with an acknowledged
 * save, the row must hold their last acknowledged draft (or a later one that was never answered).
 */
export function compareDrafts(result: KindResult, storedByPerson: Map<number, number>): StoredCheck {
  let missing = 0;
  let unexplained = 0;
  let unanswered = 0;
  for (const [person, last] of result.lastAcknowledged) {
    const stored = storedByPerson.get(person);
    if (stored === last) continue;
    if (stored !== undefined && stored > last && result.unanswered.has(`${person}:${stored}`)) unanswered += 1;
    else missing += 1;
  }
  for (const [person, stored] of storedByPerson) {
    if (result.lastAcknowledged.has(person)) continue;
    if (result.unanswered.has(`${person}:${stored}`)) unanswered += 1;
    else unexplained += 1;
  }
  return {
    what: "drafts (the last acknowledged save of each person)",
    acknowledged: result.lastAcknowledged.size,
    stored: storedByPerson.size,
    missing,
    duplicated: 0,
    unexplained,
    unanswered,
  };
}

export function printStored(checks: StoredCheck[], say: (line: string) => void): boolean {
  let ok = true;
  for (const check of checks) {
    const good = check.missing === 0 && check.duplicated === 0 && check.unexplained === 0;
    ok &&= good;
    say(
      `${good ? "ok    " : "FAILED"} ${check.what}: ${check.acknowledged} acknowledged, ${check.stored} stored` +
        ` (missing ${check.missing}, stored twice ${check.duplicated}, unexplained ${check.unexplained}` +
        `${check.unanswered ? `, ${check.unanswered} sent as the run ended and stored without an answer` : ""})`,
    );
  }
  return ok;
}
