import { isApiErrorBody } from "../../shared/api.ts";
import { genericTexts } from "../../shared/texts/index.ts";

/** An API failure, with the server's stable error code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** Seconds to wait, from a 429's Retry-After. */
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string[]>, retryAfter?: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Retry on a network failure or a 429 (spec section 9). On by default for GET; give `true` for
   * other requests only when they are safe to repeat (e.g. carry an idempotency key).
   */
  retry?: boolean;
}

export const retryPolicy = { attempts: 3, firstDelayMs: 1000, maxDelayMs: 10_000 };

/** Wait before attempt n+1 (n from 1): Retry-After when the server gave one, else 1 s doubling up to 10 s. */
export function retryDelayMs(attempt: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds)) return Math.max(0, retryAfterSeconds * 1000);
  return Math.min(retryPolicy.firstDelayMs * 2 ** (attempt - 1), retryPolicy.maxDelayMs);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

function parseRetryAfter(response: Response): number | undefined {
  const value = response.headers.get("retry-after");
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Turns an error response into an ApiError with the server's code and message. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const retryAfter = parseRetryAfter(response);
  if (isApiErrorBody(body)) {
    return new ApiError(response.status, body.error.code, body.error.message, body.error.fields, retryAfter);
  }
  return new ApiError(response.status, "http_error", genericTexts.unexpected, undefined, retryAfter);
}

/**
 * fetch() for the API with the spec's retry policy. Resolves with any response that is not a
 * retried 429, so streaming callers can read the body themselves.
 */
export async function apiFetch(path: string, options: ApiOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  const retry = options.retry ?? (method === "GET");
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    signal: options.signal,
    headers: {
      accept: "application/json",
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  };
  for (let attempt = 1; ; attempt++) {
    const last = !retry || attempt >= retryPolicy.attempts;
    let response: Response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      if (options.signal?.aborted || last) throw error;
      await sleep(retryDelayMs(attempt), options.signal);
      continue;
    }
    if (response.status !== 429 || last) return response;
    await sleep(retryDelayMs(attempt, parseRetryAfter(response)), options.signal);
  }
}

/** A JSON API call: resolves with the parsed body, or throws an ApiError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A message a person can act on, for any thrown value. */
export function errorMessage(error: unknown, fallback: string = genericTexts.unexpected): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && error.retryAfter) return genericTexts.pleaseWait(error.retryAfter);
    return error.message || fallback;
  }
  return fallback;
}
