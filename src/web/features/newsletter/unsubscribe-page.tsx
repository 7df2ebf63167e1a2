import { Link, useSearchParams } from "react-router";
import { unsubscribeTokenParam } from "../../../shared/newsletter-link.ts";
import { unsubscribeTexts as texts } from "../../../shared/texts/newsletter.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { usePageTitle } from "../../components/page-title.tsx";
import { paths } from "../../paths.ts";
import { useUnsubscribe } from "./api/unsubscribe.ts";

/**
 * /newsletter/unsubscribe?token=...: the link in every newsletter email. Opening it changes nothing
 * (mail scanners open links); one button unsubscribes. A bad or spent link gets the same answer as
 * any other that changes nothing, so the page never tells whether an address is subscribed.
 */
export function UnsubscribePage() {
  usePageTitle(texts.title);
  const [params] = useSearchParams();
  const token = params.get(unsubscribeTokenParam) ?? "";
  const unsubscribe = useUnsubscribe();
  const result = unsubscribe.data?.status;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 sm:py-24">
      <div className="card">
        <h1 className="text-2xl font-bold text-stone-900">{texts.title}</h1>
        {result ? (
          <div role="status" className="mt-4">
            <p className="text-lg font-semibold text-stone-900">
              {result === "unsubscribed" ? texts.done : texts.unchanged}
            </p>
            <p className="mt-2 text-stone-700">
              {result === "unsubscribed" ? texts.doneDetail : texts.unchangedDetail}
            </p>
          </div>
        ) : (
          <>
            <p className="mt-4 text-stone-700">{texts.intro}</p>
            <FormMessage message={unsubscribe.isError ? { kind: "error", text: texts.failure } : null} />
            <button
              type="button"
              className="btn-primary mt-6"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? texts.busy : texts.button}
            </button>
          </>
        )}
        <p className="mt-8 text-sm">
          <Link className="link" to={paths.home}>
            {texts.backHome}
          </Link>
        </p>
      </div>
    </div>
  );
}
