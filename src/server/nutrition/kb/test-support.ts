// Helpers for the nutrition unit tests: the real knowledge base, and the raw CSV rows for independent checks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readCsvTable } from "./csv.ts";
import { DEFAULT_DATA_DIR, loadKnowledgeBase } from "./load.ts";
import type { Food, Supplement } from "./types.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";

/** Loaded once per test file (the app itself loads one per createApp and passes it in). */
export const kb: KnowledgeBase = loadKnowledgeBase();

export function food(id: string): Food {
  const found = kb.foods.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}

export function supplement(id: string): Supplement {
  const found = kb.supplements.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no supplement ${id}`);
  return found;
}

/** Raw rows of a data file as text records keyed by column. */
export function rawRows(file: string): Record<string, string>[] {
  const text = readFileSync(join(DEFAULT_DATA_DIR, file), "utf8");
  const { header, rows } = readCsvTable(text, file, []);
  return rows.map((row) => Object.fromEntries(header.map((name) => [name, row.text(name)])));
}
