import type { GenerationStreamEvent } from "../../shared/generation.ts";
import { AiError } from "../ai/errors.ts";
import type { Logger } from "../logger.ts";
import {
  defaultGenerationLimits,
  resolveTimings,
  type GenerationErrorCode,
  type GenerationLimits,
  type GenerationObserver,
  type GenerationStore,
  type GenerationTimings,
  type GenerationWriter,
} from "./types.ts";

// Runs generations independently of any HTTP request: the browser may come and go, the text is
// saved as it grows and the final text (or the failure) always reaches the database.

/**
 * What a generation running here tells its listeners after the snapshot they subscribed with; `left`
 * (never sent to a browser) says the row stopped being generated elsewhere, so followers read the row.
 */
export type GenerationLiveEvent = Exclude<GenerationStreamEvent, { type: "snapshot" }> | { type: "left" };

export interface GenerationSubscription {
  /** The text written so far, at the moment of subscribing; every later event follows it. */
  snapshot: string;
  unsubscribe(): void;
}

export interface GenerationRunner<Input> {
  /** Starts writing and returns at once; a second start of an id already running here is ignored. */
  start(id: string, input: Input): void;
  /** Listens to a generation running in this process; null when it is not running here. */
  subscribe(id: string, listener: (event: GenerationLiveEvent) => void): GenerationSubscription | null;
  isLive(id: string): boolean;
  /**
   * Ends a generation running here early, keeping its text (the store's `stop`); resolves once that is
   * stored. False when it does not run here or the feature has no Stop.
   */
  stop(id: string): Promise<boolean>;
  /** Waits for running generations (graceful shutdown, tests); stops them as `interrupted` after `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
}

export interface GenerationRunnerOptions<Input> {
  /** What is generated ("assessment", "chat answer"), for log lines. */
  kind: string;
  store: GenerationStore;
  writer: GenerationWriter<Input>;
  logger: Logger;
  timings?: Partial<Pick<GenerationTimings, "saveIntervalMs" | "heartbeatMs">>;
  limits?: Partial<GenerationLimits>;
  /** Told of each start and outcome (metrics). */
  observer?: Pick<GenerationObserver, "started" | "completed" | "failed">;
}

/** The reason a generation is aborted when it passes our cap (told apart from a shutdown). */
class TooLong extends Error {}
/** Stopped on request: the text so far is kept. */
class StoppedOnRequest extends Error {}
/** Its row left `generating` elsewhere (stopped through another instance): nothing more to write. */
class LeftElsewhere extends Error {}

interface LiveGeneration {
  text: string;
  listeners: Set<(event: GenerationLiveEvent) => void>;
  /** Aborted by a shutdown, our cap, a Stop, or the row leaving `generating` elsewhere. */
  stop: AbortController;
  done: Promise<void>;
}

