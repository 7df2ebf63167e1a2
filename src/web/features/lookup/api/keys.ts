import { assessmentKeys } from "../../../lib/assessments/keys.ts";

// The lookup's query keys, in one place.
export const lookupKeys = {
  all: ["lookup"] as const,
  /** The diet and allergies of the latest assessment: derived from it, so a new one invalidates it. */
  profile: () => assessmentKeys.derived("lookup-profile"),
  /** Supplement names matching what was typed (the same for everyone). */
  suggestions: (query: string) => [...lookupKeys.all, "suggestions", query] as const,
};
