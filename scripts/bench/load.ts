import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";

/** One autocannon run against the real server over HTTP. */
export interface LoadRun {
  rps: number;
  /** Responses received in the run. */
  count: number;
  p50: number;
  p99: number;
  /** Responses other than 2xx, and socket errors or timeouts: a run with any is not a valid figure. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  /** Called for every request: headers and body per request (a cookie, a client address, a JSON body). */
  request?: (i: number) => { headers: Record<string, string>; body?: string };
  /** Paces the whole run at this many requests per second (a steady background load), instead of flat out. */
  overallRate?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadRun> {
  let i = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    overallRate: options.overallRate,
    requests: [
      {
        method: options.method ?? "GET",
        setupRequest: (request) => {
          const extra = options.request?.(i++);
          if (!extra) return request;
          return { ...request, headers: { ...request.headers, ...extra.headers }, body: extra.body ?? request.body };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    count: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Median of three measured runs after one warm-up run (JIT, connection pools, caches), with min and max. */
export async function medianOfThree(
  options: LoadOptions,
  warmupSeconds = 1,
): Promise<{ runs: LoadRun[]; rps: Spread; p50: Spread; p99: Spread }> {
  await runLoad({ ...options, seconds: warmupSeconds });
  const runs: LoadRun[] = [];
  for (let r = 0; r < 3; r++) {
    const run = await runLoad(options);
    if (run.failures > 0)
      throw new Error(`${options.method ?? "GET"} ${options.url}: ${run.failures} failed requests in a measured run`);
    runs.push(run);
  }
  return {
    runs,
    rps: spread(runs.map((r) => r.rps)),
    p50: spread(runs.map((r) => r.p50)),
    p99: spread(runs.map((r) => r.p99)),
  };
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] as number,
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
  };
}

/** What the figures were measured on: readers judge a figure by the machine and how busy it was. */
export function machineLine(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `${availableParallelism()} cores, load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`;
}
