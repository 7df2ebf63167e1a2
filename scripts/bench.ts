// `npm run bench`: speed and size figures, printed (never asserted in tests). Builds the app and the server first.
// `npm run bench -- server` runs only the sections whose title contains one of the words given.
import { spawnSync } from "node:child_process";
import { benchFoundation } from "./bench/foundation.ts";
import { benchAssessment } from "./bench/assessment.ts";
import { benchLookup } from "./bench/lookup.ts";
import { benchServerSpeed } from "./bench/server-speed.ts";
import { benchChat } from "./bench/chat.ts";
import { benchBlogFirstLoad, benchHomeFirstLoad, benchSignedInPages } from "./bench/first-load.ts";
import { benchTests } from "./bench/tests.ts";
import type { BenchRows } from "./bench/measure.ts";

const sections: Array<[string, () => Promise<BenchRows>]> = [
  ["Foundation", benchFoundation],
  ["Assessment", benchAssessment],
  ["Lookup", benchLookup],
  ["Server: signed-in reads, sign-in, cold start (budgets of issue 14)", benchServerSpeed],
  ["Chat", benchChat],
  ["Home page first load: Lighthouse mobile, first-load JavaScript (budgets of issue 14)", benchHomeFirstLoad],
  ["Blog first load: /blog and its newest article, Lighthouse mobile", benchBlogFirstLoad],
  [
    "Signed-in pages: results and dashboard, Lighthouse mobile performance and accessibility (budgets of issue 22)",
    benchSignedInPages,
  ],
  // Not run by a plain `npm run bench` (it runs the whole test suite several times): `npm run bench -- tests`.
  ["Tests: npm test's steps and the whole against their budgets (issue 23)", benchTests],
];
const onlyWhenNamed = new Set(["Tests: npm test's steps and the whole against their budgets (issue 23)"]);

const only = process.argv.slice(2).map((word) => word.toLowerCase());
// The bench measures what `npm start` runs, built from the current sources: the app with its
// prerendered pages, and the bundled server.
for (const script of ["scripts/build-web.ts", "scripts/build-server.ts"]) {
  if (spawnSync(process.execPath, [script], { stdio: "inherit" }).status !== 0) process.exit(1);
}
for (const [title, run] of sections) {
  if (only.length === 0 ? onlyWhenNamed.has(title) : !only.some((word) => title.toLowerCase().includes(word))) continue;
  process.stdout.write(`\n${title}\n`);
  for (const [label, value] of await run()) process.stdout.write(`  ${label.padEnd(64)} ${value}\n`);
}
