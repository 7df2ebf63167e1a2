import type { Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import type { Logger } from "../logger.ts";
import {
  followLive,
  followRow,
  snapshotOf,
  type EventSink,
  type LiveGenerations,
  type RowFollowContext,
} from "./follow.ts";
import type { GenerationObserver } from "./types.ts";

// The stream protocol: any generation, as server-sent events. A snapshot (text so far, status,
// engine, error code), then deltas, then done or failed; a settled generation is a snapshot and its
// ending. A client that reconnects simply gets a new snapshot, so a dropped connection loses nothing.

export interface GenerationStreamOptions<Row> extends RowFollowContext<Row> {
  runner: LiveGenerations;
  logger: Logger;
  /** Told when a stream opens and closes (metrics). */
  observer?: Pick<GenerationObserver, "streamOpened" | "streamClosed">;
  /**
   * Aborts when the server begins to shut down: open streams end without a final event, and the
   * client reconnects (to another instance) and gets a fresh snapshot, so nothing is lost.
   */
  shutdown?: AbortSignal;
}

/** Answers a request with the generation in `row` (already found and checked by the caller). */
export type GenerationStream<Row> = (c: Context, row: Row) => Promise<Response>;

export function createGenerationStream<Row>(options: GenerationStreamOptions<Row>): GenerationStream<Row> {
  return async (c, row) => {
    const current = await options.reconcile(row);
    // Reverse proxies (nginx) would otherwise hold the events back until their buffer fills.
    c.header("X-Accel-Buffering", "no");
    const response = streamSSE(c, async (stream) => {
      const sink = eventSink(stream, options.shutdown);
      options.observer?.streamOpened();
      try {
        await writeGeneration(sink, current, options);
      } catch (error) {
        // The database went away mid-stream, say: the client reconnects and gets a fresh snapshot.
        options.logger.warn({ err: error, id: options.rows.view(current).id }, "generation stream ended early");
      } finally {
        options.observer?.streamClosed();
      }
    });
    // streamSSE sets `no-cache`, which still lets caches store the response; this is health data,
    // so nothing may keep a copy.
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
}

function eventSink(stream: SSEStreamingApi, shutdown?: AbortSignal): EventSink {
  const gone = new AbortController();
  stream.onAbort(() => gone.abort());
  return {
    send: (event) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) }),
    keepAlive: async () => {
      await stream.write(": keep-alive\n\n");
    },
    signal: shutdown ? AbortSignal.any([gone.signal, shutdown]) : gone.signal,
  };
}

async function writeGeneration<Row>(sink: EventSink, row: Row, options: GenerationStreamOptions<Row>): Promise<void> {
  const state = options.rows.view(row);
  if (state.status === "completed") {
    await sink.send(snapshotOf(state));
    await sink.send({ type: "done", length: state.text.length });
    return;
  }
  if (state.status === "failed") {
    await sink.send(snapshotOf(state));
    await sink.send({ type: "failed", errorCode: state.errorCode ?? "unexpected" });
    return;
  }
  if (state.status === "stopped") {
    await sink.send(snapshotOf(state));
    await sink.send({ type: "stopped", length: state.text.length });
    return;
  }
  const live = await followLive(sink, state, options.runner, options.timings.keepAliveMs);
  if (live === "followed") return;
  // Not running here (on another instance, or it finished between reading the row and subscribing), or
  // its row was settled elsewhere while it ran here: the row says what happened, from a fresh snapshot.
  const settled = live === "left" ? await options.rows.findById(state.id) : null;
  await followRow(sink, settled ? options.rows.view(settled) : state, options);
}
