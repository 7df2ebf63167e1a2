import type { GenerationStatus } from "../../shared/generation.ts";
import type { AiErrorCode } from "../ai/errors.ts";

// What the generation pipeline needs from a feature (assessments now, chat answers next): a writer
// that produces text from some input, and a table whose rows carry the text and its status.

/** Produces the text as it is written. Throws an AiError when it fails; stops when the signal aborts. */
export interface GenerationWriter<Input> {
  /** "offline", or the model's name; stored with each row. */
  readonly engine: string;
  stream(input: Input, options?: { signal?: AbortSignal }): AsyncIterable<string>;
  /**
   * What the writer adds once its text has ended, completed or stopped on request (the safety check of a
   * model's text): stored with the text and sent as its last delta. Empty adds nothing.
   */
  closing?(input: Input, text: string): string;
}

/**
 * Why a generation failed: the provider's typed error, `interrupted` when its server stopped, or
 * `too_long` when our own cap on its length or time stopped it.
 */
export type GenerationErrorCode = AiErrorCode | "interrupted" | "too_long";

/**
 * Our own ceiling on one generation, whatever the provider does with max_tokens: a model that never
 * stops would otherwise fill the database and hold a stream open. Both are far above a normal reply
 * (an assessment of 2,048 tokens is about 10,000 characters, written in well under a minute).
 */
export interface GenerationLimits {
  maxChars: number;
  maxMs: number;
}

export const defaultGenerationLimits: GenerationLimits = { maxChars: 30_000, maxMs: 180_000 };

/**
 * The writes the runner makes. Each applies only while the row is still `generating`, so a stale
 * row that another instance already failed is not brought back.
 */
export interface GenerationStore {
  /**
   * Text so far; also the heartbeat that says the generation is alive (it bumps the row's updatedAt).
   * A store may answer `false` when the row is no longer generating (stopped through another instance):
   * the runner then ends the generation and its followers read the row.
   */
  saveProgress(id: string, text: string): Promise<void | boolean>;
  complete(id: string, text: string): Promise<void>;
  /** The partial text may be dropped (the assessment drops it, so a retry starts clean). */
  fail(id: string, errorCode: GenerationErrorCode): Promise<void>;
  /**
   * Ends a generation early on request, keeping the text written so far (status `stopped`). Only
   * features with a Stop (the chat) have it; without it, the runner's `stop` does nothing.
   */
  stop?(id: string, text: string): Promise<void>;
}

/** The reads (and the one repair) the stream and the stale rule make on a feature's rows. */
export interface GenerationRows<Row> {
  findById(id: string): Promise<Row | null>;
  /** generating -> failed/interrupted, only when its last heartbeat is older than `staleBefore`. */
  failIfStale(id: string, staleBefore: Date): Promise<boolean>;
  /** The generation's part of a row (a feature names its columns as it likes). */
  view(row: Row): GenerationState;
}

export interface GenerationState {
  id: string;
  status: GenerationStatus;
  text: string;
  engine: string | null;
  errorCode: string | null;
  /** The last heartbeat while generating. */
  updatedAt: Date;
}

export interface GenerationTimings {
  /** Growing text is written to the database at most this often. */
  saveIntervalMs: number;
  /** A generation with no new text still says it is alive this often. */
  heartbeatMs: number;
  /** A generating row with no heartbeat for this long belongs to a server that went away. */
  staleAfterMs: number;
  /** How often a stream following a generation on another instance reads its row. */
  pollIntervalMs: number;
  /** A stream with nothing to say sends a comment this often, so proxies keep it open. */
  keepAliveMs: number;
}

/**
 * A live generation saves at least every 2 heartbeats (the runner checks once per heartbeat), so 20 s
 * leaves room for two missed saves and a slow database before another instance calls it dead. A
 * generation whose server died is failed (retryable) at most 20 s after its last save, plus one poll:
 * within the 30 s a person watching a frozen stream should wait (decision 014; it was 90 s).
 */
export const defaultGenerationTimings: GenerationTimings = {
  saveIntervalMs: 1_000,
  heartbeatMs: 5_000,
  staleAfterMs: 20_000,
  pollIntervalMs: 500,
  keepAliveMs: 15_000,
};

/** What the pipeline reports, for metrics: outcomes by engine, and streams opened and closed. */
export interface GenerationObserver {
  started(engine: string): void;
  completed(engine: string, ms: number): void;
  failed(engine: string, code: string, ms: number): void;
  /** A generation whose server went away (no heartbeat), failed by this instance when it read the row. */
  abandoned(): void;
  streamOpened(): void;
  streamClosed(): void;
}

/** The defaults, with whatever was given (undefined values do not count). */
export function resolveTimings(given: Partial<GenerationTimings> = {}): GenerationTimings {
  const timings = { ...defaultGenerationTimings };
  for (const key of Object.keys(timings) as (keyof GenerationTimings)[]) {
    const value = given[key];
    if (value !== undefined) timings[key] = value;
  }
  return timings;
}
