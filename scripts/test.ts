// `npm test`: the whole suite. Typecheck, lint and the formatter's check (the same commands as `npm run
// typecheck`, `npm run lint` and `npm run format -- --check`), unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the built app's journeys in Chromium (found, or installed from Debian's packages).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.ts";

function run(step: string, command: string, args: string[]) {
  process.stdout.write(`\n=== ${step}: ${command} ${args.join(" ")}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  process.stdout.write(`=== ${step}: ${result.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  process.env.CHROMIUM_PATH = ensureChromium();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write("TEST_DATABASE_URL is not set: the API tests run on embedded PGlite only.\n");
}
run("typecheck", "tsc", ["-b"]);
run("lint", "oxlint", ["--deny-warnings", "src", "tests", "scripts"]);
// One formatter (decision 018): `npm run format` writes what this finds.
run("format", "oxfmt", ["--check"]);
run("unit and API tests", "vitest", ["run"]);
// The app, its prerendered pages, feeds and precompressed files (decision 011).
run("build", process.execPath, ["scripts/build-web.ts"]);
// The bundled server and the prepared database folder (decision 012): every journey's fresh data
// folder then starts from a copy instead of initdb.
run("server build", process.execPath, ["scripts/build-server.ts"]);
run("end-to-end journeys", "playwright", ["test"]);
