import type { DashboardMeal, DashboardMealPlan } from "../../../shared/dashboard.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { SourceLink } from "../../components/external-link.tsx";
import { CautionLines } from "./caution-lines.tsx";
import { Section } from "./section.tsx";

const mealOrder: readonly DashboardMeal[] = ["breakfast", "lunch", "dinner", "snack"];

/**
 * A day of named meals from the meal library that suit the person, with the servings sized to their energy need,
 * the day's energy, protein and fibre and what it gives of their key nutrients; for someone the policy suggests no
 * foods to (under 14), why not.
 */
export function MealPlan({ plan }: { plan: DashboardMealPlan }) {
  if (plan.source === "none") {
    return (
      <Section title={texts.headings.mealPlan}>
        {plan.notes.map((note) => (
          <p key={note.text} className="text-sm text-stone-700">
            {note.text}
            <SourceLink source={note.source} />
          </p>
        ))}
      </Section>
    );
  }
  return (
    <Section title={texts.headings.mealPlan}>
      <p className="text-sm text-stone-600">{texts.mealPlan.built}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {mealOrder.map((slot) => {
          const items = plan.meals.filter((item) => item.slot === slot);
          if (items.length === 0) return null;
          return (
            <div key={slot} className="rounded-xl bg-brand-50 p-4">
              <h3 className="font-semibold text-brand-900">{texts.mealPlan.meals[slot]}</h3>
              <ul className="mt-2 space-y-2 text-sm text-stone-800">
                {items.map((item) => (
                  <li key={item.text}>
                    {item.text}
                    <CautionLines cautions={item.cautions} className="text-xs text-amber-800" />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <div className="mt-4 space-y-1 text-sm text-stone-700">
        {plan.totals && <p className="font-medium text-stone-900">{plan.totals}</p>}
        {plan.supplies && <p>{plan.supplies}</p>}
        {plan.need && <p className="text-stone-600">{plan.need}</p>}
      </div>
    </Section>
  );
}
