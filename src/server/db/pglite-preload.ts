import { readFile } from "node:fs/promises";
import type { PGliteOptions } from "@electric-sql/pglite";

// The embedded database's engine (9 MB of WebAssembly) and its file bundle (6 MB), read and compiled
// while the rest of the server loads: index.ts imports this module first, so the file reads (libuv's
// threads) and the compilation (V8's background threads) overlap the ~0.3 s the main thread spends
// evaluating the server's code, instead of following it (~0.1-0.15 s of an embedded start; decision 012).

type WasmModule = NonNullable<PGliteOptions["pgliteWasmModule"]>;
// The server's types have no DOM, where TypeScript declares WebAssembly; Node has it as a global.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

export interface PgliteArtifacts {
  pgliteWasmModule: WasmModule;
  fsBundle: Blob;
}

/** Starts loading PGlite's artifacts from its package folder; null if anything fails (PGlite then loads them itself). */
export function preloadPgliteArtifacts(): Promise<PgliteArtifacts | null> {
  const folder = new URL("./", import.meta.resolve("@electric-sql/pglite"));
  return Promise.all([
    readFile(new URL("pglite.wasm", folder)).then((bytes) => WebAssembly.compile(bytes)),
    readFile(new URL("pglite.data", folder)),
  ]).then(
    ([pgliteWasmModule, data]) => ({ pgliteWasmModule, fsBundle: new Blob([data]) }),
    () => null,
  );
}

/** Started now when no PostgreSQL server is configured (the embedded database will be opened); else null. */
export const pgliteArtifacts: Promise<PgliteArtifacts | null> | null = process.env.DATABASE_URL
  ? null
  : preloadPgliteArtifacts();
