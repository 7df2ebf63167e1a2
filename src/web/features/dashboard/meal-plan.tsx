import type { DashboardMeal, DashboardMealPlan } from "../../../shared/dashboard.ts";
import { dashboardTexts as texts } from "../../../shared/texts/index.ts";
import { Section } from "./section.tsx";

const mealOrder: readonly DashboardMeal[] = ["breakfast", "lunch", "dinner"];

/**
 * Breakfast, lunch and dinner from the latest assessment (its own plan, or one built from foods that suit); for
 * someone the policy suggests no foods to (under 14), why not.
 */
export function MealPlan({ plan }: { plan: DashboardMealPlan }) {
  if (plan.source === "none") {
    return (
      <Section title={texts.headings.mealPlan}>
        {plan.notes.map((note) => (
          <p key={note} className="text-sm text-stone-700">
            {note}
          </p>
        ))}
      </Section>
    );
  }
  return (
    <Section title={texts.headings.mealPlan}>
      <p className="text-sm text-stone-600">{plan.source === "assessment" ? texts.mealPlan.fromAssessment : texts.mealPlan.built}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {mealOrder.map((meal) => (
          <div key={meal} className="rounded-xl bg-brand-50 p-4">
            <h3 className="font-semibold text-brand-900">{texts.mealPlan.meals[meal]}</h3>
            <ul className="mt-2 space-y-1.5 text-sm text-stone-800">
              {plan.meals[meal].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
