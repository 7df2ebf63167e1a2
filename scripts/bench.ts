// `npm run bench`: speed and size figures, printed (never asserted in tests). Needs `npm run build`.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { benchFoundation } from "./bench/foundation.ts";
import { benchAssessment } from "./bench/assessment.ts";
import { benchLookup } from "./bench/lookup.ts";
import { benchChat } from "./bench/chat.ts";
import type { BenchRows } from "./bench/measure.ts";

const sections: Array<[string, () => Promise<BenchRows>]> = [
  ["Foundation", benchFoundation],
  ["Assessment", benchAssessment],
  ["Lookup", benchLookup],
  ["Chat", benchChat],
];

if (!existsSync("dist/web/index.html")) spawnSync("vite", ["build", "--logLevel", "warn"], { stdio: "inherit" });
for (const [title, run] of sections) {
  process.stdout.write(`\n${title}\n`);
  for (const [label, value] of await run()) process.stdout.write(`  ${label.padEnd(64)} ${value}\n`);
}
