import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs. Redaction is a second line of defence: request logs only ever
 * record method, path, status and timing, never bodies, query strings, cookies or headers.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ["password", "*.password", "token", "*.token", "cookie", "*.cookie", "authorization", "*.authorization", "answers", "*.answers"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
