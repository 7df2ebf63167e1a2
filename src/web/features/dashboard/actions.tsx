import { Link } from "react-router";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { useToast } from "../../components/toasts.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { paths } from "../../paths.ts";
import { useDownloadWeeklyPlan } from "./api/download-weekly-plan.ts";

/** Spec section 2's four buttons; View Full Report opens the results by id, so it survives a reload. */
export function Actions({ latestId }: { latestId: string }) {
  const toast = useToast();
  const download = useDownloadWeeklyPlan();
  // A page the server rendered: the download button works once the page is the app (decision 011).
  const hydrated = useHydrated();
  async function downloadPlan() {
    try {
      await download.mutateAsync();
    } catch {
      toast.error(texts.actions.downloadFailed);
    }
  }
  return (
    <div role="group" aria-label={texts.actions.label} className="grid gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap">
      <Link to={paths.assessment} className="btn-primary">
        {texts.actions.retake}
      </Link>
      <Link to={paths.resultsFor(latestId)} className="btn-secondary">
        {texts.actions.viewReport}
      </Link>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void downloadPlan()}
        disabled={!hydrated || download.isPending}
      >
        {download.isPending ? texts.actions.downloading : texts.actions.downloadPlan}
      </button>
      <Link to={paths.weeklyPlan} className="btn-secondary">
        {texts.actions.printPlan}
      </Link>
      <Link to={paths.nutritionist} className="btn-secondary">
        {texts.actions.chat}
      </Link>
    </div>
  );
}
