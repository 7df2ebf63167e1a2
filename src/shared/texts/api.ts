// The messages of the API's errors ({ error: { code, message } }), keyed by their ApiErrorCode so the
// browser can show the same words for a code. Messages that come from elsewhere are not here: field
// validation (the schemas' texts), auth (authTexts, by the auth routes' translation), rate limits
// (genericTexts.pleaseWait) and unreadable doses (the dose reader's).
import type { ApiErrorCode } from "../api.ts";

export const apiErrorMessages = {
  bad_request: "Bad request.",
  body_too_large: "The request body is too large.",
  database_unavailable: "FoodFirst is briefly unavailable. Please try again in a few seconds.",
  health_data_consent_required:
    "Please agree to FoodFirst storing your health-related answers before starting an assessment.",
  internal: "An unexpected error occurred.",
  invalid_answers: "Some answers are missing or invalid.",
  invalid_idempotency_key: "Idempotency-Key is required.",
  invalid_input: "Invalid request.",
  invalid_json: "The request body must be valid JSON.",
  mail_failed: "The email could not be sent.",
  not_found: "Not found.",
  not_ready: "This assessment is not complete yet.",
  // Answered by nginx (deploy/nginx.conf) when no instance is reachable at all.
  service_unavailable: "FoodFirst is briefly unavailable. Please try again in a few seconds.",
  unauthorized: "Please sign in to continue.",
  wrong_password: "The password is not correct",
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/** A `not_found` that names what was not found. */
export const apiNotFoundMessages = {
  assessment: "Assessment not found.",
} as const;
