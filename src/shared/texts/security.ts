/** Answers of the API's edge checks (http/input-guard.ts, http/same-origin.ts); one wording for every route. */
export const securityTexts = {
  unsupportedMediaType: "The request body must be JSON, sent with Content-Type: application/json.",
  forbiddenOrigin: "This request must come from the FoodFirst app itself.",
  invalidCharacters: (field: string) =>
    `${field} contains characters that are not allowed (a NUL character or a broken Unicode surrogate pair).`,
  tooDeep: "The request body is nested too deeply.",
  idempotencyKeyReused:
    "This Idempotency-Key was already used with different answers. Send changed answers with a new Idempotency-Key.",
} as const;
