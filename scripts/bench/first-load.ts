import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { blogPaths } from "../../src/shared/blog.ts";
import { budgets, figure } from "./budgets.ts";
import { machineLine, spread } from "./load.ts";
import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";
import { paths } from "../../src/shared/paths.ts";
import { startChromium, measurePage, type MeasureOptions, type PageLoad } from "./lighthouse.ts";
import type { BenchRows } from "./measure.ts";
import { personAddress, signUpPeople, startServer, type BenchApp } from "./server.ts";

// What a first visit costs (issues 13 and 14): Lighthouse's mobile figures for the home page, the
// blog and one article on the built server, median of three runs with min and max, the bytes each
// page transfers, and the home page's first-load JavaScript (gzipped) against its budget.

const runs = 3;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every script a page loaded on its first visit (as Lighthouse saw them), gzipped, from dist/web. */
function firstLoadScripts(scripts: readonly string[]): { files: number; gzipped: number } {
  return {
    files: scripts.length,
    gzipped: scripts.reduce(
      (sum, src) => sum + gzipSync(readFileSync(path.join("dist/web", src)), { level: 9 }).length,
      0,
    ),
  };
}

async function lighthouseRuns(url: string, options: MeasureOptions = {}): Promise<PageLoad[]> {
  const browser = await startChromium();
  try {
    await measurePage(browser, url, options); // warm-up: the server's caches and the operating system's
    const loads: PageLoad[] = [];
    for (let run = 0; run < runs; run++) loads.push(await measurePage(browser, url, options));
    return loads;
  } finally {
    await browser.close();
  }
}

function pageRows(label: string, loads: PageLoad[], withBudgets: boolean): BenchRows {
  const median = (pick: (load: PageLoad) => number) => spread(loads.map(pick)).median;
  const rows: BenchRows = [
    [
      `${label}: Lighthouse performance (mobile)`,
      figure(
        spread(loads.map((load) => load.score)),
        "points",
        withBudgets ? { atLeast: budgets.homeLighthouseScore } : undefined,
      ),
    ],
    [
      `${label}: first contentful paint`,
      figure(spread(loads.map((load) => load.fcpMs)), "ms", withBudgets ? { atMost: budgets.homeFcpMs } : undefined),
    ],
    [
      `${label}: largest contentful paint`,
      figure(spread(loads.map((load) => load.lcpMs)), "ms", withBudgets ? { atMost: budgets.homeLcpMs } : undefined),
    ],
    [
      `${label}: total blocking time, layout shift`,
      `${median((load) => load.tbtMs).toFixed(0)} ms, ${median((load) => load.cls).toFixed(3)}`,
    ],
    [
      `${label}: bytes transferred (HTML, CSS, JS)`,
      `${kb(median((load) => load.bytes.html))}, ${kb(median((load) => load.bytes.css))}, ${kb(median((load) => load.bytes.js))}`,
    ],
  ];
  return rows;
}

async function onServer(measure: (url: string, server: BenchApp) => Promise<BenchRows>): Promise<BenchRows> {
  const server = await startServer();
  try {
    return [["machine", machineLine()], ...(await measure(server.url, server))];
  } finally {
    await server.stop();
  }
}

/** The home page against issue 14's budgets. */
export function benchHomeFirstLoad(): Promise<BenchRows> {
  return onServer(async (url) => {
    const loads = await lighthouseRuns(`${url}/`);
    const scripts = firstLoadScripts(loads[0]!.scripts);
    return [
      ...pageRows("home (/)", loads, true),
      [
        "home: first-load JavaScript, gzipped",
        `${figure({ median: scripts.gzipped / 1024, min: scripts.gzipped / 1024, max: scripts.gzipped / 1024 }, "KB", { atMost: budgets.homeFirstLoadJsKb })} (${scripts.files} files)`,
      ],
    ];
  });
}

/** The blog list and its newest article. */
export function benchBlogFirstLoad(): Promise<BenchRows> {
  return onServer(async (url) => {
    const rss = await (await fetch(`${url}${blogPaths.rss}`)).text();
    const article = /<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/.exec(rss)?.[1];
    if (!article) throw new Error("the feed lists no article");
    return [
      ...pageRows("/blog", await lighthouseRuns(`${url}${blogPaths.list}`), false),
      ...pageRows(new URL(article).pathname, await lighthouseRuns(article), false),
    ];
  });
}

/** A person signed up, with a completed assessment (the offline engine writes it): their cookie and its id. */
export async function personWithAssessment(server: BenchApp): Promise<{ cookie: string; id: string }> {
  const url = server.url;
  const [person] = await signUpPeople(server, 1, "lighthouse", 90_000);
  const headers = {
    "content-type": "application/json",
    origin: url,
    cookie: person!.cookie,
    "x-forwarded-for": personAddress(90_000),
  };
  const submitted = await fetch(`${url}/api/assessments`, {
    method: "POST",
    headers: { ...headers, "idempotency-key": `lighthouse-${Date.now().toString(36)}` },
    body: JSON.stringify({ answers: completeAnswers }),
  });
  if (!submitted.ok) throw new Error(`bench submit failed: ${submitted.status} ${await submitted.text()}`);
  const { assessment } = (await submitted.json()) as { assessment: { id: string } };
  for (let tries = 0; ; tries++) {
    const read = (await (await fetch(`${url}/api/assessments/${assessment.id}`, { headers })).json()) as {
      assessment: { status: string };
    };
    if (read.assessment.status === "completed") return { cookie: person!.cookie, id: assessment.id };
    if (read.assessment.status !== "generating" || tries > 200)
      throw new Error(`bench assessment ended ${read.assessment.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signed-in pages against issue 22's budgets: performance and accessibility, with the person's session. */
function signedInRows(label: string, loads: PageLoad[]): BenchRows {
  const [performance, , lcp, ...rest] = pageRows(label, loads, false);
  const scripts = firstLoadScripts(loads[0]!.scripts);
  return [
    [
      performance![0],
      figure(spread(loads.map((load) => load.score)), "points", { atLeast: budgets.signedInLighthouseScore }),
    ],
    [
      `${label}: Lighthouse accessibility (mobile)`,
      figure(spread(loads.map((load) => load.accessibility ?? 0)), "points", {
        atLeast: budgets.signedInAccessibility,
      }),
    ],
    lcp!,
    ...rest,
    [`${label}: JavaScript loaded, gzipped`, `${kb(scripts.gzipped)} (${scripts.files} files)`],
  ];
}

/** The results page and the dashboard of a signed-in person with a completed assessment. */
export function benchSignedInPages(): Promise<BenchRows> {
  return onServer(async (url, server) => {
    const { cookie, id } = await personWithAssessment(server);
    const options = { accessibility: true, cookie };
    return [
      ...signedInRows("results", await lighthouseRuns(`${url}${paths.resultsFor(id)}`, options)),
      ...signedInRows("dashboard", await lighthouseRuns(`${url}${paths.dashboard}`, options)),
    ];
  });
}
