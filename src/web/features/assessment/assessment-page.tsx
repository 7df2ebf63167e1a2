import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { stepNumbers, totalSteps, type StepNumber } from "../../../shared/assessment/options.ts";
import {
  firstInvalidStep,
  parseAnswers,
  stepFields,
  validateStep,
  type AssessmentField,
  type DraftAnswers,
} from "../../../shared/assessment/schema.ts";
import { consentTexts } from "../../../shared/texts/account.ts";
import { assessmentTexts as texts } from "../../../shared/texts/assessment.ts";
import { usePageTitle } from "../../components/page-title.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { ApiError } from "../../lib/api.ts";
import type { ResultsNavigationState } from "../../lib/assessments/results-navigation.ts";
import { useSubmitAssessment } from "../../lib/assessments/submit-assessment.ts";
import { useAuth } from "../../lib/auth.tsx";
import { consentKey } from "../../lib/consent.ts";
import { ConsentGate } from "../../components/consent-gate.tsx";
import { paths } from "../../paths.ts";
import { fieldId } from "./controls.tsx";
import { stepComponents } from "./steps.tsx";
import { useAssessmentDraft } from "./use-assessment-draft.ts";

const noAnswers: DraftAnswers = {};

export function AssessmentPage() {
  const { user } = useAuth();
  const location = useLocation();
  usePageTitle(texts.title);
  const forwardedId = (location.state as { assessmentId?: unknown } | null)?.assessmentId;
  // Spec: navigation state carrying an assessmentId goes straight to its results.
  if (typeof forwardedId === "string" && forwardedId) {
    return <Navigate to={paths.resultsFor(forwardedId)} state={location.state} replace />;
  }
  if (!user) return <Spinner label={texts.loading} />;
  return (
    <ConsentGate title={texts.title} body={consentTexts.gateBody} loading={texts.loading}>
      <Wizard key={user.id} userId={user.id} />
    </ConsentGate>
  );
}

