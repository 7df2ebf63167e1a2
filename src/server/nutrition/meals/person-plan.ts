// What the planner needs for one person, built the same way wherever a plan is made (the assessment's sample day,
// the dashboard's day and week, the chat's ideas), so they agree: the policy's verdicts, the key nutrients the
// policy lets a plan push, and the energy need.
import type { DraftAnswers } from "../../../shared/assessment/schema.ts";
import type { SafetyRules } from "../kb/rules/types.ts";
import type { Assessor } from "../policy/exclusions.ts";
import { keyAreaFor, withheldFor } from "../policy/nutrient-rules.ts";
import type { Person } from "../policy/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { NutrientKey } from "../kb/types.ts";
import { energyNeed } from "./energy.ts";
import type { PlanInput } from "./planner.ts";

/** The nutrients at risk a plan may favour: none the person's condition says not to push, none not a key area for them. */
export function planNutrients(
  rules: SafetyRules,
  person: Person,
  atRisk: readonly { nutrient: string }[],
): NutrientKey[] {
  return atRisk
    .map((risk) => risk.nutrient as NutrientKey)
    .filter(
      (nutrient) =>
        withheldFor(rules, person, nutrient).length === 0 && keyAreaFor(rules, person, nutrient).status !== "no",
    );
}

export function planInput(
  kb: KnowledgeBase,
  answers: DraftAnswers,
  person: Person,
  assessor: Assessor,
  keyNutrients: readonly NutrientKey[],
): PlanInput {
  return { kb, assessor, keyNutrients, need: energyNeed(kb.meals, answers, person) };
}
