import { formatDate } from "../../../shared/format.ts";
import { accountTexts as texts } from "../../../shared/texts/account.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { usePageTitle } from "../../components/page-title.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { errorMessage } from "../../lib/api.ts";
import { ConsentSection, DevicesSection, ExportSection, NewsletterSection } from "./account-sections.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DeleteAccountForm } from "./delete-account-form.tsx";
import { useAccount } from "./api/get-account.ts";

/** /account (signed in): who you are, your password, devices, newsletter, and your data (download, delete). */
export function AccountPage() {
  usePageTitle(texts.title);
  const account = useAccount();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{texts.title}</h1>
      <p className="mt-2 text-stone-700">{texts.intro}</p>
      {account.isPending && <Spinner label={texts.loading} />}
      {account.isError && <FormMessage message={{ kind: "error", text: errorMessage(account.error) }} />}
      {account.data && (
        <div className="mt-8 space-y-6">
          <section aria-label={texts.signedInAs} className="rounded-2xl bg-brand-50 px-6 py-4">
            <p className="text-sm text-stone-700">{texts.signedInAs}</p>
            <p className="text-lg font-semibold break-all text-stone-900">{account.data.email}</p>
            <p className="mt-1 text-sm text-stone-700">{texts.memberSince(formatDate(account.data.createdAt))}</p>
          </section>
          <ChangePasswordForm />
          <DevicesSection />
          <NewsletterSection account={account.data} />
          <ConsentSection agreedAt={account.data.healthDataConsentAt} />
          <ExportSection />
          <DeleteAccountForm />
        </div>
      )}
    </div>
  );
}
