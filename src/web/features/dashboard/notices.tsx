import { Link } from "react-router";
import type { DashboardPending } from "../../../shared/dashboard.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { rememberDestination } from "../../lib/intended-destination.ts";
import { paths } from "../../paths.ts";

/** The spec's empty state, with the way on: sign in (and come back here), or take the assessment. */
export function EmptyState({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="card mx-auto mt-8 max-w-xl text-center">
      <p className="text-lg text-stone-800">{texts.empty}</p>
      {signedIn ? (
        <Link to={paths.assessment} className="btn-primary mt-6">
          {texts.startAssessment}
        </Link>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-600">{texts.signInHint}</p>
          <Link to={paths.login} className="btn-primary mt-6" onClick={() => rememberDestination(paths.dashboard)}>
            {texts.signIn}
          </Link>
        </>
      )}
    </div>
  );
}

function pendingText(pending: DashboardPending, older: boolean): string {
  if (pending.status === "generating") return older ? texts.generatingOlder : texts.generating;
  if (pending.errorCode === "too_long") return older ? texts.tooLongOlder : texts.tooLong;
  return older ? texts.failedOlder : texts.failed;
}

/** The newest assessment is being written or failed: say so, and link to its results page. */
export function PendingNotice({ pending, older }: { pending: DashboardPending; older: boolean }) {
  const failed = pending.status === "failed";
  return (
    <div
      role="status"
      className={`mt-6 flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between ${failed ? "border-red-200 bg-red-50 text-red-900" : "border-brand-200 bg-brand-50 text-brand-900"}`}
    >
      <p className="flex items-center gap-3">
        {!failed && (
          <span aria-hidden="true" className="inline-block size-2.5 shrink-0 animate-pulse rounded-full bg-brand-600" />
        )}
        {pendingText(pending, older)}
      </p>
      <Link to={paths.resultsFor(pending.id)} className="btn-secondary shrink-0">
        {texts.openResults}
      </Link>
    </div>
  );
}