function Wizard({ userId }: { userId: string }) {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state, restored, update, cancelPendingSave, clear } = useAssessmentDraft(userId);
  const [showErrors, setShowErrors] = useState(false);
  const submit = useSubmitAssessment();
  // Processing until the results page has taken over.
  const processing = submit.isPending || submit.isSuccess;
  // A request to move focus once the next render is on screen (a new object each time, so repeats count).
  const [focusRequest, setFocusRequest] = useState<{ target: "heading" | "errors" } | null>(null);
  const setFocusTarget = (target: "heading" | "errors") => setFocusRequest({ target });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);

  const step = state?.step ?? 1;
  const answers = state?.answers ?? noAnswers;
  // Validation re-runs whenever the answers or the step change; errors show only after a Next attempt.
  const errors = useMemo(() => validateStep(step, answers), [step, answers]);
  const visibleErrors = showErrors ? errors : [];
  const blocked = visibleErrors.length > 0;

  useEffect(() => {
    if (focusRequest?.target === "heading") headingRef.current?.focus();
    if (focusRequest?.target === "errors") errorsRef.current?.focus();
  }, [focusRequest]);

  if (!state) return <Spinner label={texts.loading} />;

  const errorFor = (field: AssessmentField) => visibleErrors.find((e) => e.field === field)?.message;

  function goTo(next: StepNumber) {
    update(next, answers, { immediate: true });
    setFocusTarget("heading");
  }

  function previous() {
    setShowErrors(false); // spec: Previous clears the errors
    if (step === 1) return navigate(paths.dashboard);
    goTo((step - 1) as StepNumber);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing || !state) return;
    if (errors.length > 0) {
      setShowErrors(true);
      setFocusTarget("errors");
      return;
    }
    setShowErrors(false);
    if (step < totalSteps) return goTo((step + 1) as StepNumber);

    // Last step: every step must hold (a restored draft may have gaps).
    const invalid = firstInvalidStep(answers);
    if (invalid !== null) {
      update(invalid, answers, { immediate: true });
      setShowErrors(true);
      setFocusTarget("errors");
      return;
    }
    const parsed = parseAnswers(answers);
    if (!parsed.success) return;
    cancelPendingSave();
    try {
      const assessment = await submit.mutateAsync({ answers: parsed.answers, idempotencyKey: state.idempotencyKey });
      clear();
      const navigationState: ResultsNavigationState = {
        assessmentId: assessment.id,
        results: assessment.assessmentResults,
        assessmentData: assessment.assessmentData,
      };
      navigate(paths.resultsFor(assessment.id), { state: navigationState });
    } catch (error) {
      if (error instanceof ApiError && error.code === "health_data_consent_required") {
        // The agreement is missing after all (given in no tab yet): read it again, and the gate asks.
        await queryClient.invalidateQueries({ queryKey: consentKey });
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        // The session ended: the guard sends the person to sign in and back here, where this tab's
        // copy of the draft brings them to the same step with every answer.
        await refresh();
        return;
      }
      if (error instanceof ApiError && error.code === "invalid_answers" && error.fields) {
        const fields = Object.keys(error.fields) as AssessmentField[];
        const badStep = stepNumbers.find((s) => stepFields[s].some((f) => fields.includes(f)));
        if (badStep) {
          update(badStep, answers, { immediate: true });
          setShowErrors(true);
          setFocusTarget("errors");
          return;
        }
      }
      // Spec: on failure, go to the results route with the error text. The draft is kept, and the
      // results page can send the same answers again with the same key.
      const navigationState: ResultsNavigationState = {
        error: texts.submitError,
        assessmentData: parsed.answers,
        idempotencyKey: state.idempotencyKey,
      };
      navigate(paths.results, { state: navigationState });
    }
  }

  const StepFields = stepComponents[step];
  const isLast = step === totalSteps;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{texts.title}</h1>
      <p className="mt-2 text-stone-600">{texts.intro}</p>
      <div className="mt-6 flex items-center justify-between text-sm font-medium text-stone-700">
        <span>{texts.stepOf(step, totalSteps)}</span>
        <span aria-hidden="true">{Math.round((step / totalSteps) * 100)}%</span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label={texts.progressLabel}
        aria-valuemin={0}
        aria-valuemax={totalSteps}
        aria-valuenow={step}
        aria-valuetext={texts.stepOf(step, totalSteps)}
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${(step / totalSteps) * 100}%` }}
        />
      </div>

      {restored && step === 1 && Object.keys(answers).length > 0 && (
        <p className="mt-4 text-sm text-stone-600">{texts.draftRestored}</p>
      )}

      <form
        noValidate
        onSubmit={handleSubmit}
        className="mt-6 space-y-7 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
        aria-labelledby="assessment-step-title"
      >
        <h2
          id="assessment-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-stone-900 focus:outline-none"
        >
          {texts.stepTitles[step]}
        </h2>

        {blocked && (
          <div
            ref={errorsRef}
            tabIndex={-1}
            aria-labelledby="assessment-errors-title"
            className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
          >
            <h3 id="assessment-errors-title" className="font-semibold">
              {texts.errorsHeading}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {visibleErrors.map((error) => (
                <li key={error.field}>
                  <a className="underline underline-offset-2" href={`#${fieldId(error.field)}`}>
                    {error.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <StepFields answers={answers} onChange={(next) => update(step, next)} errorFor={errorFor} />

        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <button type="button" className="btn-secondary" onClick={previous} disabled={processing}>
            {step === 1 ? texts.backToDashboard : texts.previous}
          </button>
          <span title={blocked ? texts.nextDisabledTooltip : undefined} className="group relative inline-flex flex-col">
            <button
              type="submit"
              className="btn-primary w-full sm:w-auto"
              disabled={blocked || processing}
              title={blocked ? texts.nextDisabledTooltip : undefined}
              aria-describedby={blocked ? "assessment-next-tooltip" : undefined}
            >
              {isLast ? (processing ? texts.processing : texts.submit) : texts.next}
            </button>
            {blocked && (
              <span
                id="assessment-next-tooltip"
                role="tooltip"
                className="pointer-events-none absolute right-0 bottom-full mb-2 hidden w-64 rounded-md bg-stone-900 px-3 py-2 text-xs text-white shadow-lg group-hover:block"
              >
                {texts.nextDisabledTooltip}
              </span>
            )}
          </span>
        </div>
      </form>
    </div>
  );
}
