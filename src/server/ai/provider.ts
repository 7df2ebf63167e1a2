import { setTimeout as sleep } from "node:timers/promises";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, streamText } from "ai";
import { retryDelayMs, retryPolicy, type BackoffDelays } from "../../shared/retry.ts";
import { AiError, mapProviderError } from "./errors.ts";

// Any OpenAI-compatible chat-completions endpoint, through the AI SDK, streamed token by token.

export interface ChatProviderConfig {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** End the call when no token arrives for this long (spec: 60 s). */
  idleTimeoutMs?: number;
  /** Retries before any text has streamed (spec: the model client's default of 2). */
  maxRetries?: number;
  /** First retry delay, doubling up to maxRetryDelayMs; the shared retry policy's unless a test shortens them. */
  retryBaseDelayMs?: number;
  maxRetryDelayMs?: number;
  /** For tests and proxies. */
  fetch?: typeof globalThis.fetch;
  /** The tokens a call used, when the server reports them (metrics). */
  onUsage?: (usage: { inputTokens?: number; outputTokens?: number }) => void;
}

/** One earlier turn of a conversation (the chat sends them; the assessment has none). */
export interface ChatTurnMessage {
  role: "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  system: string;
  /** The one user message (the assessment's); or `messages`, a conversation ending with the user's turn. */
  user?: string;
  messages?: readonly ChatTurnMessage[];
  temperature: number;
  maxOutputTokens: number;
}

export interface ChatProvider {
  readonly model: string;
  /** Text deltas as the model writes them. Throws an AiError on failure. */
  stream(request: ChatRequest, signal?: AbortSignal): AsyncIterable<string>;
  /** One short answer, not streamed (the chat's title helper). Throws an AiError on failure; not retried. */
  complete(request: ChatRequest, signal?: AbortSignal): Promise<string>;
}

/** The request's prompt in the AI SDK's terms: a conversation, or one user message. */
function promptOf(request: ChatRequest): { prompt: string } | { messages: ChatTurnMessage[] } {
  return request.messages ? { messages: [...request.messages] } : { prompt: request.user ?? "" };
}

// The model client's own number (spec section 9): how long a silent stream may last. Its retries are the
// shared policy's (3 attempts: the first and two retries).
const providerDefaults = {
  idleTimeoutMs: 60_000,
  maxRetries: retryPolicy.attempts - 1,
} as const;

export function createChatProvider(config: ChatProviderConfig): ChatProvider {
  const idleTimeoutMs = config.idleTimeoutMs ?? providerDefaults.idleTimeoutMs;
  const maxRetries = config.maxRetries ?? providerDefaults.maxRetries;
  const delays: BackoffDelays = {
    firstDelayMs: config.retryBaseDelayMs ?? retryPolicy.firstDelayMs,
    maxDelayMs: config.maxRetryDelayMs ?? retryPolicy.maxDelayMs,
  };
  const model = createOpenAICompatible({
    name: "openai",
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    fetch: config.fetch,
    // Asks for the usage chunk at the end of the stream (stream_options.include_usage), for the tokens metric.
    includeUsage: true,
  }).chatModel(config.model);

  /** One call: yields deltas; the idle timer covers the wait for the first token and every gap after it. */
  async function* attempt(request: ChatRequest, outer: AbortSignal | undefined): AsyncGenerator<string> {
    const controller = new AbortController();
    let idleTimedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        idleTimedOut = true;
        controller.abort(new AiError("timeout"));
      }, idleTimeoutMs);
    };
    const onOuterAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener("abort", onOuterAbort, { once: true });
    arm();
    let streamError: unknown;
    try {
      const result = streamText({
        model,
        instructions: request.system,
        ...promptOf(request),
        temperature: request.temperature,
        maxOutputTokens: request.maxOutputTokens,
        maxRetries: 0, // retries are ours: never once text has streamed
        abortSignal: controller.signal,
        onError: ({ error }) => {
          streamError = error;
        },
      });
      for await (const part of result.stream) {
        if (part.type === "text-delta") {
          if (part.text) {
            arm();
            yield part.text;
          }
        } else if (part.type === "error") {
          throw part.error;
        } else if (part.type === "finish") {
          config.onUsage?.({ inputTokens: part.totalUsage.inputTokens, outputTokens: part.totalUsage.outputTokens });
        } else if (part.type === "abort") {
          break;
        }
      }
      if (idleTimedOut) throw new AiError("timeout");
      if (outer?.aborted) throw outer.reason;
      if (streamError) throw streamError;
    } catch (error) {
      if (idleTimedOut) throw new AiError("timeout", { cause: error });
      if (outer?.aborted) throw outer.reason;
      throw mapProviderError(error);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuterAbort);
      if (!controller.signal.aborted) controller.abort();
    }
  }

  return {
    model: config.model,
    async complete(request, signal) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new AiError("timeout")), idleTimeoutMs);
      const onOuterAbort = () => controller.abort(signal?.reason);
      signal?.addEventListener("abort", onOuterAbort, { once: true });
      try {
        const result = await generateText({
          model,
          instructions: request.system,
          ...promptOf(request),
          temperature: request.temperature,
          maxOutputTokens: request.maxOutputTokens,
          maxRetries: 0,
          abortSignal: controller.signal,
        });
        config.onUsage?.({ inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens });
        if (!result.text.trim()) throw new AiError("no_content");
        return result.text;
      } catch (error) {
        if (controller.signal.reason instanceof AiError) throw controller.signal.reason;
        throw mapProviderError(error);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onOuterAbort);
      }
    },
    async *stream(request, signal) {
      for (let attemptNumber = 0; ; attemptNumber++) {
        let streamed = false;
        try {
          for await (const delta of attempt(request, signal)) {
            streamed = true;
            yield delta;
          }
          if (!streamed) throw new AiError("no_content");
          return;
        } catch (error) {
          if (signal?.aborted) throw error;
          const aiError = mapProviderError(error);
          if (streamed || !aiError.retryable || attemptNumber >= maxRetries) throw aiError;
          const wait = retryDelayMs(attemptNumber + 1, aiError.retryAfterSeconds, delays);
          // A provider that asks for a longer pause than we would make a person wait: give up now.
          if (wait > delays.maxDelayMs) throw aiError;
          await sleep(wait, undefined, { signal });
        }
      }
    },
  };
}
