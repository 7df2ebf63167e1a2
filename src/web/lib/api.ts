import { apiErrorCodes, isApiErrorBody, type ApiErrorCode } from "../../shared/api.ts";
import { parseRetryAfter, retryDelayMs, retryPolicy } from "../../shared/retry.ts";
import { genericTexts } from "../../shared/texts/common.ts";

/** An API failure, with the server's stable error code and message. */
export class ApiError extends Error {
  readonly status: number;
  /** One of the shared list, so a comparison with a misspelt code fails the type check. */
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string[]> | undefined;
  /** Seconds to wait, from a 429's Retry-After. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields?: Record<string, string[]>,
    retryAfter?: number,
  ) {
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
   * Retry on a network failure, a 429 or a 503 with Retry-After (the shared retry policy). On by default for GET; give `true`
   * for other requests only when they are safe to repeat (e.g. carry an idempotency key).
   */
  retry?: boolean;
}

const knownCodes = new Set<string>(apiErrorCodes);
const isApiErrorCode = (code: string): code is ApiErrorCode => knownCodes.has(code);

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Turns an error response into an ApiError with the server's code and message. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  if (isApiErrorBody(body)) {
    // A code outside the shared list (one the auth library added) keeps its message under http_error.
    const code = isApiErrorCode(body.error.code) ? body.error.code : "http_error";
    return new ApiError(response.status, code, body.error.message, body.error.fields, retryAfter);
  }
  return new ApiError(response.status, "http_error", genericTexts.unexpected, undefined, retryAfter);
}

/**
 * Answers that ask the client to come back: a 429, and a 503 with Retry-After (the database is briefly
 * away, e.g. restarting); other 5xx are not repeated, since the request may have had an effect.
 */
const isWaitAndRetry = (response: Response) =>
  response.status === 429 || (response.status === 503 && response.headers.has("retry-after"));

/**
 * fetch() for the API with the shared retry policy. Resolves with any response that is not a
 * retried 429 or 503, so streaming callers can read the body themselves.
 */
export async function apiFetch(path: string, options: ApiOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  const retry = options.retry ?? method === "GET";
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
      await wait(retryDelayMs(attempt), options.signal);
      continue;
    }
    if (!isWaitAndRetry(response) || last) return response;
    await wait(retryDelayMs(attempt, parseRetryAfter(response.headers.get("retry-after"))), options.signal);
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
