import { Link } from "react-router";
import type { DashboardHistoryEntry } from "../../../shared/dashboard.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { paths } from "../../paths.ts";
import { LongDate } from "../../components/long-date.tsx";
import { Section } from "./section.tsx";
import { TrendChart } from "./trend-chart.tsx";

/** The person's real history: every completed assessment, newest first, and the trend once there are two. */
export function Progress({ history }: { history: readonly DashboardHistoryEntry[] }) {
  const withChart = history.length >= 2;
  return (
    <Section title={texts.headings.progress}>
      <div className={withChart ? "grid gap-6 lg:grid-cols-5 lg:items-start" : ""}>
        {withChart && (
          <div className="lg:col-span-3">
            <TrendChart history={history} />
          </div>
        )}
        <div className={withChart ? "lg:col-span-2" : ""}>
          <table className="w-full text-left text-sm">
            <caption className="pb-2 text-left text-stone-600">{texts.progress.intro}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {texts.progress.date}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {texts.progress.score}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {texts.progress.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-100 last:border-0">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <Link className="link" to={paths.resultsFor(entry.id)}>
                      <LongDate iso={entry.completedAt} />
                    </Link>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums text-stone-900">
                    {texts.scoreOutOf(entry.overallScore)}
                  </td>
                  <td className="py-2 text-right tabular-nums text-stone-900">
                    {texts.cards.balanceValue(entry.nutritionBalance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {!withChart && <p className="mt-3 text-sm text-stone-600">{texts.progress.onlyOne}</p>}
        </div>
      </div>
    </Section>
  );
}
