import { launchApp } from "../../tests/support/launch-app.ts";
import { confirmSignUp } from "./server.ts";
import { loadKnowledgeBase } from "../../src/server/nutrition/kb/load.ts";
import { lookupSupplement } from "../../src/server/lookup/lookup.ts";
import { ms, percentile, underLoad, type BenchRows } from "./measure.ts";

const CLIENTS = 50;
const PER_CLIENT = 20;

/** A mix of what people look up: doses, diets, a typo, no match, no food equivalent. */
const requests = [
  { supplementName: "Vitamin D", dosage: "1000 IU" },
  { supplementName: "fish oil", dietType: "vegan", allergies: [] },
  { supplementName: "magnesum", dosage: "500 mg", allergies: ["nuts"] },
  { supplementName: "multivitamin", dosage: "1 tablet" },
  { supplementName: "xyz" },
  { supplementName: "melatonin", dosage: "3 mg" },
  { supplementName: "B12", dosage: "1,000 mcg", dietType: "vegetarian", allergies: ["lactose"] },
];

/** Knowledge base load time (parse + validate all CSV files), and lookup latency at 50 concurrent clients. */
export async function benchLookup(): Promise<BenchRows> {
  const coldStart = performance.now();
  loadKnowledgeBase();
  const cold = performance.now() - coldStart;
  const loads: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    loadKnowledgeBase();
    loads.push(performance.now() - started);
  }

  const kb = loadKnowledgeBase();
  const pure: number[] = [];
  for (let i = 0; i < 700; i++) {
    const request = requests[i % requests.length]!;
    const started = performance.now();
    lookupSupplement(kb, {
      query: request.supplementName,
      dosage: request.dosage,
      profile: { dietType: request.dietType as never, allergies: (request.allergies ?? []) as never },
      profileSource: "request",
    });
    pure.push(performance.now() - started);
  }

  const app = await launchApp();
  try {
    // One signed-in person per client, each from their own address (sign-up is rate-limited per address).
    const cookies: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const email = `lookup-bench${i}.${Date.now()}@example.com`;
      const address = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url, "x-forwarded-for": address },
        body: JSON.stringify({ email, password: "bench-password-123", name: "" }),
      });
      if (!response.ok) throw new Error(`bench sign-up failed: ${response.status}`);
      cookies.push(await confirmSignUp(app, email, { "x-forwarded-for": address }));
    }
    const lookUp = async (client: number, i: number) => {
      const response = await fetch(`${app.url}/api/lookup`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: app.url,
          cookie: cookies[client]!,
          "x-forwarded-for": `10.77.0.${client + 1}`,
        },
        body: JSON.stringify(requests[(client + i) % requests.length]),
      });
      if (response.status !== 200) throw new Error(`bench lookup failed: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    // Warm-up (JIT, database connections), then the measured run.
    await underLoad(CLIENTS, 2, lookUp);
    const latencies = await underLoad(CLIENTS, PER_CLIENT, lookUp);
    const suggestionLatencies = await underLoad(CLIENTS, PER_CLIENT, async (client, i) => {
      const response = await fetch(
        `${app.url}/api/lookup/suggestions?q=${encodeURIComponent(["vit", "magnesum", "fish", "zink"][(client + i) % 4]!)}`,
        {
          headers: { cookie: cookies[client]!, "x-forwarded-for": `10.77.0.${client + 1}` },
        },
      );
      if (response.status !== 200) throw new Error(`bench suggestions failed: ${response.status}`);
      await response.arrayBuffer();
    });
    return [
      ["knowledge base load (7 CSV files, parse + validate): first", ms(cold)],
      ["knowledge base load: median of 10 more", ms(percentile(loads, 50))],
      ["lookup in process (pure function): median / p99", `${ms(percentile(pure, 50))} / ${ms(percentile(pure, 99))}`],
      [
        `POST /api/lookup, ${CLIENTS} concurrent clients x ${PER_CLIENT} (after warm-up): median`,
        ms(percentile(latencies, 50)),
      ],
      [
        `POST /api/lookup, ${CLIENTS} concurrent clients x ${PER_CLIENT} (after warm-up): p99`,
        ms(percentile(latencies, 99)),
      ],
      [
        `GET /api/lookup/suggestions, ${CLIENTS} concurrent clients: median / p99`,
        `${ms(percentile(suggestionLatencies, 50))} / ${ms(percentile(suggestionLatencies, 99))}`,
      ],
    ];
  } finally {
    await app.stop();
  }
}
