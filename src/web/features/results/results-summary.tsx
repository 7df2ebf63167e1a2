import type { ReactNode } from "react";
import { type DraftAnswers } from "../../../shared/assessment/schema.ts";
import { nutritionBalance, overallScore, topActions } from "../../../shared/assessment/scoring.ts";
import { resultsTexts as texts } from "../../../shared/texts/assessment.ts";
import { dashboardTexts } from "../../../shared/texts/dashboard.ts";

// The top of the results page, above the fold on a phone: the dashboard's score and balance (the same shared
// scoring), the three most important actions in one line each (poor sleep with the hours for the person's age on the
// assessment's date, as the written assessment says them), and the page's actions (Save, Download, Email).

export function ResultsSummary({
  answers,
  completedAt,
  actions,
}: {
  answers: DraftAnswers;
  /** When the assessment was completed (ISO): the age its sleep hours are for; null: today. */
  completedAt: string | null;
  actions: ReactNode;
}) {
  const figures: [string, string][] = [
    [texts.score, dashboardTexts.scoreOutOf(overallScore(answers))],
    [texts.balance, dashboardTexts.cards.balanceValue(nutritionBalance(answers))],
  ];
  return (
    <section
      aria-labelledby="results-summary"
      className="mt-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id="results-summary" className="sr-only">
        {texts.summary}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse justify-end rounded-xl bg-white px-3 py-2">
            <dt className="text-xs font-medium text-stone-600 sm:text-sm">{label}</dt>
            <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-brand-900">{texts.topActions}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-800 marker:font-bold marker:text-brand-800 sm:text-base">
        {topActions(answers, 3, completedAt ?? undefined).map((action) => (
          <li key={action}>{action}</li>
        ))}
      </ol>
      {actions}
    </section>
  );
}
