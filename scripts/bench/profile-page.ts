// `npx node scripts/bench/profile-page.ts`: one Lighthouse mobile run of the signed-in results page and dashboard
// (on the built app, as the bench measures them), printing what the score is made of: the LCP element, the
// metrics, the main thread's work by kind, layout shifts, the long tasks and the scripts by execution time. For finding what to change before
// `npm run bench -- "issue 22"` measures it three times.
import lighthouse from "lighthouse";
import { paths } from "../../src/shared/paths.ts";
import { machineLine } from "./load.ts";
import { startChromium } from "./lighthouse.ts";
import { startServer } from "./server.ts";
import { personWithAssessment } from "./first-load.ts";

const server = await startServer();
const browser = await startChromium();
try {
  const { cookie, id } = await personWithAssessment(server);
  for (const path of [paths.resultsFor(id), paths.dashboard]) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: browser.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: { Cookie: cookie },
    });
    const lhr = result!.lhr;
    const audit = (name: string) => lhr.audits[name];
    const items = (name: string) => (audit(name)?.details as { items?: Record<string, unknown>[] })?.items ?? [];
    process.stdout.write(`\n${path}: ${machineLine()}\n  score ${(lhr.categories.performance!.score ?? 0) * 100}\n`);
    for (const metric of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index"])
      process.stdout.write(`  ${metric}: ${audit(metric)?.displayValue}\n`);
    const lcp = JSON.stringify(items("largest-contentful-paint-element")).slice(0, 400);
    process.stdout.write(`  LCP element: ${lcp}\n`);
    for (const item of items("mainthread-work-breakdown"))
      process.stdout.write(`  main thread: ${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms\n`);
    for (const item of items("layout-shifts").slice(0, 3))
      process.stdout.write(`  layout shift: ${JSON.stringify(item).slice(0, 300)}\n`);
    for (const item of items("long-tasks").slice(0, 12))
      process.stdout.write(
        `  long task: at ${Math.round(Number(item.startTime))} ms, ${Math.round(Number(item.duration))} ms, ${String(item.url)}\n`,
      );
    for (const item of items("bootup-time").slice(0, 6))
      process.stdout.write(`  script: ${String(item.url)} ${Math.round(Number(item.total))} ms\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
