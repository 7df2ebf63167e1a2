import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";
import { budgets, figure, type Bound } from "./budgets.ts";
import { medianOfThree } from "./load.ts";
import type { BenchRows } from "./measure.ts";
import { personAddress, signUpPeople, type BenchServer } from "./server.ts";

/**
 * The signed-in reads the read benchmark measures. Adding a route is one line here; every route is
 * measured at each client count on each database, against the same signed-in people.
 */
export const readRoutes: Array<{ name: string; path: string }> = [
  { name: "GET /api/dashboard", path: "/api/dashboard" },
  { name: "GET /api/assessments", path: "/api/assessments" },
];

export const readClientCounts = [10, 50] as const;
const seconds = 4;

/** The budgets for a route's p99 and throughput on this database at this client count (issues 11 and 14). */
function boundsFor(database: "PGlite" | "PostgreSQL", clients: number): { rps?: Bound; p99?: Bound } {
  if (database === "PostgreSQL" && clients === 10)
    return { rps: { atLeast: budgets.readPostgres10.minRps }, p99: { atMost: budgets.readPostgres10.p99Ms } };
  if (database === "PostgreSQL" && clients === 50) return { p99: { atMost: budgets.readPostgres50.p99Ms } };
  if (database === "PGlite" && clients === 10) return { p99: { atMost: budgets.readPglite10.p99Ms } };
  return {};
}

/** People with a history: each has three completed assessments (the offline engine writes them). */
export async function preparePeople(
  server: BenchServer,
  count: number,
): Promise<Array<{ email: string; cookie: string }>> {
  const people = await signUpPeople(server, count, "reader", 1);
  await Promise.all(
    people.map(async (person, n) => {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${server.url}/api/assessments`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: server.url,
            cookie: person.cookie,
            "idempotency-key": `bench-${n}-${i}-${Date.now()}`,
            "x-forwarded-for": personAddress(1 + n),
          },
          body: JSON.stringify({ answers: completeAnswers }),
        });
        if (!response.ok) throw new Error(`bench submit failed: ${response.status} ${await response.text()}`);
      }
    }),
  );
  // The offline engine finishes in milliseconds; wait until every text is stored.
  for (const person of people) {
    for (let tries = 0; ; tries++) {
      const list = (await (
        await fetch(`${server.url}/api/assessments`, { headers: { cookie: person.cookie } })
      ).json()) as { assessments: Array<{ status: string }> };
      if (list.assessments.every((a) => a.status === "completed")) break;
      if (tries > 100) throw new Error("bench assessments did not complete");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return people;
}

/** Each route at each client count: req/s, median and p99 latency, as the median of three runs. */
export async function benchReads(
  server: BenchServer,
  database: "PGlite" | "PostgreSQL",
  people: Array<{ cookie: string }>,
): Promise<BenchRows> {
  const rows: BenchRows = [];
  for (const route of readRoutes) {
    for (const clients of readClientCounts) {
      // Each request is one of `clients` signed-in people, in turn, each with their own address.
      const result = await medianOfThree({
        url: `${server.url}${route.path}`,
        connections: clients,
        seconds,
        request: (i) => {
          const n = i % clients;
          return { headers: { cookie: people[n]!.cookie, "x-forwarded-for": personAddress(1 + n) } };
        },
      });
      const bounds = boundsFor(database, clients);
      const label = `${route.name} (${database}, ${clients} clients)`;
      rows.push([`${label}: req/s`, figure(result.rps, "req/s", bounds.rps)]);
      rows.push([`${label}: median`, figure(result.p50, "ms")]);
      rows.push([`${label}: p99`, figure(result.p99, "ms", bounds.p99)]);
    }
  }
  return rows;
}
