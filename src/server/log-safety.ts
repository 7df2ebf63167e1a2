// What may reach a log line about an error. Error messages are never logged: a database error's
// message quotes the query's parameters (health answers, emails), a mail error names the recipient,
// a provider error may echo the prompt, and the AI SDK's errors carry the whole request body as
// properties. What is kept says what went wrong and where, which is what an operator acts on.

const identifier = /^[A-Za-z][\w.$-]{0,63}$/;
/** Codes are single words ("22P05", "ECONNREFUSED", "invalid_api_key"): nothing a sentence or an address fits in. */
const codeLike = /^[\w.$-]{1,64}$/;
const maxFrames = 12;
const maxCauses = 3;

export interface SafeError {
  /** The error's class or name, e.g. "DrizzleQueryError", "AiError", "TypeError". */
  kind: string;
  /** A short machine code when the error has one: a SQLSTATE ("22P05"), "ECONNREFUSED", an AiError code. */
  code?: string | number;
  /** An HTTP status when the error has one (a provider's answer). */
  status?: number;
  /** Stack frames only (file:line), without the first line, which repeats the message. */
  frames?: string[];
  cause?: SafeError;
}

/** pino serializer for `err`: the error reduced to its kind, code, status, frames and causes. */
export function safeError(value: unknown, depth = 0): SafeError {
  if (value === null || typeof value !== "object") return { kind: typeof value };
  const error = value as Record<string, unknown>;
  const name = typeof error.name === "string" && identifier.test(error.name) ? error.name : undefined;
  const rawConstructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const constructorName =
    typeof rawConstructorName === "string" && identifier.test(rawConstructorName) ? rawConstructorName : undefined;
  // Many libraries leave `name` as "Error" (DrizzleQueryError does); their class says more.
  const kind =
    (constructorName && constructorName !== "Error" && constructorName !== "Object" ? constructorName : name) ??
    constructorName ??
    "object";
  const safe: SafeError = { kind };
  const code = error.code;
  if (typeof code === "number" || (typeof code === "string" && codeLike.test(code))) safe.code = code;
  const status =
    typeof error.status === "number"
      ? error.status
      : typeof error.statusCode === "number"
        ? error.statusCode
        : undefined;
  if (status !== undefined) safe.status = status;
  if (typeof error.stack === "string") {
    const frames = error.stack
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith("at "))
      .slice(0, maxFrames);
    if (frames.length > 0) safe.frames = frames;
  }
  if (error.cause !== undefined && depth < maxCauses) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

const emailLike = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
const longTokenLike = /\b[A-Za-z0-9_-]{24,}\b/g;

/**
 * For the auth library's free-text log messages ("Sign-up attempt for existing email: a@b.c"):
 * emails and anything token-shaped are replaced, and the message is bounded.
 */
export function scrubMessage(message: string): string {
  return message.replace(emailLike, "[email]").replace(longTokenLike, "[redacted]").slice(0, 300);
}