export function createGenerationRunner<Input>(options: GenerationRunnerOptions<Input>): GenerationRunner<Input> {
  const { kind, store, writer, logger, observer } = options;
  const { saveIntervalMs, heartbeatMs } = resolveTimings(options.timings);
  const { maxChars, maxMs } = { ...defaultGenerationLimits, ...options.limits };
  const live = new Map<string, LiveGeneration>();
  const running = new Set<Promise<void>>();
  const shutdown = new AbortController();

  function emit(id: string, generation: LiveGeneration, event: GenerationLiveEvent) {
    for (const listener of generation.listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.warn({ err: error, kind, id }, "generation listener failed");
      }
    }
  }

  /** The writer's closing words, added to the text and sent as its last delta. */
  function close(id: string, input: Input, generation: LiveGeneration) {
    const closing = writer.closing?.(input, generation.text) ?? "";
    if (!closing) return;
    generation.text += closing;
    emit(id, generation, { type: "delta", text: closing });
  }

  // Never rejects: every outcome ends in the database (completed, failed or stopped) and in one last event.
  async function run(id: string, input: Input, generation: LiveGeneration): Promise<void> {
    // Stopped by a shutdown, our own cap on length and time, a Stop, or the row leaving `generating`.
    const { stop } = generation;
    let savedLength = 0;
    let lastSave = Date.now();
    // Saves run one after another, so an older text never overwrites a newer one.
    let saving: Promise<void> = Promise.resolve();
    const save = () => {
      const text = generation.text;
      lastSave = Date.now();
      savedLength = text.length;
      saving = saving
        .then(async () => {
          if ((await store.saveProgress(id, text)) === false) stop.abort(new LeftElsewhere("row no longer generating"));
        })
        .catch((error: unknown) => logger.warn({ err: error, kind, id }, `saving ${kind} progress failed`));
    };
    // The heartbeat keeps other instances from taking a slow (but alive) generation for a dead one.
    const heartbeat = setInterval(() => {
      if (Date.now() - lastSave >= heartbeatMs - 50) save();
    }, heartbeatMs);
    heartbeat.unref?.();
    const started = Date.now();
    observer?.started(writer.engine);
    const stopOnShutdown = () => stop.abort(shutdown.signal.reason);
    shutdown.signal.addEventListener("abort", stopOnShutdown);
    const deadline = setTimeout(() => stop.abort(new TooLong(`over ${maxMs} ms`)), maxMs);
    deadline.unref?.();
    try {
      for await (const delta of writer.stream(input, { signal: stop.signal })) {
        if (stop.signal.aborted) throw stop.signal.reason;
        if (generation.text.length + delta.length > maxChars) {
          stop.abort(new TooLong(`over ${maxChars} characters`));
          throw stop.signal.reason;
        }
        generation.text += delta;
        emit(id, generation, { type: "delta", text: delta });
        if (Date.now() - lastSave >= saveIntervalMs && generation.text.length > savedLength) save();
      }
      clearInterval(heartbeat);
      clearTimeout(deadline);
      shutdown.signal.removeEventListener("abort", stopOnShutdown);
      close(id, input, generation);
      await saving;
      await store.complete(id, generation.text);
      observer?.completed(writer.engine, Date.now() - started);
      logger.info(
        { kind, id, engine: writer.engine, ms: Date.now() - started, chars: generation.text.length },
        `${kind} generated`,
      );
      live.delete(id);
      emit(id, generation, { type: "done", length: generation.text.length });
    } catch (error) {
      clearInterval(heartbeat);
      clearTimeout(deadline);
      shutdown.signal.removeEventListener("abort", stopOnShutdown);
      const reason: unknown = stop.signal.reason;
      if (reason instanceof StoppedOnRequest || reason instanceof LeftElsewhere) {
        await saving;
        if (reason instanceof StoppedOnRequest) {
          try {
            close(id, input, generation);
          } catch (closeError) {
            logger.error({ err: closeError, kind, id }, `closing a stopped ${kind} failed`);
          }
          await store
            .stop?.(id, generation.text)
            .catch((dbError: unknown) => logger.error({ err: dbError, kind, id }, `marking ${kind} stopped failed`));
        }
        logger.info(
          { kind, id, engine: writer.engine, ms: Date.now() - started, chars: generation.text.length },
          `${kind} stopped`,
        );
        live.delete(id);
        emit(
          id,
          generation,
          reason instanceof StoppedOnRequest ? { type: "stopped", length: generation.text.length } : { type: "left" },
        );
        return;
      }
      const code: GenerationErrorCode =
        reason instanceof TooLong
          ? "too_long"
          : error instanceof AiError
            ? error.code
            : shutdown.signal.aborted
              ? "interrupted"
              : "unexpected";
      observer?.failed(writer.engine, code, Date.now() - started);
      logger.error(
        {
          kind,
          id,
          engine: writer.engine,
          code,
          err: error instanceof AiError ? { message: error.message, status: error.status } : error,
        },
        `${kind} generation failed`,
      );
      await saving;
      await store
        .fail(id, code)
        .catch((dbError: unknown) => logger.error({ err: dbError, kind, id }, `marking ${kind} failed failed`));
      live.delete(id);
      emit(id, generation, { type: "failed", errorCode: code });
    }
  }

  return {
    start(id, input) {
      if (live.has(id)) return;
      const generation: LiveGeneration = {
        text: "",
        listeners: new Set(),
        stop: new AbortController(),
        done: Promise.resolve(),
      };
      live.set(id, generation);
      const task = run(id, input, generation).finally(() => running.delete(task));
      generation.done = task;
      running.add(task);
    },

    async stop(id) {
      const generation = live.get(id);
      if (!generation || !store.stop) return false;
      generation.stop.abort(new StoppedOnRequest("stopped on request"));
      await generation.done;
      return true;
    },

    subscribe(id, listener) {
      const generation = live.get(id);
      if (!generation) return null;
      generation.listeners.add(listener);
      return { snapshot: generation.text, unsubscribe: () => generation.listeners.delete(listener) };
    },

    isLive: (id) => live.has(id),

    async drain(timeoutMs = 10_000) {
      const timer = setTimeout(() => shutdown.abort(new Error("server shutting down")), timeoutMs);
      await Promise.all(running);
      clearTimeout(timer);
    },
  };
}
