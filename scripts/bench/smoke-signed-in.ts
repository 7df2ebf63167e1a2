// temporary
import { writeFileSync } from "node:fs";
import { paths } from "../../src/shared/paths.ts";
import { startServer } from "./server.ts";
import { personWithAssessment } from "./first-load.ts";
const server = await startServer();
try {
  const { cookie, id } = await personWithAssessment(server);
  for (const [name, path] of [
    ["results", paths.resultsFor(id)],
    ["dashboard", paths.dashboard],
  ] as const) {
    const t = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const body = await res.text();
    console.log(
      name,
      res.status,
      res.headers.get("cache-control"),
      body.length,
      `${(performance.now() - t).toFixed(0)} ms`,
    );
    writeFileSync(`/tmp/perf3/${name}.html`, body);
    const t2 = performance.now();
    await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
    console.log("again", `${(performance.now() - t2).toFixed(0)} ms`);
  }
  const anon = await fetch(`${server.url}${paths.dashboard}`);
  console.log("anon", anon.status, anon.headers.get("cache-control"), (await anon.text()).length);
} finally {
  await server.stop();
}
