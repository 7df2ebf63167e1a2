import { Link, useNavigate } from "react-router";
import { parseAnswers } from "../../../shared/assessment/schema.ts";
import { resultsTexts as texts } from "../../../shared/texts/assessment.ts";
import type { ResultsNavigationState } from "../../lib/assessments/results-navigation.ts";
import { useSubmitAssessment } from "../../lib/assessments/submit-assessment.ts";
import { paths } from "../../paths.ts";
import { FailureNotice } from "./failure-notice.tsx";

/** No id: either a failed submit (navigation state carries the error) or nothing to show. */
export function NoAssessment({ navState }: { navState: ResultsNavigationState }) {
  const navigate = useNavigate();
  const submit = useSubmitAssessment();
  if (!navState.error) {
    return (
      <div className="card mt-6">
        <p className="text-stone-700">{texts.notAvailable}</p>
        <Link to={paths.assessment} className="btn-primary mt-4">
          {texts.startNew}
        </Link>
      </div>
    );
  }
  const parsed = navState.assessmentData ? parseAnswers(navState.assessmentData) : null;
  async function tryAgain() {
    if (!parsed?.success || !navState.idempotencyKey) return navigate(paths.assessment);
    try {
      const assessment = await submit.mutateAsync({ answers: parsed.answers, idempotencyKey: navState.idempotencyKey });
      navigate(paths.resultsFor(assessment.id), {
        replace: true,
        state: {
          assessmentId: assessment.id,
          results: assessment.assessmentResults,
          assessmentData: assessment.assessmentData,
        },
      });
    } catch {
      // Shown by the notice: the button is enabled again and the failure announced once more.
    }
  }
  // Busy until the page has moved on; a second failure is announced again.
  const busy = submit.isPending || submit.isSuccess;
  return (
    <FailureNotice message={navState.error} busy={busy} onRetry={() => void tryAgain()} announce={submit.isError} />
  );
}
