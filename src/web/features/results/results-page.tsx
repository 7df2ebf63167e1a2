import { lazy, Suspense } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { hasMedicalNote, resultsFileContent } from "../../../shared/assessment/medical-note.ts";
import { resultsTexts as texts } from "../../../shared/texts/assessment.ts";
import { notMedicalAdvice } from "../../../shared/texts/medical-advice.ts";
import { usePageTitle } from "../../components/page-title.tsx";
import { MarkdownTree } from "../../components/markdown-tree.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { useToast } from "../../components/toasts.tsx";
import { readResultsNavigationState, type ResultsNavigationState } from "../../lib/assessments/results-navigation.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useDates } from "../../lib/dates.ts";
import { useInitialData } from "../../lib/initial-data.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { paths } from "../../paths.ts";
import { useEmailAssessment } from "./api/email-assessment.ts";
import { useSaveAssessment } from "./api/save-assessment.ts";
import { useAssessmentResult } from "./use-assessment-result.ts";
import { saveFile } from "../../lib/save-file.ts";
import { ResultsSummary } from "./results-summary.tsx";
import { ResultsTextFrame } from "./results-text-frame.tsx";
import { FailureNotice } from "./failure-notice.tsx";

const ResultsText = lazy(async () => ({ default: (await import("./results-text.tsx")).ResultsText }));
// Only after a failed submit or without an id: its answers' schema (zod) is not loaded with every results page.
const NoAssessment = lazy(async () => ({ default: (await import("./no-assessment.tsx")).NoAssessment }));

export function ResultsPage() {
  usePageTitle(texts.title);
  const location = useLocation();
  const [params] = useSearchParams();
  const navState = readResultsNavigationState(location.state);
  const id = params.get("id") ?? navState.assessmentId ?? null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-12 lg:max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{texts.title}</h1>
      {id ? <AssessmentResult key={id} id={id} navState={navState} /> : <NoAssessment navState={navState} />}
    </div>
  );
}

/** Alone in its component: it renders again once a server-rendered page has hydrated (lib/dates.ts). */
function CompletedOn({ iso }: { iso: string }) {
  const dates = useDates();
  return <p className="mt-1 text-sm text-stone-600">{texts.completedOn(dates.long(iso))}</p>;
}

function AssessmentResult({ id, navState }: { id: string; navState: ResultsNavigationState }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { refresh, user } = useAuth();
  // A completed text the server already rendered to safe HTML (decision 030): shown as it is, so the browser
  // neither loads the Markdown parser nor builds its thousands of nodes again. Only for the person it was for.
  const initial = useInitialData();
  const serverText = initial?.resultsText?.id === id && initial.user.id === user?.id ? initial.resultsText : null;
  // A session that ended meanwhile: the guard sends the person to sign in and back to this address.
  const result = useAssessmentResult(id, navState.results, () => void refresh());
  const saveMutation = useSaveAssessment();
  const emailMutation = useEmailAssessment();
  const answers = result.assessment?.assessmentData ?? navState.assessmentData;
  const firstName = answers?.firstName;
  const completed = result.phase === "completed";
  const streaming = result.phase === "streaming";
  // Saving stays shown until the page has moved on to the dashboard.
  const saving = saveMutation.isPending || saveMutation.isSuccess;

  // Toasts are shown even when the person has left the page meanwhile (they live above it).
  async function save() {
    try {
      await saveMutation.mutateAsync(id);
      toast.success(texts.saved);
      navigate(paths.dashboard);
    } catch {
      toast.error(texts.saveFailed);
    }
  }

  async function email() {
    try {
      await emailMutation.mutateAsync(id);
      toast.success(texts.emailed);
    } catch {
      toast.error(texts.emailFailed);
    }
  }

  function download() {
    saveFile(
      new Blob([resultsFileContent(result.text)], { type: "text/markdown;charset=utf-8" }),
      texts.downloadFileName(firstName),
    );
  }

  async function retry() {
    try {
      await result.retry();
    } catch {
      toast.error(texts.error);
    }
  }

  // Save, Download and Email do nothing until the page is the app (a page the server rendered): disabled till then,
  // so a press is never lost (decision 011).
  const hydrated = useHydrated();
  // Screen readers hear when writing starts and when it is complete, never word by word.
  const announcement = streaming ? texts.writingStarted : completed && result.watchedWriting ? texts.complete : "";
  const showText = result.text !== "" && result.phase !== "failed" && result.phase !== "missing";

  return (
    <>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {result.assessment && <CompletedOn iso={result.assessment.completedAt} />}

      {answers && result.phase !== "missing" && result.phase !== "failed" && (
        <ResultsSummary
          answers={answers}
          completedAt={result.assessment?.completedAt ?? null}
          actions={
            completed && (
              <div role="group" aria-label={texts.actions} className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-primary px-3 text-sm"
                  onClick={() => void save()}
                  disabled={!hydrated || saving}
                >
                  {saving ? texts.saving : texts.save}
                </button>
                <button type="button" className="btn-secondary px-3 text-sm" onClick={download} disabled={!hydrated}>
                  {texts.download}
                </button>
                <button
                  type="button"
                  className="btn-secondary px-3 text-sm"
                  onClick={() => void email()}
                  disabled={!hydrated || emailMutation.isPending}
                >
                  {emailMutation.isPending ? texts.sending : texts.email}
                </button>
              </div>
            )
          }
        />
      )}

      {result.phase === "missing" && (
        <div className="card mt-6">
          <p className="text-stone-700">{texts.notAvailable}</p>
        </div>
      )}

      {result.phase === "failed" && (
        <FailureNotice
          message={result.errorCode === "too_long" ? texts.tooLong : texts.error}
          busy={result.retrying}
          onRetry={() => void retry()}
        />
      )}

      {(result.phase === "loading" || streaming) && result.text === "" && (
        <Spinner label={texts.processing} visibleLabel />
      )}

      {showText && completed && serverText && (
        <ResultsTextFrame outline={serverText.outline} streaming={false} reconnecting={false}>
          {/* Parsed on the server; rendered with the page's Markdown components and rules, never as raw HTML. */}
          <MarkdownTree tree={serverText.tree} />
        </ResultsTextFrame>
      )}

      {showText && !(completed && serverText) && (
        // The text's renderer (the Markdown parser, a third of the page's script) loads beside the summary, never
        // before it: the summary and its actions show as soon as the assessment arrives.
        <Suspense fallback={<Spinner label={texts.processing} visibleLabel />}>
          <ResultsText text={result.text} streaming={streaming} reconnecting={result.reconnecting} />
        </Suspense>
      )}

      {/* A finished text ends with the same note (the writer adds it); older texts and failures show it here. */}
      {result.phase !== "missing" &&
        (result.text !== "" || result.phase === "failed") &&
        !hasMedicalNote(result.text) && (
          <p className="mt-4 rounded-lg bg-stone-50 px-4 py-3 text-sm text-stone-600">{notMedicalAdvice}</p>
        )}
    </>
  );
}
