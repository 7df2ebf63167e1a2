import type { GenerationRows, GenerationState } from "./types.ts";

// The stale rule, in one place: every read of a generation (the feature's routes and the stream
// following a row) goes through `reconcile`, so a row whose server went away is failed the same way
// wherever it is seen.

/** A generating row with no heartbeat for `staleAfterMs` belongs to a server that went away. */
export function isStale(state: GenerationState, staleAfterMs: number, now = Date.now()): boolean {
  return state.status === "generating" && state.updatedAt.getTime() < now - staleAfterMs;
}

export interface ReconcileOptions<Row> {
  rows: GenerationRows<Row>;
  /** Whether the generation runs in this process (then it is alive, whatever its row says). */
  isLive: (id: string) => boolean;
  staleAfterMs: number;
  /** Told when this call is the one that failed a stale row (metrics). */
  onAbandoned?: () => void;
}

/**
 * Returns the row as it should be seen: unchanged, or, when it is stale, failed/interrupted (so it
 * can be retried) and read again. The update is conditional, so instances racing on it agree.
 */
export function createReconcile<Row>(options: ReconcileOptions<Row>): (row: Row) => Promise<Row> {
  const { rows, isLive, staleAfterMs, onAbandoned } = options;
  return async function reconcile(row) {
    const state = rows.view(row);
    const now = Date.now();
    if (isLive(state.id) || !isStale(state, staleAfterMs, now)) return row;
    if (await rows.failIfStale(state.id, new Date(now - staleAfterMs))) onAbandoned?.();
    return (await rows.findById(state.id)) ?? row;
  };
}
