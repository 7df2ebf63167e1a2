/** Small helpers the bench sections share. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs `task` from `clients` concurrent loops, `perClient` times each; returns every latency in ms. */
export async function underLoad(
  clients: number,
  perClient: number,
  task: (client: number, i: number) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < perClient; i++) {
        const started = performance.now();
        await task(client, i);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

export type BenchRows = Array<[string, string]>;
