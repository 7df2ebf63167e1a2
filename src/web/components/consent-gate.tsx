import { useState, type FormEvent, type ReactNode } from "react";
import { consentTexts } from "../../shared/texts/account.ts";
import { errorMessage } from "../lib/api.ts";
import { useConsent, useGiveConsent } from "../lib/consent.ts";
import { ConsentCheckbox } from "./consent-checkbox.tsx";
import { FormMessage } from "./form-message.tsx";
import { Spinner } from "./spinner.tsx";

interface ConsentGateProps {
  /** The page's own title, shown above the question. */
  title: string;
  /** What this page stores and why (the assessment's answers, the chat's questions). */
  body: string;
  /** What the spinner says while the agreement is read (the page's own loading text). */
  loading: string;
  children: ReactNode;
}

/**
 * A page that stores health information (the wizard, the chat) only for someone who agreed to
 * FoodFirst storing it (the server refuses without it); anyone else is asked here first.
 */
export function ConsentGate({ title, body, loading, children }: ConsentGateProps) {
  const consent = useConsent();
  const give = useGiveConsent();
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (consent.data?.healthDataConsentAt) return children;
  if (consent.isPending) return <Spinner label={loading} />;

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
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      <form noValidate onSubmit={agree} className="card mt-6 space-y-5" aria-labelledby="consent-title">
        <h2 id="consent-title" className="text-xl font-semibold text-stone-900">
          {consentTexts.gateTitle}
        </h2>
        <p className="text-stone-700">{body}</p>
        <ConsentCheckbox checked={checked} onChange={setChecked} />
        <FormMessage message={problem ? { kind: "error", text: problem } : null} className="" />
        <button type="submit" className="btn-primary" disabled={give.isPending}>
          {give.isPending ? consentTexts.agreeing : consentTexts.agree}
        </button>
      </form>
    </div>
  );
}
