import { assessmentFields, type DraftAnswers } from "./schema.ts";
import { assessmentLimits, totalSteps, type StepNumber } from "./options.ts";

// Drafts are validated loosely: any subset of the answers, each value of a plausible type and
// size. Unknown keys and implausible values are dropped rather than refused, so a draft saved by
// an older version of the wizard still loads.

const maxListItems = 12;
const maxItemLength = 40;

export function sanitizeDraftAnswers(input: unknown): DraftAnswers {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return {};
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of assessmentFields) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (typeof value === "string") {
      if (value.length <= assessmentLimits.otherTextMaxLength) out[field] = value;
    } else if (typeof value === "number") {
      if (Number.isFinite(value) && Math.abs(value) < 100_000) out[field] = value;
    } else if (typeof value === "boolean") {
      out[field] = value;
    } else if (Array.isArray(value)) {
      const items = value.filter((item): item is string => typeof item === "string" && item.length <= maxItemLength);
      out[field] = [...new Set(items)].slice(0, maxListItems);
    }
  }
  return out as DraftAnswers;
}

export function clampStep(step: unknown): StepNumber {
  const n = typeof step === "number" && Number.isInteger(step) ? step : 1;
  return Math.min(totalSteps, Math.max(1, n)) as StepNumber;
}
