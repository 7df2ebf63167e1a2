// Helpers for the lookup's unit tests: lookups over the real knowledge base that must succeed or refuse.
import type { LookupMatch } from "../../shared/lookup.ts";
import { lookupSupplement, type LookupInput } from "./lookup.ts";
import { kb } from "../nutrition/kb/test-support.ts";

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
