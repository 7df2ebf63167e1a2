// Vitest's global setup for the API suite (decision 019): the database is initialised and migrated once
// per run, and every API test file starts from a copy. On PGlite, an image that each file loads into its
// own in-memory database (~0.5 s) instead of running initdb and every migration (~6 s of CPU each); on
// PostgreSQL (api-postgres), a migrated template database that each file's scratch database copies.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client.ts";
import { createScratchDatabase } from "./test-database.ts";

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name === "api-postgres" && serverUrl) {
    const template = await createScratchDatabase(serverUrl, "foodfirst_template");
    const handle = await openDatabase({ kind: "postgres", url: template.url });
    await handle.close();
    project.provide("postgresTemplate", template.name);
    return template.drop;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "foodfirst-pglite-image-"));
  const file = path.join(dir, "migrated.tar");
  const handle = await openDatabase({ kind: "pglite" });
  try {
    const image = await handle.dumpImage!();
    await writeFile(file, new Uint8Array(await image.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("pgliteImage", file);
  return () => rm(dir, { recursive: true, force: true });
}
