import { chromium } from "playwright-core";
import { paths } from "../../src/shared/paths.ts";
import { startServer } from "./server.ts";
import { personWithAssessment } from "./first-load.ts";
import { ensureChromium } from "../chromium.ts";

const server = await startServer();
const browser = await chromium.launch({ executablePath: ensureChromium() });
try {
  const { cookie, id } = await personWithAssessment(server);
  const [name, value] = cookie.split("=");
  for (const path of [paths.resultsFor(id), paths.dashboard]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies([{ name: name!, value: cookie.slice(name!.length + 1), url: server.url }]);
    const page = await context.newPage();
    page.on("console", (m) => process.stdout.write(`console ${m.type()}: ${m.text().slice(0, 300)}\n`));
    page.on("pageerror", (e) => process.stdout.write(`pageerror: ${String(e).slice(0, 300)}\n`));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`${server.url}${path}`);
    await page.waitForTimeout(8000);
    const { profile } = (await cdp.send("Profiler.stop")) as any;
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const self = new Map<string, number>();
    const dts = profile.timeDeltas as number[];
    profile.samples.forEach((s: number, i: number) => {
      const n = byId.get(s);
      const f = n.callFrame;
      const key = `${f.functionName || "(anon)"} ${String(f.url).split("/").pop()}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dts[i] ?? 0));
    });
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const stacks = new Map<string, number>();
    profile.samples.forEach((s: number, i: number) => {
      const n = byId.get(s);
      if (n.callFrame.functionName !== "appendChild") return;
      const chain: string[] = [];
      let p = parent.get(s);
      for (let d = 0; d < 6 && p !== undefined; d++) {
        const f = byId.get(p).callFrame;
        chain.push(`${f.functionName}@${String(f.url).split("/").pop()}:${f.lineNumber}`);
        p = parent.get(p);
      }
      const k = chain.join(" < ");
      stacks.set(k, (stacks.get(k) ?? 0) + (dts[i] ?? 0));
    });
    for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 5))
      process.stdout.write(`  appendChild ${(v / 1000).toFixed(1)} ms from ${k}\n`);
    process.stdout.write(`\n${path}\n`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
      process.stdout.write(`  ${(v / 1000).toFixed(1)} ms ${k}\n`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
