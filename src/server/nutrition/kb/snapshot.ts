// The knowledge base as the build validated it, saved with V8's serialiser so that a start reads it in a few
// milliseconds instead of parsing and checking every CSV again (about a tenth of a second, a tenth of a cold
// start; decision 012). It is only a copy: the CSV files stay the source, and a snapshot whose files differ
// from today's, or that this Node cannot read, is ignored for a fresh load.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import v8 from "node:v8";
import { DEFAULT_DATA_DIR, loadKnowledgeBase } from "./load.ts";
import { DEFAULT_MEALS_DIR } from "./meals/load.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";

interface Snapshot {
  /** The data files' contents the knowledge base was loaded from. */
  fingerprint: string;
  /** The V8 that wrote it (its serialisation format). */
  v8: string;
  kb: KnowledgeBase;
}

/** A hash of every file below `dir` and the meal library's folder, names and contents, in a stable order. */
export function dataFingerprint(dir: string = DEFAULT_DATA_DIR): string {
  const hash = createHash("sha256");
  hashFolder(hash, dir);
  hash.update("meals\0");
  hashFolder(hash, DEFAULT_MEALS_DIR);
  return hash.digest("hex");
}

function hashFolder(hash: ReturnType<typeof createHash>, dir: string): void {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash
      .update(`${relative(dir, file)}\0`)
      .update(readFileSync(file))
      .update("\0");
}

/** Loads the knowledge base from `dir` (throwing on a bad file, as a start would) and saves it to `file`. */
export function writeKnowledgeBaseSnapshot(file: string, dir: string = DEFAULT_DATA_DIR): void {
  const snapshot: Snapshot = { fingerprint: dataFingerprint(dir), v8: process.versions.v8, kb: loadKnowledgeBase(dir) };
  writeFileSync(file, v8.serialize(snapshot));
}

/** The snapshot in `file` when it was made from today's files by this V8; otherwise a fresh, checked load. */
export function loadKnowledgeBaseWithSnapshot(file: string, dir: string = DEFAULT_DATA_DIR): KnowledgeBase {
  return readSnapshot(file, dir) ?? loadKnowledgeBase(dir);
}

function readSnapshot(file: string, dir: string): KnowledgeBase | null {
  if (!existsSync(file)) return null;
  try {
    const snapshot = v8.deserialize(readFileSync(file)) as Partial<Snapshot>;
    if (snapshot.v8 !== process.versions.v8 || snapshot.fingerprint !== dataFingerprint(dir) || !snapshot.kb)
      return null;
    return snapshot.kb;
  } catch {
    // Unreadable (cut short, another format): the CSV files are the source anyway.
    return null;
  }
}
