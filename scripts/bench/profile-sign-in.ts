// `node scripts/bench/profile-sign-in.ts <file> [--thread MainThread] [--grep TEXT]...`: where the server's CPU went in a
// sign-in run, from sign-in-cpu.ts's `--perf <file>` (perf.data, read through `perf script`) or a `--cpu-prof`
// profile (.cpuprofile). Prints the samples by the innermost package on each stack (node's own frames count to the
// package that called them: a socket write under node-postgres is node-postgres'), the functions most often
// innermost in a package, and, for each --grep, the share of samples with a matching frame anywhere on the stack.
// perf samples only while a thread runs; a V8 profile's samples are counted, not weighed by their time, since on a
// busy machine that time is mostly the thread waiting for a core, booked to wherever it stopped (decision 032); a V8
// profile covers the whole process, its start included. perf names JIT code from node's map file, where code moved
// later can keep the name of a function that ran there first (a start-up function under a socket write is that).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const file = args.find((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
if (!file) {
  process.stderr.write("usage: profile-sign-in.ts <perf.data | .cpuprofile> [--thread MainThread] [--grep TEXT]...\n");
  process.exit(2);
}
const thread = args.includes("--thread") ? args[args.indexOf("--thread") + 1]! : "MainThread";
const greps = args.flatMap((arg, i) => (arg === "--grep" && args[i + 1] ? [args[i + 1]!] : []));

/** Each sample's frames, innermost first: "function url:line" for JavaScript, the symbol for native code. */
function stacks(): string[][] {
  if (file!.endsWith(".cpuprofile")) {
    type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
    const profile = JSON.parse(readFileSync(file!, "utf8")) as {
      nodes: Array<Node & { children?: number[] }>;
      samples: number[];
    };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const frame = ({ callFrame }: Node) =>
      `JS: ${callFrame.functionName || "(anonymous)"} ${callFrame.url}:${callFrame.lineNumber + 1}`;
    return profile.samples
      .filter((id) => byId.get(id)?.callFrame.functionName !== "(idle)")
      .map((id) => {
        const frames: string[] = [];
        for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(frame(byId.get(at)!));
        return frames;
      });
  }
  const text = execFileSync("perf", ["script", "-i", file!, "--comm", thread, "-F", "comm,tid,ip,sym"], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const samples: string[][] = [];
  let current: string[] | null = null;
  for (const line of text.split("\n")) {
    if (line.trim() === "") {
      if (current) samples.push(current);
      current = null;
    } else if (!/^\s/.test(line)) current = [];
    else current?.push(line.trim().split(/\s+/).slice(1).join(" ") || "?");
  }
  if (current) samples.push(current);
  return samples;
}

/** The package a frame belongs to: a node_modules package, a file of ours, or node's own module. */
function packageOf(frame: string): string | undefined {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(frame);
  if (dependency) return dependency[1];
  const ours = /\/(src\/[^:]+?|scripts\/[^:]+?)\.tsx?:/.exec(frame);
  if (ours) return ours[1];
  const node = /JS:\S* ?\S*? ?(node:[a-z_/]+)/.exec(frame);
  return node ? node[1] : undefined;
}

const all = stacks();
if (all.length === 0) {
  process.stderr.write(`no samples of the thread ${thread} in ${file}\n`);
  process.exit(1);
}
const byPackage = new Map<string, number>();
const innermostFunction = new Map<string, number>();
for (const frames of all) {
  const own = frames.findIndex((frame) => {
    const name = packageOf(frame);
    return name !== undefined && !name.startsWith("node:");
  });
  const at = own !== -1 ? own : frames.findIndex((frame) => packageOf(frame) !== undefined);
  const name = at === -1 ? `native: ${frames[0]?.slice(0, 60) ?? "?"}` : packageOf(frames[at]!)!;
  byPackage.set(name, (byPackage.get(name) ?? 0) + 1);
  if (at !== -1) {
    const fn = frames[at]!.replace(/file:\/\/\S*?node_modules\//, "").replace(/\S*\/(src|scripts)\//, "$1/");
    innermostFunction.set(fn, (innermostFunction.get(fn) ?? 0) + 1);
  }
}
const share = (count: number) => `${((100 * count) / all.length).toFixed(1).padStart(5)}%`;
const top = (counts: Map<string, number>, n: number) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);
process.stdout.write(`${all.length} samples of ${thread}\n\nBy innermost package:\n`);
for (const [name, count] of top(byPackage, 30)) process.stdout.write(`  ${share(count)}  ${name}\n`);
process.stdout.write("\nFunctions most often innermost in their package:\n");
for (const [name, count] of top(innermostFunction, 30)) process.stdout.write(`  ${share(count)}  ${name}\n`);
for (const text of greps) {
  const count = all.filter((frames) => frames.some((frame) => frame.includes(text))).length;
  process.stdout.write(`\nSamples with "${text}" on the stack: ${share(count)}\n`);
}
