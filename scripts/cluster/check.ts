import type { FakeOpenAI } from "../../tests/support/fake-openai.ts";
import type { Cluster } from "./topology.ts";
import type { RequestKind } from "./workload.ts";

// The cluster test's points: each runs against the live cluster, returns what it saw (printed under
// PASS), or throws with what went wrong (printed under FAIL).

export interface CheckContext {
  cluster: Cluster;
  fake: FakeOpenAI;
  kinds: RequestKind[];
  /** The instance's name ("app2") for nginx's upstream address (the last one, when nginx retried). */
  nameOf(upstream: string): string;
}

export interface Check {
  name: string;
  run(ctx: CheckContext): Promise<string[]>;
}

export class CheckFailed extends Error {}

/** Fails the check with `message` unless `condition` holds. */
export function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

export function upstreamNamer(cluster: Cluster): (upstream: string) => string {
  const byAddress = new Map(cluster.instances.map((instance) => [`127.0.0.1:${instance.port}`, instance.name]));
  return (upstream) => {
    const last = upstream.split(",").at(-1)?.trim() ?? "";
    return byAddress.get(last) ?? (last || "nginx");
  };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
