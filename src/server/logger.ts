import { pino, type Logger } from "pino";
import { safeError } from "./log-safety.ts";

export type { Logger };

/** Fields that would carry personal data or secrets if anyone ever logged them. */
const redactedFields = [
  "password",
  "token",
  "cookie",
  "authorization",
  "answers",
  "email",
  "body",
  "params",
  "query",
  "headers",
  "text",
];

/**
 * Structured JSON logs. Errors are logged by kind, code and stack frames only, never by message
 * (log-safety.ts), under `err` or `error`. Redaction is a second line of defence: request logs only
 * ever record method, path, status and timing, never bodies, query strings, cookies or headers.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: safeError, error: safeError },
      redact: {
        paths: redactedFields.flatMap((field) => [field, `*.${field}`]),
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/**
 * Standard output for the server's logs, written off the event loop: each write happens on libuv's
 * threadpool, and lines logged while one is under way go out together in the next, so a busy
 * server makes one write per batch instead of one per request (decision 012). Nothing waits for
 * a batch to fill: a quiet server's line goes out at once. pino flushes what is left when the
 * process exits.
 */
export function stdoutDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
