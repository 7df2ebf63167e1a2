import { launchApp } from "../../tests/support/launch-app.ts";
import { confirmSignUp } from "./server.ts";
import { createScratchDatabase } from "../../tests/support/test-database.ts";
import { ms, percentile, underLoad, type BenchRows } from "./measure.ts";

/**
 * Start to ready and sign-in latency under 20 concurrent clients (the home page's JavaScript is in first-load.ts),
 * on embedded PGlite and, when BENCH_DATABASE_URL names a PostgreSQL server, on that server too.
 */
export async function benchFoundation(): Promise<BenchRows> {
  const rows = await benchOn("PGlite", {});
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await createScratchDatabase(serverUrl, "foodfirst_bench");
    try {
      const env = { DATABASE_URL: url, AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123" };
      rows.push(...(await benchOn("PostgreSQL", env)).filter(([label]) => label.startsWith("sign-in")));
    } finally {
      await drop();
    }
  }
  return rows;
}

async function benchOn(database: string, env: Record<string, string>): Promise<BenchRows> {
  const started = performance.now();
  const app = await launchApp(env);
  const startToReady = performance.now() - started;
  try {
    const password = "bench-password-123";
    const emails = Array.from({ length: 20 }, (_, i) => `bench${i}.${Date.now()}@example.com`);
    let ip = 0;
    const headers = () => ({
      "content-type": "application/json",
      origin: app.url,
      "x-forwarded-for": `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
    });
    for (const email of emails) {
      const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: headers(),
        body: JSON.stringify({ email, password, name: "" }),
      });
      if (!response.ok) throw new Error(`bench sign-up failed: ${response.status}`);
      // Sign-in is refused until the emailed link is opened (decision 024).
      await confirmSignUp(app, email, { "x-forwarded-for": headers()["x-forwarded-for"] });
    }
    const latencies = await underLoad(20, 10, async (client) => {
      const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: headers(),
        body: JSON.stringify({ email: emails[client], password }),
      });
      if (response.status !== 200) throw new Error(`bench sign-in failed: ${response.status}`);
      await response.arrayBuffer();
    });
    return [
      [`start to ready (${database}, fresh, migrations included)`, ms(startToReady)],
      [`sign-in latency (${database}), 20 concurrent clients: median`, ms(percentile(latencies, 50))],
      [`sign-in latency (${database}), 20 concurrent clients: p99`, ms(percentile(latencies, 99))],
    ];
  } finally {
    await app.stop();
  }
}
