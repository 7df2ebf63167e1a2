import { useState } from "react";
import { Link } from "react-router";
import type { AccountDto } from "../../../shared/account.ts";
import { formatDate } from "../../../shared/format.ts";
import { accountTexts, consentTexts } from "../../../shared/texts/account.ts";
import { ConsentCheckbox } from "../../components/consent-checkbox.tsx";
import { FormMessage } from "../../components/form-message.tsx";
import { useToast } from "../../components/toasts.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useGiveConsent } from "../../lib/consent.ts";
import { paths } from "../../paths.ts";
import { useDownloadMyData } from "./api/download-data.ts";
import { useSetNewsletter } from "./api/set-newsletter.ts";
import { useSignOutEverywhere } from "./api/sign-out-everywhere.ts";
import { Section } from "./section.tsx";
import { useLeaveSignedOut } from "./use-leave-signed-out.ts";

export function ConsentSection({ agreedAt }: { agreedAt: string | null }) {
  const give = useGiveConsent();
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const t = accountTexts.consent;

  async function agree() {
    if (!checked) return setProblem(consentTexts.required);
    setProblem(null);
    await give.mutateAsync().catch((error: unknown) => setProblem(errorMessage(error, consentTexts.failure)));
  }

  return (
    <Section title={t.heading}>
      {agreedAt ? (
        <>
          <p className="text-stone-800">{t.agreedOn(formatDate(agreedAt))}</p>
          <p className="text-sm text-stone-600">{t.withdrawHint}</p>
        </>
      ) : (
        <>
          <p className="text-stone-800">{t.notAgreed}</p>
          <ConsentCheckbox checked={checked} onChange={setChecked} />
          <FormMessage message={problem ? { kind: "error", text: problem } : null} className="" />
          <button type="button" className="btn-primary" onClick={agree} disabled={give.isPending}>
            {give.isPending ? consentTexts.agreeing : consentTexts.agree}
          </button>
        </>
      )}
    </Section>
  );
}

export function NewsletterSection({ account }: { account: AccountDto }) {
  const setNewsletter = useSetNewsletter();
  const toast = useToast();
  const t = accountTexts.newsletter;
  const subscribed = account.newsletter.subscribed;

  async function toggle() {
    try {
      await setNewsletter.mutateAsync(!subscribed);
      toast.success(subscribed ? t.unsubscribedToast : t.subscribedToast);
    } catch (error) {
      toast.error(errorMessage(error, t.failure));
    }
  }

  return (
    <Section title={t.heading}>
      <p className="text-stone-800">{subscribed ? t.subscribed(account.email) : t.notSubscribed}</p>
      <button
        type="button"
        className={subscribed ? "btn-secondary" : "btn-primary"}
        onClick={toggle}
        disabled={setNewsletter.isPending}
      >
        {setNewsletter.isPending ? t.busy : subscribed ? t.unsubscribe : t.subscribe}
      </button>
    </Section>
  );
}

export function DevicesSection() {
  const signOutEverywhere = useSignOutEverywhere();
  const leaveSignedOut = useLeaveSignedOut();
  const toast = useToast();
  const t = accountTexts.sessions;

  async function signOutAll() {
    try {
      await signOutEverywhere.mutateAsync();
    } catch (error) {
      return toast.error(errorMessage(error, t.failure));
    }
    await leaveSignedOut(t.done);
  }

  return (
    <Section title={t.heading}>
      <p className="text-stone-800">{t.body}</p>
      <button type="button" className="btn-secondary" onClick={signOutAll} disabled={signOutEverywhere.isPending}>
        {signOutEverywhere.isPending ? t.busy : t.button}
      </button>
    </Section>
  );
}

export function ExportSection() {
  const download = useDownloadMyData();
  const t = accountTexts.export;
  return (
    <Section title={t.heading}>
      <p className="text-stone-800">{t.body}</p>
      <FormMessage
        message={download.isError ? { kind: "error", text: errorMessage(download.error, t.failure) } : null}
        className=""
      />
      <button type="button" className="btn-secondary" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? t.busy : t.button}
      </button>
      <p className="text-sm">
        <Link className="link" to={paths.privacy}>
          {accountTexts.privacyLink}
        </Link>
      </p>
    </Section>
  );
}
