import { Link } from "react-router";
import { weeklyPlanPageTexts as texts } from "../../../shared/texts/dashboard.ts";
import { Markdown } from "../../components/markdown.tsx";
import { usePageTitle } from "../../components/page-title.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { paths } from "../../paths.ts";
import { useWeeklyPlan } from "./api/get-weekly-plan.ts";

/**
 * The weekly plan to read on screen and print (the header, footer and these buttons stay off the paper): the same
 * Markdown as "Download Weekly Plan", with its days, shopping list, recipes, cautions, advice and note.
 */
export function WeeklyPlanPage() {
  usePageTitle(texts.title);
  const plan = useWeeklyPlan();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-24 pb-16 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()} disabled={!plan.data}>
          {texts.print}
        </button>
        <Link to={paths.dashboard} className="btn-secondary">
          {texts.back}
        </Link>
      </div>
      {plan.isPending && <Spinner label={texts.loading} />}
      {plan.isError && (
        <p role="alert" className="text-red-700">
          {texts.failed}
        </p>
      )}
      {plan.data && (
        <article className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-800 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
          <Markdown text={plan.data} />
        </article>
      )}
    </div>
  );
}
