import { setTimeout as sleep } from "node:timers/promises";
import type { GenerationStreamEvent } from "../../shared/generation.ts";
import type { GenerationLiveEvent, GenerationRunner } from "./runner.ts";
import type { GenerationRows, GenerationState, GenerationTimings } from "./types.ts";

// The two ways a stream follows a generation that is still being written: live, from the runner in
// this process, or through its row in the database when it runs on another instance.

/** The open event stream, as the followers see it. */
export interface EventSink {
  send(event: GenerationStreamEvent): Promise<void>;
  /** A comment line: nothing for the client, but proxies see traffic and keep the connection. */
  keepAlive(): Promise<void>;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
}

/** The runner as the stream uses it, whatever the runner generates from. */
export type LiveGenerations = Pick<GenerationRunner<never>, "subscribe">;

export function snapshotOf(state: GenerationState, text = state.text): GenerationStreamEvent {
  return { type: "snapshot", status: state.status, text, engine: state.engine, errorCode: state.errorCode };
}

const isFinal = (event: GenerationLiveEvent) =>
  event.type === "done" || event.type === "failed" || event.type === "stopped";

/** The runner's events, waiting for the client to take them. */
function createInbox() {
  const events: GenerationLiveEvent[] = [];
  let wake: (() => void) | null = null;
  return {
    push(event: GenerationLiveEvent) {
      events.push(event);
      wake?.();
    },
    /** Ends a wait early (the client left). */
    interrupt: () => wake?.(),
    get size() {
      return events.length;
    },
    /** True when something arrived (or the wait was interrupted), false after `ms` of silence. */
    wait(ms: number): Promise<boolean> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          wake = null;
          resolve(false);
        }, ms);
        wake = () => {
          wake = null;
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
    /** The deltas at the head, joined: what queued while a slow client read goes out as one event. */
    takeDeltas(): string {
      let text = "";
      while (events[0]?.type === "delta") text += (events.shift() as { text: string }).text;
      return text;
    },
    shift: () => events.shift(),
  };
}

/**
 * Follows a generation running in this process: a snapshot of the text so far, then its deltas
 * (coalesced when the client is slower than the writer), then done, failed or stopped: "followed".
 * "not-live", having sent nothing, when it does not run here; "left" when its row stopped being
 * generated elsewhere (stopped through another instance): the caller follows the row from there.
 */
export async function followLive(
  sink: EventSink,
  state: GenerationState,
  runner: LiveGenerations,
  keepAliveMs: number,
): Promise<"followed" | "not-live" | "left"> {
  const inbox = createInbox();
  const subscription = runner.subscribe(state.id, inbox.push);
  if (!subscription) return "not-live";
  sink.signal.addEventListener("abort", inbox.interrupt, { once: true });
  try {
    await sink.send(snapshotOf(state, subscription.snapshot));
    while (!sink.signal.aborted) {
      if (inbox.size === 0) {
        const arrived = await inbox.wait(keepAliveMs);
        if (!arrived && !sink.signal.aborted) await sink.keepAlive();
        continue;
      }
      const text = inbox.takeDeltas();
      if (text) await sink.send({ type: "delta", text });
      const next = inbox.shift();
      if (next?.type === "left") return "left";
      if (next) {
        await sink.send(next);
        if (isFinal(next)) break;
      }
    }
    return "followed";
  } finally {
    subscription.unsubscribe();
    sink.signal.removeEventListener("abort", inbox.interrupt);
  }
}

export interface RowFollowContext<Row> {
  rows: GenerationRows<Row>;
  reconcile: (row: Row) => Promise<Row>;
  timings: Pick<GenerationTimings, "pollIntervalMs" | "keepAliveMs">;
}

/**
 * Follows a generation through its row: for one running on another instance, or one that finished
 * between reading the row and subscribing. Each poll goes through `reconcile`, so a generation whose
 * server went away ends as failed/interrupted instead of being followed for ever.
 */
export async function followRow<Row>(
  sink: EventSink,
  state: GenerationState,
  ctx: RowFollowContext<Row>,
): Promise<void> {
  const { pollIntervalMs, keepAliveMs } = ctx.timings;
  let sent = state.text;
  await sink.send(snapshotOf(state, sent));
  let quietMs = 0;
  while (!sink.signal.aborted) {
    await sleep(pollIntervalMs, undefined, { signal: sink.signal }).catch(() => undefined);
    if (sink.signal.aborted) return;
    const polled = await ctx.rows.findById(state.id);
    if (!polled) return;
    const fresh = ctx.rows.view(await ctx.reconcile(polled));
    if (fresh.status === "failed") {
      await sink.send({ type: "failed", errorCode: fresh.errorCode ?? "unexpected" });
      return;
    }
    // Stopped elsewhere: what was stored is the text to keep (it may be shorter than what was sent live).
    if (fresh.status === "stopped") {
      if (fresh.text !== sent)
        await sink.send(
          fresh.text.startsWith(sent) ? { type: "delta", text: fresh.text.slice(sent.length) } : snapshotOf(fresh),
        );
      await sink.send({ type: "stopped", length: fresh.text.length });
      return;
    }
    if (fresh.text !== sent) {
      // Text that does not continue what was sent (a retry started over) is sent whole.
      await sink.send(
        fresh.text.startsWith(sent) ? { type: "delta", text: fresh.text.slice(sent.length) } : snapshotOf(fresh),
      );
      sent = fresh.text;
      quietMs = 0;
    }
    if (fresh.status === "completed") {
      await sink.send({ type: "done", length: fresh.text.length });
      return;
    }
    quietMs += pollIntervalMs;
    if (quietMs >= keepAliveMs) {
      await sink.keepAlive();
      quietMs = 0;
    }
  }
}
