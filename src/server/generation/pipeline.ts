import type { Logger } from "../logger.ts";
import { createReconcile } from "./reconcile.ts";
import { createGenerationRunner, type GenerationRunner } from "./runner.ts";
import { createGenerationStream, type GenerationStream } from "./stream.ts";
import {
  resolveTimings,
  type GenerationObserver,
  type GenerationRows,
  type GenerationState,
  type GenerationStore,
  type GenerationTimings,
  type GenerationWriter,
} from "./types.ts";

export interface GenerationPipelineOptions<Input, Row> {
  /** What is generated ("assessment", "chat answer"), for log lines. */
  kind: string;
  /** The feature's store: the runner's writes, and the reads the stream and the stale rule make. */
  store: GenerationStore & Omit<GenerationRows<Row>, "view">;
  /** The generation's part of one of the feature's rows. */
  view: (row: Row) => GenerationState;
  writer: GenerationWriter<Input>;
  logger: Logger;
  /** Shorter timings for tests; the defaults otherwise. */
  timings?: Partial<GenerationTimings>;
  /** Told of starts, outcomes and open streams (metrics). */
  observer?: GenerationObserver;
  /** Aborts when the server begins to shut down: open streams end and their clients reconnect elsewhere. */
  shutdown?: AbortSignal;
}

/** One feature's generations: built once per app (in createApp), used by the feature's routes. */
export interface GenerationPipeline<Input, Row> {
  /** Starts generations detached from requests; its drain is registered for graceful shutdown. */
  runner: GenerationRunner<Input>;
  /** Every read of a row goes through this, so a generation whose server went away shows as failed. */
  reconcile: (row: Row) => Promise<Row>;
  /** Answers a request with the row's generation as server-sent events. */
  stream: GenerationStream<Row>;
}

export function createGenerationPipeline<Input, Row>(
  options: GenerationPipelineOptions<Input, Row>,
): GenerationPipeline<Input, Row> {
  const { kind, store, view, writer, logger, observer, shutdown } = options;
  const timings = resolveTimings(options.timings);
  const runner = createGenerationRunner({ kind, store, writer, logger, timings, observer });
  const rows: GenerationRows<Row> = {
    findById: (id) => store.findById(id),
    failIfStale: (id, staleBefore) => store.failIfStale(id, staleBefore),
    view,
  };
  const reconcile = createReconcile({
    rows,
    isLive: runner.isLive,
    staleAfterMs: timings.staleAfterMs,
    onAbandoned: observer?.abandoned,
  });
  const stream = createGenerationStream({ runner, rows, reconcile, logger, timings, observer, shutdown });
  return { runner, reconcile, stream };
}
