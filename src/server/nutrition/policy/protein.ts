// Protein a day per kg of body weight by life stage (safety/protein_per_kg.csv): 1.1 g in pregnancy, 1.3 g while
// breastfeeding, 1.0 g from 65, 0.8 g otherwise; the first row that applies is used.
import { whoApplies } from "../kb/rules/selectors.ts";
import type { SafetyRules } from "../kb/rules/types.ts";
import type { SafetyMessage } from "./result-types.ts";
import type { Person } from "./types.ts";

/**
 * Hours of sleep for the person's age (safety/sleep_hours.csv, CDC from AASM and NSF): the band of their youngest
 * possible age (a year of birth gives two); the adult band when the age is unknown.
 */
export function sleepHours(
  rules: SafetyRules,
  person: Person,
): { hours: string; ruleId: string; source: SafetyMessage["source"] } | null {
  const age = person.lifeStage.age?.min ?? 18;
  const rule = rules.sleepHours.find((candidate) => age >= candidate.fromYears && age <= candidate.toYears);
  return rule ? { hours: rule.hours, ruleId: rule.id, source: rule.source } : null;
}

/** Grams of protein a day per kg for the person (pregnancy 1.1, breastfeeding 1.3, 65+ 1.0, else 0.8), with its source. */
export function proteinPerKg(
  rules: SafetyRules,
  person: Person,
): { gramsPerKg: number; ruleId: string; source: SafetyMessage["source"] } {
  const rule = rules.proteinPerKg.find((candidate) => whoApplies(candidate.who, person.groups));
  return rule
    ? { gramsPerKg: rule.gramsPerKg, ruleId: rule.id, source: rule.source }
    : { gramsPerKg: 0.8, ruleId: "default", source: { label: "", url: "" } };
}
