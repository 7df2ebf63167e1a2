import type { DashboardLatest, DashboardRecommendation } from "../../../shared/dashboard.ts";
import { assessmentOptionLabels as labels } from "../../../shared/texts/assessment.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { SourceLink } from "../../components/external-link.tsx";
import { CautionLines } from "./caution-lines.tsx";
import { Section } from "./section.tsx";
import { barWidth } from "../../components/bar-width.ts";

// The top of the dashboard: lifestyle factors with the wizard's own labels, the overall score, the three cards.

function allergiesText(factors: DashboardLatest["factors"]): string | null {
  const list = (factors.allergies ?? []).filter((allergy) => allergy !== "none");
  const names = list.map((allergy) =>
    allergy === "other" ? factors.otherAllergy?.trim() || labels.allergies.other : labels.allergies[allergy],
  );
  return names.length > 0 ? names.join(", ") : null;
}

export function LifestyleFactors({ factors, className }: { factors: DashboardLatest["factors"]; className?: string }) {
  const diet =
    factors.dietType === "other" && factors.otherDietType?.trim()
      ? factors.otherDietType.trim()
      : factors.dietType
        ? labels.dietType[factors.dietType]
        : null;
  const allergies = allergiesText(factors);
  const rows: [string, string | null][] = [
    [texts.factors.lifestyle, factors.lifestyle ? labels.lifestyle[factors.lifestyle] : null],
    [texts.factors.sleepQuality, factors.sleepQuality ? labels.sleepQuality[factors.sleepQuality] : null],
    [texts.factors.stressLevel, factors.stressLevel ? labels.stressLevel[factors.stressLevel] : null],
    [texts.factors.diet, diet],
  ];
  return (
    <Section title={texts.headings.lifestyle} className={className}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 px-3 py-3 sm:px-4">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="mt-1 font-medium text-stone-900">
              {value ?? texts.factors.notAnswered}
              {label === texts.factors.diet && allergies && (
                <span className="mt-1 block text-sm font-normal text-stone-700">
                  {texts.factors.allergies(allergies)}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function ScoreCard({ score }: { score: number }) {
  return (
    <Section title={texts.headings.score}>
      <p className="text-5xl font-bold tracking-tight text-brand-800">{texts.scoreOutOf(score)}</p>
      <div aria-hidden="true" className="mt-4 h-2.5 overflow-hidden rounded-full bg-stone-200">
        <div className={`h-full rounded-full bg-brand-600 ${barWidth(score)}`} />
      </div>
      <p className="mt-3 text-sm text-stone-600">{texts.scoreHint}</p>
    </Section>
  );
}

export function StatCards({ latest }: { latest: DashboardLatest }) {
  const cards: [string, string][] = [
    [texts.cards.balance, texts.cards.balanceValue(latest.nutritionBalance)],
    [texts.cards.days, String(latest.daysWithFoodFirst)],
    [texts.cards.supplements, String(latest.supplementsReplaced)],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-1">
      {cards.map(([label, value]) => (
        <div key={label} className="card flex flex-col-reverse justify-end p-3 sm:p-5">
          <dt className="mt-1 text-xs font-medium text-stone-600 sm:text-sm">{label}</dt>
          <dd className="text-2xl font-bold text-stone-900 sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each recommendation, then the cautions of the foods it names, each with its source (a link), as the foods' cautions. */
export function KeyRecommendations({
  items,
  className,
}: {
  items: readonly DashboardRecommendation[];
  className?: string;
}) {
  return (
    <Section title={texts.headings.recommendations} className={className}>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.text} className="flex gap-3 text-stone-800">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-600" />
            <span>
              {item.text}
              <SourceLink source={item.source} />
              <CautionLines cautions={item.cautions} className="text-sm text-amber-900" />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
