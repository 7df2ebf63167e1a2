// The assessment's sample day: one planned day for the person, built once with the assessment's facts, so the
// offline engine writes it and a model is given it (the dashboard plans the same day from the same answers).
import type { DraftAnswers } from "../../../shared/assessment/schema.ts";
import { withSourceMarkdown } from "../../../shared/format.ts";
import { mealPlanTexts as texts } from "../../../shared/texts/meals.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { SafetyRules } from "../kb/rules/types.ts";
import type { Assessor } from "../policy/exclusions.ts";
import type { Person } from "../policy/types.ts";
import { dayTotalsLine, mealLine, needLine, suppliesLine } from "./describe.ts";
import { planInput, planNutrients } from "./person-plan.ts";
import { planDay, type PlanInput, type PlannedDay } from "./planner.ts";
import { MEAL_SLOTS, type MealSlot } from "../kb/meals/types.ts";

export interface SampleDay {
  input: PlanInput;
  day: PlannedDay;
}

export function sampleDay(
  kb: KnowledgeBase,
  rules: SafetyRules,
  answers: DraftAnswers,
  person: Person,
  assessor: Assessor,
  atRisk: readonly { nutrient: string }[],
): SampleDay {
  const input = planInput(kb, answers, person, assessor, planNutrients(rules, person, atRisk));
  return { input, day: planDay(input) };
}

/** Each slot's meals in order, each with its servings, time and its ingredients' cautions (each with its source, in Markdown). */
export function sampleDayMeals({ day }: SampleDay): { slot: MealSlot; label: string; text: string }[] {
  return MEAL_SLOTS.flatMap((slot) => {
    const items = day.meals.filter((item) => item.slot === slot);
    if (items.length === 0) return [];
    const text = items
      .map((item) =>
        [
          mealLine(item),
          ...item.cautions.map(({ caution }) => withSourceMarkdown(caution.message, caution.source)),
        ].join(" "),
      )
      .join("; ");
    return [{ slot, label: texts.slots[slot], text }];
  });
}

/** The day's energy, protein and fibre (or why none), what it gives of the key nutrients, and the need. */
export function sampleDayFigures({ input, day }: SampleDay): string[] {
  const supplies = suppliesLine(input.kb, day.totals, input.keyNutrients);
  return [dayTotalsLine(day.totals, input.need), ...(supplies ? [supplies] : []), needLine(input.need)];
}
