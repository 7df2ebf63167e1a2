// temporary: one Lighthouse run of a signed-in page, its long tasks broken down by trace event
import lighthouse from "lighthouse";
import { paths } from "../../src/shared/paths.ts";
import { machineLine } from "./load.ts";
import { startChromium } from "./lighthouse.ts";
import { startServer } from "./server.ts";
import { personWithAssessment } from "./first-load.ts";

type Ev = { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: any; cat?: string };
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
    process.stdout.write(
      `\n${path}: ${machineLine()} score ${(lhr.categories.performance!.score ?? 0) * 100} TBT ${lhr.audits["total-blocking-time"]?.displayValue}\n`,
    );
    const events = ((result!.artifacts as any).Trace?.traceEvents ??
      (result!.artifacts as any).traces?.defaultPass?.traceEvents) as Ev[];
    // main renderer thread: the one with most RunTask durations among CrRendererMain
    const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
    let best: { pid: number; tid: number; total: number } | null = null;
    for (const m of mains) {
      const total = events
        .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === "RunTask")
        .reduce((s, e) => s + (e.dur ?? 0), 0);
      if (!best || total > best.total) best = { pid: m.pid, tid: m.tid, total };
    }
    const onMain = events.filter(
      (e) => e.pid === best!.pid && e.tid === best!.tid && e.ph === "X" && e.dur !== undefined,
    );
    const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur! > 12_000).sort((a, b) => a.ts - b.ts);
    const t0 = tasks[0]?.ts ?? 0;
    for (const task of tasks) {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
      const byName = new Map<string, number>();
      for (const e of inside) {
        if (
          [
            "FunctionCall",
            "EvaluateScript",
            "v8.compile",
            "ParseHTML",
            "Layout",
            "UpdateLayoutTree",
            "MajorGC",
            "MinorGC",
            "Paint",
            "v8.evaluateModule",
            "TimerFire",
            "EventDispatch",
            "FireAnimationFrame",
            "RunMicrotasks",
            "ParseAuthorStyleSheet",
            "PrePaint",
            "Layerize",
            "HitTest",
            "V8.GC_SCAVENGER",
            "BlinkGC.AtomicPhase",
            "ScheduleStyleRecalculation",
            "IntersectionObserverController::computeIntersections",
          ].includes(e.name)
        ) {
          const key =
            e.name === "FunctionCall" || e.name === "EvaluateScript"
              ? `${e.name} ${String(e.args?.data?.url ?? "")
                  .split("/")
                  .pop()} ${e.args?.data?.functionName ?? ""}`
              : e.name;
          byName.set(key, (byName.get(key) ?? 0) + e.dur!);
        }
      }
      const top = [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`)
        .join("; ");
      process.stdout.write(`  +${((task.ts - t0) / 1000).toFixed(0)} ms ${(task.dur! / 1000).toFixed(0)} ms: ${top}\n`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
