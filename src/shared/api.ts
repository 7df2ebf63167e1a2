/**
 * Every error code the API answers with, so server and browser compare against one list. Auth codes
 * come from the auth routes' translation of the auth library's codes; `http_error` is the browser's
 * own code for a response that had no API error body.
 */
export const apiErrorCodes = [
  "bad_request",
  "body_too_large",
  "database_unavailable",
  "forbidden_origin",
  "health_data_consent_required",
  "idempotency_key_reused",
  "internal",
  "invalid_answers",
  "invalid_dosage",
  "invalid_idempotency_key",
  "invalid_input",
  "invalid_json",
  "mail_failed",
  "not_found",
  "not_ready",
  "rate_limited",
  "service_unavailable",
  "unauthorized",
  "unsupported_media_type",
  "invalid_credentials",
  "wrong_password",
  "invalid_email",
  "account_exists",
  "password_too_short",
  "password_too_long",
  "password_too_common",
  "invalid_token",
  "user_disabled",
  "auth_error",
  "http_error",
  "chat_limit",
  "reply_in_progress",
  "not_retryable",
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The one error shape every /api response uses; `fields` names each bad input field. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string[]>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string";
}

/** Request limits shared by server validation and browser inputs. */
export const limits = {
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** An account's display name (optional at sign-up). */
  accountNameMaxLength: 100,
  /** Largest JSON body the API accepts. */
  bodyMaxBytes: 64 * 1024,
  /** Deepest nesting of objects and arrays a JSON body may have (the app's own bodies use 3). */
  bodyMaxDepth: 16,
} as const;
