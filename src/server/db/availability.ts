import { AsyncLocalStorage } from "node:async_hooks";

// Tells "the database cannot be reached right now" apart from every other database error, so that an
// outage is answered with 503 `database_unavailable` (retry soon) instead of a 500 (our bug), and is
// logged as a warning about the database rather than as an unexpected error (decision 014).

/** Socket-level failures: the server is down, restarting, or the network between us is. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (shutting down,
 * crashed, starting up), 53300 (too many connections) and 57014 (our statement_timeout fired: the
 * server is too slow to answer now).
 */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/**
 * node-postgres reports some of these by message only (its own timeouts and dropped connections). The
 * messages are matched, never logged.
 */
const driverMessages = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

const maxDepth = 5;

/** The fields of a driver error this code reads, on the error itself or one it wraps. */
export interface DriverErrorFields {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

/**
 * True when `error`, or an error it wraps (Drizzle and the auth library wrap the driver's, as `cause`
 * or in an AggregateError's `errors`), passes `test`.
 */
export function someDriverError(error: unknown, test: (fields: DriverErrorFields) => boolean, depth = 0): boolean {
  if (depth > maxDepth || error === null || typeof error !== "object") return false;
  if (test(error as DriverErrorFields)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => someDriverError(inner, test, depth + 1))) return true;
  return someDriverError(cause, test, depth + 1);
}

/** True when `error`, or an error it wraps, says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someDriverError(
    error,
    ({ code, message }) =>
      (typeof code === "string" &&
        (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) ||
      (typeof message === "string" && driverMessages.includes(message)),
  );
}

/** What the database calls made for one piece of work (a request) met. */
interface Witness {
  unavailable: boolean;
}
const witnesses = new AsyncLocalStorage<Witness>();

/**
 * Runs `work` and says whether any database call made for it found the database out of reach, even
 * when the caller (the auth library) caught that error and answered something else: the request's
 * own failure decides, not a later look at the database, which may be back by then (decision 014).
 */
export async function watchingDatabase(work: () => Promise<void>): Promise<{ unavailable: boolean }> {
  const witness: Witness = { unavailable: false };
  await witnesses.run(witness, work);
  return witness;
}

/**
 * Called as a database call starts (synchronously, in its caller's context): returns what to do with
 * the call's error, which marks the work it was made for when the error is an outage's.
 */
export function databaseCallWatcher(): (error: unknown) => void {
  const witness = witnesses.getStore();
  return (error) => {
    if (witness && isDatabaseUnavailable(error)) witness.unavailable = true;
  };
}
