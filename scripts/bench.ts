// `npm run bench`: speed and size figures, printed (never asserted in tests). Needs `npm run build`.
// `npm run bench -- server` runs only the sections whose title contains one of the words given.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { benchFoundation } from "./bench/foundation.ts";
import { benchAssessment } from "./bench/assessment.ts";
import { benchLookup } from "./bench/lookup.ts";
import { benchServerSpeed } from "./bench/server-speed.ts";
import { benchChat } from "./bench/chat.ts";
import type { BenchRows } from "./bench/measure.ts";

const sections: Array<[string, () => Promise<BenchRows>]> = [
  ["Foundation", benchFoundation],
  ["Assessment", benchAssessment],
  ["Lookup", benchLookup],
  ["Server: signed-in reads, sign-in, cold start (budgets of issue 14)", benchServerSpeed],
  ["Chat", benchChat],
];

const only = process.argv.slice(2).map((word) => word.toLowerCase());
if (!existsSync("dist/pages/manifest.json")) spawnSync(process.execPath, ["scripts/build-web.ts"], { stdio: "inherit" });
// The server section measures the built server (what `npm start` runs), so it is built from the current sources.
spawnSync(process.execPath, ["scripts/build-server.ts"], { stdio: "inherit" });
for (const [title, run] of sections) {
  if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) continue;
  process.stdout.write(`\n${title}\n`);
  for (const [label, value] of await run()) process.stdout.write(`  ${label.padEnd(64)} ${value}\n`);
}
