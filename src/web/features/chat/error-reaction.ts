import { chatCodedErrorTexts, chatErrorTexts } from "../../../shared/texts/chat.ts";
import { ApiError } from "../../lib/api.ts";

// Spec section 8, "UI reactions": every chat error shows a toast and adds an assistant message, both with
// the same words. invalid_api_key, rate_limit and network_error have the spec's words; another coded error
// its own message; an error without a code (or the generation's `unexpected`) the spec's apology.

export interface ErrorReaction {
  /** The words of the toast and of the assistant message. */
  message: string;
  /** The toast's second line: for our own limits, the server's message, which says how long to wait. */
  detail?: string;
}

/** The reaction to a reply that ended with an error code. */
export function reactionToCode(code: string | null): ErrorReaction {
  if (code === "invalid_api_key" || code === "rate_limit" || code === "network_error")
    return { message: chatErrorTexts[code] };
  if (code === null || code === "unexpected") return { message: chatErrorTexts.uncoded };
  return { message: chatCodedErrorTexts[code] ?? chatErrorTexts.uncoded };
}

/** The reaction to a request that failed (sending, stopping, retrying, loading). */
export function reactionToError(error: unknown): ErrorReaction {
  // fetch() rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return { message: chatErrorTexts.network_error };
  if (error instanceof ApiError) {
    if (error.status === 429)
      return { message: chatErrorTexts.rate_limit, ...(error.message ? { detail: error.message } : {}) };
    if (error.code !== "http_error" && error.code !== "internal" && error.message) return { message: error.message };
  }
  return { message: chatErrorTexts.uncoded };
}
