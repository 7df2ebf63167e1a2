import { useState, type FormEvent, type ReactNode } from "react";
import { assessmentTexts, consentTexts } from "../../../shared/texts/index.ts";
import { ConsentCheckbox } from "../../components/ConsentCheckbox.tsx";
import { FormMessage } from "../../components/FormMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useConsent, useGiveConsent } from "../../lib/consent.ts";

/**
 * The wizard only for someone who agreed to FoodFirst storing their health-related answers (the
 * server refuses drafts and submits without it); anyone else is asked here first.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const consent = useConsent();
  const give = useGiveConsent();
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (consent.data?.healthDataConsentAt) return children;
  if (consent.isPending) return <Spinner label={assessmentTexts.loading} />;

  async function agree(event: FormEvent) {
    event.preventDefault();
    if (!checked) return setProblem(consentTexts.required);
    setProblem(null);
    try {
      await give.mutateAsync();
    } catch (error) {
      setProblem(errorMessage(error, consentTexts.failure));
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{assessmentTexts.title}</h1>
      <form noValidate onSubmit={agree} className="card mt-6 space-y-5" aria-labelledby="consent-title">
        <h2 id="consent-title" className="text-xl font-semibold text-stone-900">
          {consentTexts.gateTitle}
        </h2>
        <p className="text-stone-700">{consentTexts.gateBody}</p>
        <ConsentCheckbox checked={checked} onChange={setChecked} />
        <FormMessage message={problem ? { kind: "error", text: problem } : null} className="" />
        <button type="submit" className="btn-primary" disabled={give.isPending}>
          {give.isPending ? consentTexts.agreeing : consentTexts.agree}
        </button>
      </form>
    </div>
  );
}
