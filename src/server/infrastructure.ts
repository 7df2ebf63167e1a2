import type { Context } from "hono";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { GenerationTimings } from "./generation/index.ts";
import type { Lifecycle } from "./http/health.ts";
import type { RateLimits } from "./http/rate-limit.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Metrics } from "./metrics/metrics.ts";

/**
 * What createApp builds once and hands to each feature's builder: the services every feature may use. It holds
 * no feature's own services; what one feature needs of another is passed to its builder as a narrow capability.
 */
export interface Infrastructure {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Prometheus metrics (/metrics): generation outcomes, model tokens. */
  metrics: Metrics;
  rateLimits: RateLimits;
  /** The client's address, through the configured proxies. */
  clientIp: (c: Context) => string;
  /** Shutdown state, and the drainers features register for work that must finish first. */
  lifecycle: Lifecycle;
  /** Aborted at shutdown: open event streams end, and their clients reconnect elsewhere. */
  shutdown: AbortSignal;
  /** Generation timings (save interval, heartbeat, stale limit, stream polling); tests shorten them. */
  generationTimings?: Partial<GenerationTimings>;
}
