import { createRequire } from "node:module";
import autocannon from "autocannon";
import type { RequestKind } from "../cluster/workload.ts";

// One kind of request, made by its share of the simulated people: each person is one autocannon
// connection with its own cookie and client address, at `rate` requests a second. People start at
// random moments within the first second, so their requests do not all arrive together each second.

export interface Identity {
  cookie?: string;
  /** The client address, sent as X-Forwarded-For (nginx believes it from the load generator). */
  address: string;
  /** A path of this person's own (their assessment), instead of the kind's. */
  path?: string;
  /** A body of this person's own (their email and password), instead of the kind's. */
  body?: unknown;
}

export interface KindPlan {
  kind: RequestKind;
  people: number;
  /** Who sends the n-th request of person i (a person may rotate over several accounts). */
  identity(person: number, n: number): Identity;
}

export interface KindResult {
  plan: KindPlan;
  result: autocannon.Result;
  /** 2xx answers to writes: what the database must hold afterwards. */
  acknowledged: number;
  /** Per person: the number of the last write acknowledged (drafts: the last one must be stored). */
  lastAcknowledged: Map<number, number>;
  /** What each acknowledged request sent, for the count in the database (emails, keys). */
  acknowledgedKeys: string[];
  /** Latency percentiles in ms over all of this kind's people (autocannon's own list has no p95). */
  latency: { p50: number; p95: number; p99: number; max: number };
  /** Writes sent and never answered (timed out, or in flight when the run ended): may or may not be stored. */
  unanswered: Set<string>;
}

interface HdrHistogram {
  add(other: HdrHistogram): void;
  getValueAtPercentile(percentile: number): number;
  maxValue: number;
}
// autocannon's own histogram helpers (HDR histograms, with its coordinated-omission correction applied).
const histUtil = createRequire(import.meta.url)("autocannon/lib/histUtil.js") as {
  decodeHist(encoded: unknown): HdrHistogram | null;
};

type AggregateResult = (
  results: autocannon.Result[],
  options: { url: string; title?: string; connections?: number },
) => autocannon.Result;

export async function runKind(
  plan: KindPlan,
  base: string,
  seconds: number,
  rate: number,
  origin: string,
): Promise<KindResult> {
  const { kind } = plan;
  const out: KindResult = {
    plan,
    result: undefined as unknown as autocannon.Result,
    acknowledged: 0,
    lastAcknowledged: new Map(),
    acknowledgedKeys: [],
    unanswered: new Set(),
    latency: { p50: 0, p95: 0, p99: 0, max: 0 },
  };
  let counter = 0;
  const runs = Array.from({ length: plan.people }, async (_, person) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
    return autocannon({
      url: base,
      connections: 1,
      connectionRate: rate,
      duration: seconds,
      timeout: 10,
      sampleInt: 1000,
      skipAggregateResult: true,
      requests: [
        {
          setupRequest(request, context) {
            const n = ++counter;
            const who = plan.identity(person, n);
            const body = who.body ?? kind.body?.(n);
            const headers: Record<string, string> = {
              "x-forwarded-for": who.address,
              ...(who.cookie ? { cookie: who.cookie } : {}),
              ...(body !== undefined ? { "content-type": "application/json", origin } : {}),
              ...kind.headers?.(n),
            };
            // What identifies the stored row: the idempotency key, the email signed up, the chat message's text.
            const sent = body as { email?: string; message?: string } | undefined;
            const key = headers["Idempotency-Key"] ?? sent?.email ?? sent?.message ?? `${person}:${n}`;
            Object.assign(context, { n, key });
            if (kind.write) out.unanswered.add(key);
            return {
              ...request,
              method: kind.method,
              path: who.path ?? kind.path,
              headers,
              body: body === undefined ? undefined : JSON.stringify(body),
            };
          },
          onResponse(status, _body, context) {
            const { n, key } = context as { n: number; key: string };
            out.unanswered.delete(key);
            if (!kind.write || status < 200 || status >= 300) return;
            out.acknowledged += 1;
            out.acknowledgedKeys.push(key);
            if (n > (out.lastAcknowledged.get(person) ?? 0)) out.lastAcknowledged.set(person, n);
          },
        },
      ],
    });
  });
  const results = await Promise.all(runs);
  // Decoded histograms are plain-JS ones: merged into the first, as autocannon's aggregateResult does.
  const decoded = results
    .map((result) => histUtil.decodeHist((result as unknown as { latencies: unknown }).latencies))
    .filter((h) => h !== null);
  const [merged, ...rest] = decoded;
  for (const histogram of rest) merged?.add(histogram);
  if (merged)
    out.latency = {
      p50: merged.getValueAtPercentile(50),
      p95: merged.getValueAtPercentile(95),
      p99: merged.getValueAtPercentile(99),
      max: merged.maxValue,
    };
  const aggregate = (autocannon as unknown as { aggregateResult: AggregateResult }).aggregateResult;
  out.result = aggregate(results, { url: base, title: kind.name, connections: plan.people });
  return out;
}
