import { resultsTexts as texts } from "../../../shared/texts/assessment.ts";

/** A failure said as an alert, with a button to try again (busy while it does). */
export function FailureNotice({
  message,
  busy,
  onRetry,
  announce,
}: {
  message: string;
  busy: boolean;
  onRetry: () => void;
  announce?: boolean;
}) {
  return (
    <div
      role="alert"
      key={announce ? "again" : "first"}
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <p>{message}</p>
      <button type="button" className="btn-primary mt-4" onClick={onRetry} disabled={busy}>
        {busy ? texts.retrying : texts.retry}
      </button>
    </div>
  );
}
