import { Person, sleep } from "./client.ts";
import type { RequestKind } from "./workload.ts";

// Steady background traffic through nginx while the cluster test breaks something: a few signed-in
// people, each looping over the workload's kinds (assessment submits left out: they belong to the
// generation checks), recording every answer.

export interface Sample {
  /** ms since the traffic started. */
  at: number;
  kind: string;
  status: number;
  /** The API error code, if the answer had one. */
  code?: string;
  ms: number;
  upstream: string;
  /** A network error instead of an answer. */
  error?: string;
}

export interface Traffic {
  /** performance.now() when it started: samples' `at` count from here. */
  startedAt: number;
  samples: Sample[];
  /** Stops the loops and waits for the requests in flight. */
  stop(): Promise<Sample[]>;
}

export function startTraffic(
  people: Person[],
  kinds: RequestKind[],
  options: { loopsPerPerson?: number; pauseMs?: number } = {},
): Traffic {
  const samples: Sample[] = [];
  const started = performance.now();
  // An object, so the loops see stop() change it.
  const state = { running: true };
  let counter = 0;
  const usable = kinds.filter((kind) => kind.stored !== "assessments");
  const loop = async (person: Person, offset: number) => {
    for (let i = offset; state.running; i++) {
      const kind = usable[i % usable.length]!;
      const n = ++counter;
      const at = performance.now() - started;
      try {
        const answer = await person.request(kind.method, kind.path, kind.body?.(n), kind.headers?.(n) ?? {});
        const code = (answer.body as { error?: { code?: string } } | null)?.error?.code;
        samples.push({ at, kind: kind.name, status: answer.status, code, ms: answer.ms, upstream: answer.upstream });
      } catch (error) {
        samples.push({
          at,
          kind: kind.name,
          status: 0,
          ms: performance.now() - started - at,
          upstream: "",
          error: (error as Error).message,
        });
      }
      await sleep(options.pauseMs ?? 20);
    }
  };
  const loops = people.flatMap((person, p) =>
    Array.from({ length: options.loopsPerPerson ?? 2 }, (_, l) => loop(person, p * 3 + l * 5)),
  );
  return {
    startedAt: started,
    samples,
    async stop() {
      state.running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Signed-up people, each from their own address; their confirmation mail is in one of `outboxes`. */
export async function signedUpPeople(base: string, outboxes: string[], count: number): Promise<Person[]> {
  const people = Array.from({ length: count }, () => new Person(base));
  for (const person of people) await person.signUp(outboxes);
  return people;
}

/** "12 × 200, 3 × 503 database_unavailable", for a report line. */
export function statusSummary(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const key = sample.error ? "network error" : `${sample.status}${sample.code ? ` ${sample.code}` : ""}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${count} × ${key}`)
    .join(", ");
}
