import type { NutrientStatusLevel, NutrientStatus as Status } from "../../../shared/assessment/scoring.ts";
import { nutrientStatusLabels } from "../../../shared/texts/assessment.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { Section } from "./section.tsx";
import { barWidth } from "../../components/bar-width.ts";

// The nutrient status bars: percent and Good / Medium / Low in words as well as colour; the bar itself is
// decoration, and each row's text is what a screen reader reads.

const barColour: Record<NutrientStatusLevel, string> = {
  good: "bg-brand-600",
  medium: "bg-amber-500",
  low: "bg-red-500",
};
const wordColour: Record<NutrientStatusLevel, string> = {
  good: "text-brand-800 bg-brand-50",
  medium: "text-amber-900 bg-amber-50",
  low: "text-red-800 bg-red-50",
};

export function NutrientStatus({ statuses, className }: { statuses: readonly Status[]; className?: string }) {
  return (
    <Section title={texts.headings.nutrientStatus} className={className}>
      <ul className="space-y-4">
        {statuses.map((status) => (
          <li key={status.nutrient}>
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="font-medium text-stone-900">{status.name}</span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums text-stone-700">{status.percent}%</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${wordColour[status.level]}`}>
                  {nutrientStatusLabels[status.level]}
                </span>
              </span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-stone-200">
              <div className={`h-full rounded-full ${barColour[status.level]} ${barWidth(status.percent)}`} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-stone-600">{texts.nutrientStatusHint}</p>
    </Section>
  );
}
