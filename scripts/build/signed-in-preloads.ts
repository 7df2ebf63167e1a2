import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { paths } from "../../src/shared/paths.ts";

// The modules each signed-in page rendered on the server needs (decision 028), from Vite's manifest: the app, the
// data layer and the page, each with every module it imports, as the <link rel="modulepreload"> list the server
// writes into the page's document, so the browser fetches them side by side instead of one import after another.

export const signedInPreloadsFile = "signed-in-preloads.json";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Source (relative to src/web) of the modules a page starts with: the app, the data layer, the page. */
const pageModules: Record<string, string[]> = {
  [paths.dashboard]: ["main.tsx", "lib/query-layer.tsx", "features/dashboard/dashboard-page.tsx"],
  [paths.results]: ["main.tsx", "lib/query-layer.tsx", "features/results/results-page.tsx"],
};

/** Reads dist/web/.vite/manifest.json, writes each page's files (as /assets/... paths) to `outFile`, removes the manifest. */
export function writeSignedInPreloads(webDir: string, outFile: string): void {
  const manifestDir = path.join(webDir, ".vite");
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const files = (key: string, seen: Set<string>): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) files(imported, seen);
  };
  const preloads = Object.fromEntries(
    Object.entries(pageModules).map(([page, modules]) => {
      const seen = new Set<string>();
      for (const module of modules) files(module, seen);
      return [page, [...seen].map((key) => `/${manifest[key]!.file}`)];
    }),
  );
  writeFileSync(outFile, `${JSON.stringify(preloads, null, 2)}\n`);
  // Not one of the app's files: nothing serves it.
  rmSync(manifestDir, { recursive: true, force: true });
}
