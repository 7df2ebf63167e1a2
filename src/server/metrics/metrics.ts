import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../db/client.ts";
import type { GenerationObserver } from "../generation/index.ts";

// What an operator watches (README "Runbook"): one registry per app, so tests that build many apps
// never share counters. Labels are bounded sets (route patterns, status classes, engines, error codes):
// never a raw path, a user or an address.

export interface MetricsOptions {
  /** The pool's connections (PostgreSQL only), read at each scrape. */
  poolStats?: () => PoolStats;
  /** Node's own metrics (event-loop lag, heap, GC, CPU): on in the server, off in most tests. */
  processMetrics?: boolean;
}

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.4, 0.6, 1, 2.5, 5, 10];
const generationBuckets = [0.05, 0.5, 2, 5, 10, 20, 30, 45, 60, 90, 120];

export function createMetrics(options: MetricsOptions = {}) {
  const registry = new Registry();
  const registers = [registry];
  const httpLabels = ["method", "route", "status_class"] as const;
  const httpRequests = new Counter({
    name: "foodfirst_http_requests_total",
    help: "HTTP requests answered, by route pattern and status class",
    labelNames: httpLabels,
    registers,
  });
  const httpDuration = new Histogram({
    name: "foodfirst_http_request_duration_seconds",
    help: "Time to the response's headers (a stream's first byte), by route pattern and status class",
    labelNames: httpLabels,
    buckets: latencyBuckets,
    registers,
  });
  const rateLimited = new Counter({
    name: "foodfirst_rate_limit_refusals_total",
    help: "Requests refused with 429, by route pattern",
    labelNames: ["route"],
    registers,
  });
  const databaseUnavailable = new Counter({
    name: "foodfirst_database_unavailable_total",
    help: "Requests answered 503 database_unavailable because the database was out of reach",
    labelNames: ["route"],
    registers,
  });
  const activeStreams = new Gauge({
    name: "foodfirst_active_streams",
    help: "Open server-sent event streams, by what they follow",
    labelNames: ["kind"],
    registers,
  });
  const generationLabels = ["kind", "engine"] as const;
  const started = new Counter({
    name: "foodfirst_generations_started_total",
    help: "Generations started on this instance",
    labelNames: generationLabels,
    registers,
  });
  const completed = new Counter({
    name: "foodfirst_generations_completed_total",
    help: "Generations completed on this instance",
    labelNames: generationLabels,
    registers,
  });
  const failed = new Counter({
    name: "foodfirst_generations_failed_total",
    help: "Generations failed on this instance, by error code (interrupted = stopped by a shutdown)",
    labelNames: [...generationLabels, "code"],
    registers,
  });
  const abandoned = new Counter({
    name: "foodfirst_generations_abandoned_total",
    help: "Generations whose instance went away mid-way (crash, kill), failed as interrupted by this instance when it read them",
    labelNames: ["kind"],
    registers,
  });
  const generationDuration = new Histogram({
    name: "foodfirst_generation_duration_seconds",
    help: "From start to completed or failed",
    labelNames: [...generationLabels, "outcome"],
    buckets: generationBuckets,
    registers,
  });
  const modelTokens = new Counter({
    name: "foodfirst_model_tokens_total",
    help: "Tokens the language model reported using, by what it wrote (assessment, chat answer) (input = prompt, output = written)",
    labelNames: ["kind", "engine", "type"],
    registers,
  });
  const poolStats = options.poolStats;
  if (poolStats) {
    registry.registerMetric(
      new Gauge({
        name: "foodfirst_db_pool_connections",
        help: "Database pool: open connections (total), idle ones, requests waiting for one, and the pool's maximum",
        labelNames: ["state"],
        registers: [],
        collect() {
          const stats = poolStats();
          this.set({ state: "total" }, stats.total);
          this.set({ state: "idle" }, stats.idle);
          this.set({ state: "waiting" }, stats.waiting);
          this.set({ state: "max" }, stats.max);
        },
      }),
    );
  }
  // Event-loop lag (nodejs_eventloop_lag_*), heap, GC and CPU, under Node's usual names.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const generationObserver = (kind: string): GenerationObserver => ({
    started: (engine) => started.inc({ kind, engine }),
    completed: (engine, ms) => {
      completed.inc({ kind, engine });
      generationDuration.observe({ kind, engine, outcome: "completed" }, ms / 1000);
    },
    failed: (engine, code, ms) => {
      failed.inc({ kind, engine, code });
      generationDuration.observe({ kind, engine, outcome: "failed" }, ms / 1000);
    },
    abandoned: () => abandoned.inc({ kind }),
    streamOpened: () => activeStreams.inc({ kind }),
    streamClosed: () => activeStreams.dec({ kind }),
  });

  const chatIntents = new Counter({
    name: "foodfirst_chat_intents_total",
    help: 'Chat questions by what the offline engine read them as (intent labels of chat/offline/phrases.ts, "unknown" when none): what people ask, no text or user',
    labelNames: ["intent"],
    registers,
  });
  return {
    registry,
    /** One chat question, by the intent it was read as ("unknown": one the engine could not place). */
    chatIntent: (intent: string) => chatIntents.inc({ intent }),
    /** One answered request (http-metrics.ts). */
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
      if (status === 429) rateLimited.inc({ route });
    },
    databaseUnavailable: (route: string) => databaseUnavailable.inc({ route }),
    generationObserver,
    /** Usage the provider reported for one call of `kind` (not every provider reports it). */
    tokens(kind: string, engine: string, usage: { inputTokens?: number; outputTokens?: number }) {
      if (usage.inputTokens && Number.isFinite(usage.inputTokens))
        modelTokens.inc({ kind, engine, type: "input" }, usage.inputTokens);
      if (usage.outputTokens && Number.isFinite(usage.outputTokens))
        modelTokens.inc({ kind, engine, type: "output" }, usage.outputTokens);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
