import type { DashboardFood, DashboardNutrientAmount, SourcedNote } from "../../../shared/dashboard.ts";
import { formatPercent, formatQuantity } from "../../../shared/format.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { SourceLink } from "../../components/external-link.tsx";
import { Section } from "./section.tsx";

// The spec's foods, each as the server's safety policy left it: the food itself, or the food chosen in its
// place (saying which and why), with the amount and what it supplies.

function amountText(item: DashboardNutrientAmount): string {
  return item.percentDv !== null
    ? texts.foods.percentDv(formatPercent(item.percentDv))
    : formatQuantity(item.amount, item.unit);
}

function FoodItem({ food }: { food: DashboardFood }) {
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-stone-900">{food.name}</h3>
        <p className="text-sm text-stone-700">{food.amount}</p>
      </div>
      {food.replaces && (
        <p className="mt-1 text-sm text-stone-600">
          {texts.foods.instead(food.replaces)} {food.replacedBecause && texts.foods.because(food.replacedBecause)}
        </p>
      )}
      {food.isSupplement && (
        <p className="mt-1 inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
          {texts.foods.supplementBadge}
        </p>
      )}
      {food.supplies.length > 0 && (
        <p className="mt-2 text-sm text-stone-800">
          <span className="font-medium">{texts.foods.supplies}: </span>
          {food.supplies.map((item) => `${item.name}: ${amountText(item).replace(" ", "\u00a0")}`).join("; ")}
        </p>
      )}
      {food.cautions.map((caution) => (
        <p key={caution.text} className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {caution.text}
          <SourceLink source={caution.source} />
        </p>
      ))}
    </li>
  );
}

export function RecommendedFoods({
  foods,
  notes,
  className,
}: {
  foods: readonly DashboardFood[];
  notes: readonly SourcedNote[];
  className?: string;
}) {
  return (
    <Section title={texts.headings.foods} className={className}>
      <p className="text-sm text-stone-600">{texts.foods.intro}</p>
      {foods.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {foods.map((food) => (
            <FoodItem key={`${food.name}-${food.replaces ?? ""}`} food={food} />
          ))}
        </ul>
      )}
      {notes.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm text-stone-700">
          {notes.map((note) => (
            <li key={note.text} className="rounded-lg bg-stone-50 px-3 py-2">
              {note.text}
              <SourceLink source={note.source} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
