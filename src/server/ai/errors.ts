import { APICallError } from "ai";
import { parseRetryAfter } from "../../shared/retry.ts";

// Typed errors of the language-model wrapper (spec section 8, "Language-model wrapper errors").
// Each surface decides what a person sees; these codes are what gets stored and logged.

const aiErrorCodes = [
  "no_content",
  "invalid_api_key",
  "rate_limit",
  "server_error",
  "api_error",
  "network_error",
  "timeout",
  "unexpected",
  "model_not_configured",
] as const;
export type AiErrorCode = (typeof aiErrorCodes)[number];

/** The provider, as named in messages. */
const providerName = "OpenAI API";

export const aiErrorMessages = {
  no_content: `No response content was received from the ${providerName}`,
  invalid_api_key: "Invalid API key",
  rate_limit: "Rate limit exceeded",
  server_error: `The ${providerName} had a server error`,
  api_error: `An error occurred with the ${providerName}`,
  network_error: "Network error - please check your connection",
  timeout: `The ${providerName} stopped responding`,
  unexpected: "An unexpected error occurred",
  model_not_configured: "The model for nutrition is not configured (set OPENAI_MODEL)",
} as const satisfies Record<AiErrorCode, string>;

export class AiError extends Error {
  readonly code: AiErrorCode;
  /** HTTP status of the provider's answer, when there was one. */
  readonly status: number | undefined;
  /** From a 429's Retry-After header, in seconds. */
  readonly retryAfterSeconds: number | undefined;
  /** Whether asking again may succeed (only ever done before any text has streamed). */
  readonly retryable: boolean;

  constructor(
    code: AiErrorCode,
    options: {
      message?: string;
      status?: number;
      retryAfterSeconds?: number;
      retryable?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? aiErrorMessages[code], { cause: options.cause });
    this.name = "AiError";
    this.code = code;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.retryable = options.retryable ?? false;
  }
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 6) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const networkErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EPIPE",
  "UND_ERR_SOCKET",
]);

function looksLikeNetworkFailure(error: unknown): boolean {
  return causeChain(error).some((link) => {
    if (!(link instanceof Error)) return false;
    const code = (link as { code?: unknown }).code;
    if (typeof code === "string" && networkErrorCodes.has(code)) return true;
    return link instanceof TypeError && /fetch failed|terminated|network|socket/i.test(link.message);
  });
}

/** The provider's own error message from an OpenAI-style body, if any. */
function providerMessage(error: APICallError): string | undefined {
  const data = error.data as { error?: { message?: unknown } } | undefined;
  if (typeof data?.error?.message === "string" && data.error.message.trim()) return data.error.message.trim();
  if (error.responseBody) {
    try {
      const body = JSON.parse(error.responseBody) as { error?: { message?: unknown } };
      if (typeof body.error?.message === "string" && body.error.message.trim()) return body.error.message.trim();
    } catch {
      // Not JSON: fall through to the generic message.
    }
  }
  return undefined;
}

/** Maps anything a provider call can throw to one typed error. */
export function mapProviderError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    // No status, or a good status whose body broke off: the connection failed.
    if (status === undefined || (status < 300 && looksLikeNetworkFailure(error))) {
      return new AiError("network_error", { retryable: true, cause: error });
    }
    if (status === 401) return new AiError("invalid_api_key", { status, cause: error });
    if (status === 429) {
      const retryAfterSeconds = parseRetryAfter(error.responseHeaders?.["retry-after"]);
      return new AiError("rate_limit", { status, retryAfterSeconds, retryable: true, cause: error });
    }
    if (status === 500) return new AiError("server_error", { status, retryable: true, cause: error });
    return new AiError("api_error", {
      status,
      message: providerMessage(error) ?? aiErrorMessages.api_error,
      retryable: status === 408 || status >= 502,
      cause: error,
    });
  }
  if (looksLikeNetworkFailure(error)) return new AiError("network_error", { retryable: true, cause: error });
  return new AiError("unexpected", { cause: error });
}
