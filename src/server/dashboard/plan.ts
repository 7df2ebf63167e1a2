import type { AssessmentAnswers, DraftAnswers } from "../../shared/assessment/schema.ts";
import type { DashboardMealPlan } from "../../shared/dashboard.ts";
import type { RiskWithFoods } from "../nutrition/answers/facts.ts";
import { nutrientsAtStake, type WithheldNutrient } from "../nutrition/answers/risk.ts";
import type { NutrientKey } from "../nutrition/kb/types.ts";
import { dayTotalsLine, mealLine, needLine, suppliesLine } from "../nutrition/meals/describe.ts";
import { planInput, planNutrients } from "../nutrition/meals/person-plan.ts";
import { planDay, type PlanInput } from "../nutrition/meals/planner.ts";
import { sourcedNote } from "./notes.ts";
import type { PersonFoods } from "./person.ts";

// The dashboard's meal plans: days of meals from the meal library that the safety policy lets the person eat,
// favouring their key nutrients and sized to their energy need (never a fixed sample).

/** The nutrients the person's answers put at stake, read as the assessment reads them (nutrition/answers/risk.ts). */
function atStake(answers: DraftAnswers, who: PersonFoods) {
  return nutrientsAtStake(answers as AssessmentAnswers, { person: who.person, rules: who.policy.rules });
}

/**
 * The nutrients the person's answers put at risk, most important first, without those the policy says not to
 * push for them (iron with haemochromatosis) or that are not a key area for them (iron for men who eat meat).
 */
export function keyNutrients(answers: DraftAnswers, who: PersonFoods): RiskWithFoods[] {
  const risks = atStake(answers, who).risks;
  const kept = new Set(planNutrients(who.policy.rules, who.person, risks));
  return risks.filter((risk) => kept.has(risk.nutrient as NutrientKey)).map((risk) => ({ ...risk, foods: [] }));
}

/** Nutrients the answers put at stake that the person's condition says not to push, with the policy's words. */
export function withheldNutrients(answers: DraftAnswers, who: PersonFoods): WithheldNutrient[] {
  return atStake(answers, who).withheld;
}

/** What the planner needs for this person: their verdicts, key nutrients and energy need. */
export function planInputFor(answers: DraftAnswers, who: PersonFoods): PlanInput {
  return planInput(
    who.policy.kb,
    answers,
    who.person,
    who.assessor,
    keyNutrients(answers, who).map((risk) => risk.nutrient as NutrientKey),
  );
}

/** One day of meals, as the assessment's sample day gives it, with its figures; none under 14. */
export function mealPlanOf(answers: DraftAnswers, who: PersonFoods): DashboardMealPlan {
  if (who.noFoods.length > 0)
    return { source: "none", meals: [], totals: null, need: null, supplies: null, notes: who.noFoods };
  const input = planInputFor(answers, who);
  const day = planDay(input);
  return {
    source: "meals",
    meals: day.meals.map((item) => ({
      slot: item.slot,
      text: mealLine(item),
      cautions: item.cautions.map(({ caution }) => sourcedNote(caution)),
    })),
    totals: dayTotalsLine(day.totals, input.need),
    need: needLine(input.need),
    supplies: suppliesLine(input.kb, day.totals, input.keyNutrients),
    notes: [],
  };
}
