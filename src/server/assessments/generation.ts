import type { AssessmentAnswers, AssessmentStreamEvent } from "../../shared/assessment/index.ts";
import { AiError } from "../ai/errors.ts";
import type { AssessmentWriter } from "./writer.ts";
import type { Logger } from "../logger.ts";
import type { AssessmentStore } from "./store.ts";

// Runs generations independently of any HTTP request: the browser may come and go, the text is
// saved as it grows and the final text (or the failure) always reaches the database.

interface LiveGeneration {
  id: string;
  text: string;
  listeners: Set<(event: AssessmentStreamEvent) => void>;
}

export interface GenerationRunnerOptions {
  store: AssessmentStore;
  writer: AssessmentWriter;
  logger: Logger;
  /** How often growing text is written to the database (and at least how often it says it is alive). */
  saveIntervalMs?: number;
  heartbeatMs?: number;
}

export const generationTimings = {
  saveIntervalMs: 1_000,
  heartbeatMs: 10_000,
  /** A generating row with no heartbeat for this long belongs to a server that went away. */
  staleAfterMs: 90_000,
} as const;

export function createGenerationRunner(options: GenerationRunnerOptions) {
  const { store, writer, logger } = options;
  const saveIntervalMs = options.saveIntervalMs ?? generationTimings.saveIntervalMs;
  const heartbeatMs = options.heartbeatMs ?? generationTimings.heartbeatMs;
  const live = new Map<string, LiveGeneration>();
  const running = new Set<Promise<void>>();
  const shutdown = new AbortController();

  function emit(generation: LiveGeneration, event: AssessmentStreamEvent) {
    for (const listener of generation.listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.warn({ err: error, assessmentId: generation.id }, "stream listener failed");
      }
    }
  }

  async function run(id: string, answers: AssessmentAnswers) {
    const generation: LiveGeneration = { id, text: "", listeners: new Set() };
    live.set(id, generation);
    let savedLength = 0;
    let lastSave = Date.now();
    let saving: Promise<void> = Promise.resolve();
    const save = () => {
      const text = generation.text;
      lastSave = Date.now();
      savedLength = text.length;
      saving = saving
        .then(() => store.saveProgress(id, text))
        .catch((error: unknown) => logger.warn({ err: error, assessmentId: id }, "saving assessment progress failed"));
    };
    const heartbeat = setInterval(() => {
      if (Date.now() - lastSave >= heartbeatMs - 50) save();
    }, heartbeatMs);
    heartbeat.unref?.();
    const started = Date.now();
    try {
      for await (const delta of writer.stream(answers, { signal: shutdown.signal })) {
        generation.text += delta;
        emit(generation, { type: "delta", text: delta });
        if (Date.now() - lastSave >= saveIntervalMs && generation.text.length > savedLength) save();
      }
      clearInterval(heartbeat);
      await saving;
      await store.complete(id, generation.text);
      logger.info({ assessmentId: id, engine: writer.engine, ms: Date.now() - started, chars: generation.text.length }, "assessment generated");
      live.delete(id);
      emit(generation, { type: "done", length: generation.text.length });
    } catch (error) {
      clearInterval(heartbeat);
      const code = error instanceof AiError ? error.code : shutdown.signal.aborted ? "interrupted" : "unexpected";
      logger.error(
        { assessmentId: id, engine: writer.engine, code, err: error instanceof AiError ? { message: error.message, status: error.status } : error },
        "assessment generation failed",
      );
      await saving;
      await store.fail(id, code).catch((dbError: unknown) => logger.error({ err: dbError, assessmentId: id }, "marking assessment failed failed"));
      live.delete(id);
      emit(generation, { type: "failed", errorCode: code });
    }
  }

  return {
    /** Starts writing; returns at once. The promise it tracks never rejects. */
    start(id: string, answers: AssessmentAnswers): void {
      if (live.has(id)) return;
      const task = run(id, answers).finally(() => running.delete(task));
      running.add(task);
    },

    /**
     * Listens to a generation running in this process: `snapshot` is the text so far, then the
     * listener gets every later event. Null when it is not running here.
     */
    subscribe(id: string, listener: (event: AssessmentStreamEvent) => void): { snapshot: string; unsubscribe: () => void } | null {
      const generation = live.get(id);
      if (!generation) return null;
      generation.listeners.add(listener);
      return { snapshot: generation.text, unsubscribe: () => generation.listeners.delete(listener) };
    },

    isLive: (id: string) => live.has(id),

    /** Waits for running generations (for tests and graceful shutdown); aborts them after `timeoutMs`. */
    async drain(timeoutMs = 10_000): Promise<void> {
      const timer = setTimeout(() => shutdown.abort(new Error("server shutting down")), timeoutMs);
      await Promise.all(running);
      clearTimeout(timer);
    },
  };
}

export type GenerationRunner = ReturnType<typeof createGenerationRunner>;
