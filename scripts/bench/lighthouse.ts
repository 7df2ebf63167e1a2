import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromiumArgs, ensureChromium } from "../chromium.ts";

// Lighthouse (the npm package) against the system's headless Chromium, with its defaults: a mobile
// device, simulated throttling (slow 4G, 4x CPU slowdown); the performance category, and accessibility
// when asked. A signed-in page is measured with the person's session cookie sent on every request.

export interface PageLoad {
  score: number;
  /** Lighthouse's accessibility score, when measured. */
  accessibility: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred (compressed) by type: the document, styles, scripts. */
  bytes: { html: number; css: number; js: number };
  /** The paths of every script the page loaded. */
  scripts: string[];
}

export interface Browser {
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a DevTools port Lighthouse can drive. */
export async function startChromium(): Promise<Browser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "foodfirst-lighthouse-"));
  const child: ChildProcess = spawn(
    ensureChromium(),
    ["--headless=new", "--remote-debugging-port=0", `--user-data-dir=${profile}`, ...chromiumArgs, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

export interface MeasureOptions {
  /** Also score accessibility. */
  accessibility?: boolean;
  /** A session cookie ("name=value"), for signed-in pages. */
  cookie?: string;
}

/** One Lighthouse run of a page (tried again up to twice when Lighthouse asks for it: a trace lost on a busy machine). */
export async function measurePage(browser: Browser, url: string, options: MeasureOptions = {}): Promise<PageLoad> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, url, options);
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again/i.test(String(error))) throw error;
    }
  }
}

async function measureOnce(browser: Browser, url: string, options: MeasureOptions): Promise<PageLoad> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: "json",
    logLevel: "error",
    onlyCategories: options.accessibility ? ["performance", "accessibility"] : ["performance"],
    ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const bytesOf = (type: string) =>
    items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    accessibility: lhr.categories.accessibility ? (lhr.categories.accessibility.score ?? 0) * 100 : null,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: { html: bytesOf("Document"), css: bytesOf("Stylesheet"), js: bytesOf("Script") },
    scripts: items
      .filter((item) => item.resourceType === "Script" && item.url)
      .map((item) => new URL(item.url as string).pathname),
  };
}
