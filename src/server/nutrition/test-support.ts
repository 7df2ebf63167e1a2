// Helpers for the nutrition unit tests: the real knowledge base, and the raw CSV rows for independent checks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LookupMatch } from "../../shared/lookup.ts";
import { readCsvTable } from "./csv.ts";
import { DEFAULT_DATA_DIR, loadKnowledgeBase } from "./load.ts";
import { lookupSupplement, type LookupInput } from "./lookup.ts";
import type { Food, KnowledgeBase, Supplement } from "./types.ts";

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

/** A lookup that must find the supplement and read the dose. */
export function lookupMatch(query: string, dosage?: string, profile: LookupInput["profile"] = {}): LookupMatch {
  const outcome = lookupSupplement(kb, { query, dosage, profile, profileSource: "request" });
  if (!outcome.ok) throw new Error(`lookup failed: ${outcome.message}`);
  if (outcome.result.status !== "match") throw new Error(`no match for ${query}`);
  return outcome.result;
}

/** The Dosage-field message of a lookup that must refuse the dose. */
export function doseRefusal(query: string, dosage: string): string {
  const outcome = lookupSupplement(kb, { query, dosage, profile: {}, profileSource: "none" });
  if (outcome.ok) throw new Error(`expected "${dosage}" to be refused for ${query}`);
  return outcome.message;
}

/** Raw rows of a data file as text records keyed by column. */
export function rawRows(file: string): Record<string, string>[] {
  const text = readFileSync(join(DEFAULT_DATA_DIR, file), "utf8");
  const { header, rows } = readCsvTable(text, file, []);
  return rows.map((row) => Object.fromEntries(header.map((name) => [name, row.text(name)])));
}
