// `npm run build` (after vite): the server as one file and a migrated embedded database to start from
// (decision 012). Starting the sources resolves ~1,500 modules, hundreds of them in a package whose
// 180 KB package.json Node reads again for each (about a second), and a fresh PGlite folder runs
// initdb (about 3 s): both are done here once instead of at every start.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { openDatabase } from "../src/server/db/client.ts";
import { writeKnowledgeBaseSnapshot } from "../src/server/nutrition/kb/snapshot.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const templateDir = path.join(projectRoot, "dist/pglite-template");
/** The validated knowledge base, read at start instead of the CSV files while they are unchanged. */
export const knowledgeBaseSnapshot = path.join(projectRoot, "dist/knowledge-base.bin");

/**
 * Packages left to node_modules: native code (argon2), PGlite (loads its WebAssembly and data files
 * next to itself), node-postgres' optional native driver, and pino (loads its transports by path).
 */
const external = new Set(["@electric-sql/pglite", "@node-rs/argon2", "pg-native", "pino"]);

/**
 * Our modules find files next to themselves (migrations, the knowledge base, the built SPA, the
 * hashing thread) through import.meta.url; in the bundle each keeps pointing at its own source file.
 */
const keepModuleUrls = (outDir: string): esbuild.Plugin => ({
  name: "keep-module-urls",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith("@")
        ? args.path.split("/").slice(0, 2).join("/")
        : (args.path.split("/")[0] as string);
      return external.has(name) ? { path: args.path, external: true } : undefined;
    });
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const relative = path.relative(outDir, args.path).split(path.sep).join("/");
      return {
        contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: "ts",
      };
    });
  },
});

/** Writes `index.js` (the entry) and `server.js` (the bundle) to outDir, which must lie inside the project (node_modules). */
export async function buildServer(outDir = path.join(projectRoot, "dist/server")): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(projectRoot, "src/server/index.ts")],
    outfile: path.join(outDir, "server.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    logLevel: "warning",
    legalComments: "none",
    // CommonJS packages inside an ES module bundle still call require().
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    plugins: [keepModuleUrls(outDir)],
  });
  // The entry turns on V8's code cache before the bundle is loaded, so that compiling the bundle
  // (a few MB) is paid once per build rather than at every start.
  writeFileSync(
    path.join(outDir, "index.js"),
    [
      "// Built by scripts/build-server.ts: `node dist/server/index.js` starts the server.",
      'import { enableCompileCache } from "node:module";',
      'enableCompileCache(new URL("./.compile-cache", import.meta.url).pathname);',
      'await import("./server.js");',
      "",
    ].join("\n"),
  );
}

/**
 * A PGlite data folder, initialised and migrated, that a start on an empty DATA_DIR copies instead
 * of running initdb (db/client.ts). Migrations added later still apply on top at start.
 */
export async function buildPgliteTemplate(): Promise<void> {
  const stampFile = `${templateDir}.stamp`;
  const stamp = JSON.stringify({ pglite: pgliteVersion(), migrations: readFileSync(journalFile, "utf8") });
  if (
    existsSync(path.join(templateDir, "PG_VERSION")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp
  )
    return;
  const building = `${templateDir}.building`;
  rmSync(building, { recursive: true, force: true });
  const handle = await openDatabase({ kind: "pglite", dir: building });
  await handle.close();
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(building, templateDir);
  writeFileSync(stampFile, stamp);
}

const journalFile = path.join(projectRoot, "src/server/db/migrations/meta/_journal.json");
const pgliteVersion = () =>
  (
    JSON.parse(readFileSync(path.join(projectRoot, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as {
      version: string;
    }
  ).version;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  // Made again only when the migrations or PGlite changed (initdb takes seconds).
  await buildPgliteTemplate();
  // A bad data file fails the build here, naming the file, line and column.
  writeKnowledgeBaseSnapshot(knowledgeBaseSnapshot);
  process.stdout.write(
    `server built in ${((performance.now() - started) / 1000).toFixed(1)} s: dist/server, dist/pglite-template, dist/knowledge-base.bin\n`,
  );
}
