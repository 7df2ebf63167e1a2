import { generationStreamEventNames, type GenerationStreamEvent } from "../../shared/generation.ts";
import { retryDelayMs } from "../../shared/retry.ts";
import { apiFetch, ApiError, toApiError, wait } from "./api.ts";
import { readSse } from "./sse.ts";

const eventNames = new Set<string>(generationStreamEventNames);

/** The event that ends a generation: done, failed, or stopped (ended early on request, text kept). */
export type FinalGenerationEvent = Extract<GenerationStreamEvent, { type: "done" | "failed" | "stopped" }>;

export const isFinalEvent = (event: GenerationStreamEvent): event is FinalGenerationEvent =>
  event.type === "done" || event.type === "failed" || event.type === "stopped";

/**
 * One connection to a generation's text/event-stream: yields its events (other event names are
 * ignored) and ends after done or failed (or stopped), or when the connection ends. The request itself follows
 * the API client's retry policy; an error answer throws an ApiError.
 */
export async function* openGenerationStream(url: string, signal: AbortSignal): AsyncGenerator<GenerationStreamEvent> {
  const response = await apiFetch(url, { signal, headers: { accept: "text/event-stream" } });
  if (!response.ok) throw await toApiError(response);
  if (!response.body) return;
  for await (const message of readSse(response.body)) {
    if (!eventNames.has(message.event)) continue;
    const event = JSON.parse(message.data) as GenerationStreamEvent;
    yield event;
    if (isFinalEvent(event)) return;
  }
}

/** An answer that no reconnection will change (the generation is gone, or we may not see it). */
export function isFatalStreamError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export interface FollowHandlers {
  onEvent(event: GenerationStreamEvent): void;
  /** The connection dropped before done or failed; another is made after the policy's wait. */
  onReconnecting(): void;
}

/**
 * Follows a generation to its end, reconnecting whenever the connection drops before done or
 * failed: after 1 s doubling up to 10 s (the shared retry policy's waits; a 429's Retry-After when
 * given), counted again from 1 s once a connection has delivered events. Each connection starts with
 * a snapshot, so reconnecting loses nothing. Resolves with the final event, or undefined when
 * aborted; rejects with a fatal ApiError (see isFatalStreamError).
 */
export async function followGeneration(url: string, handlers: FollowHandlers, signal: AbortSignal) {
  let failures = 0;
  for (;;) {
    let retryAfter: number | undefined;
    try {
      for await (const event of openGenerationStream(url, signal)) {
        failures = 0;
        handlers.onEvent(event);
        if (isFinalEvent(event)) return event;
      }
    } catch (error) {
      if (signal.aborted) return undefined;
      if (isFatalStreamError(error)) throw error;
      if (error instanceof ApiError) retryAfter = error.retryAfter;
    }
    if (signal.aborted) return undefined;
    handlers.onReconnecting();
    failures += 1;
    try {
      await wait(retryDelayMs(failures, retryAfter), signal);
    } catch {
      return undefined; // aborted while waiting
    }
  }
}
