// Protein a day per kg of body weight (safety/protein_per_kg.csv): kidney disease by stage and dialysis first, then
// breastfeeding, pregnancy, 65 and over, 14-18, other adults; the first row that applies is used. One function gives
// the line every screen shows (the assessment, the dashboard, the weekly plan).
import { sleepHoursForAge } from "../../../shared/sleep-hours.ts";
import { proteinTexts } from "../../../shared/texts/protein.ts";
import { whoApplies } from "../kb/rules/selectors.ts";
import type { ProteinRule, SafetyRules } from "../kb/rules/types.ts";
import { noFoodSuggestions, withheldFor } from "./nutrient-rules.ts";
import type { SafetyMessage } from "./result-types.ts";
import type { Person } from "./types.ts";

/**
 * Hours of sleep for the person's age (src/shared/sleep-hours.ts, CDC from AASM and NSF, the one function the results
 * page's short action uses too): the band of their youngest possible age; the adult band when the age is unknown.
 */
export function sleepHours(person: Person): { hours: string; ruleId: string; source: SafetyMessage["source"] } | null {
  const row = sleepHoursForAge(person.lifeStage.age?.min);
  return row ? { hours: row.hours, ruleId: row.id, source: row.source } : null;
}

export interface ProteinPerKg {
  gramsPerKg: number;
  /** The top of the source's range (dialysis 1.2, 65 and over 1.2), or null for one figure. */
  maxGramsPerKg: number | null;
  ruleId: string;
  source: SafetyMessage["source"];
}

/** Grams of protein a day per kg for the person (dialysis 1.0-1.2, kidney disease 0.8, pregnancy 1.1...), with its source. */
export function proteinPerKg(rules: SafetyRules, person: Person): ProteinPerKg {
  const rule = rules.proteinPerKg.find((candidate) => whoApplies(candidate.who, person.groups));
  return rule
    ? { gramsPerKg: rule.gramsPerKg, maxGramsPerKg: rule.maxGramsPerKg, ruleId: rule.id, source: rule.source }
    : { gramsPerKg: 0.8, maxGramsPerKg: null, ruleId: "default", source: { label: "", url: "" } };
}

/** A row that names a condition (kidney disease by stage, dialysis) gives its figure even where protein is not pushed. */
const namesCondition = (rule: ProteinRule | undefined) =>
  rule?.who.some((clause) =>
    clause.some((group) => group.startsWith("condition:") || group === "stage:ckd_stage_unknown"),
  ) ?? false;

/** The person's grams per kg, or null under 14 and where protein is not pushed and no row names their condition (PKU). */
function proteinFigureFor(rules: SafetyRules, person: Person): ProteinPerKg | null {
  if (noFoodSuggestions(rules, person).length > 0) return null;
  const perKg = proteinPerKg(rules, person);
  const rule = rules.proteinPerKg.find((candidate) => candidate.id === perKg.ruleId);
  if (withheldFor(rules, person, "protein_g").length > 0 && !namesCondition(rule)) return null;
  return perKg;
}

const perKgText = (value: number) => value.toFixed(value * 10 === Math.round(value * 10) ? 1 : 2);

/**
 * The person's protein line for their weight, with its rule and source; null under 14 (no food suggestions), without
 * a weight, or where a rule says not to push protein and no row for their condition gives a figure (PKU).
 */
export function proteinNeed(
  rules: SafetyRules,
  person: Person,
  weightKg: number | null | undefined,
): (SafetyMessage & { perKg: ProteinPerKg; grams: number }) | null {
  if (!weightKg || !(weightKg > 0)) return null;
  const perKg = proteinFigureFor(rules, person);
  if (!perKg) return null;
  const grams = Math.round(weightKg * perKg.gramsPerKg);
  const max = perKg.maxGramsPerKg === null ? null : Math.round(weightKg * perKg.maxGramsPerKg);
  const weight = String(Math.round(weightKg * 10) / 10);
  const perKgSaid =
    perKg.maxGramsPerKg === null
      ? perKgText(perKg.gramsPerKg)
      : `${perKgText(perKg.gramsPerKg)}-${perKgText(perKg.maxGramsPerKg)}`;
  return {
    ruleId: perKg.ruleId,
    message: proteinTexts.need(weight, max === null ? String(grams) : `${grams}-${max}`, perKgSaid),
    source: perKg.source,
    perKg,
    grams,
  };
}

/**
 * The protein line when the weight is not known ("about 1.1 g of protein a day per kg of your body weight"), with its
 * rule and source; null where `proteinNeed` gives none.
 */
export function proteinNeedPerKg(rules: SafetyRules, person: Person): (SafetyMessage & { perKg: ProteinPerKg }) | null {
  const perKg = proteinFigureFor(rules, person);
  if (!perKg) return null;
  const perKgSaid =
    perKg.maxGramsPerKg === null
      ? perKgText(perKg.gramsPerKg)
      : `${perKgText(perKg.gramsPerKg)}-${perKgText(perKg.maxGramsPerKg)}`;
  return { ruleId: perKg.ruleId, message: proteinTexts.needPerKg(perKgSaid), source: perKg.source, perKg };
}
