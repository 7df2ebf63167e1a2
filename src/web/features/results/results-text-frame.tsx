import { useEffect, type ReactNode } from "react";
import { resultsTexts as texts } from "../../../shared/texts/assessment.ts";
import type { OutlineEntry } from "./outline.ts";

// Around the written assessment, however it was rendered (in the browser from its Markdown, results-text.tsx; or
// already as safe HTML by the server, decision 030): its parts as contents beside it on wide screens, the
// article, and while it is being written the line that says so.

export function ResultsTextFrame({
  outline,
  streaming,
  reconnecting,
  children,
}: {
  outline: readonly OutlineEntry[];
  streaming: boolean;
  reconnecting: boolean;
  children: ReactNode;
}) {
  // A jump to a part made before a server-rendered page became the app is lost while it hydrates (seen on a slow
  // CPU): once the text is the app's, go to the part the address names.
  useEffect(() => {
    const part = decodeURIComponent(window.location.hash.slice(1));
    if (part) document.getElementById(part)?.scrollIntoView();
  }, []);
  return (
    <div className="mt-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      {outline.length > 1 && <Contents outline={outline} />}
      <article
        className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-800 shadow-sm sm:p-6 lg:col-start-2"
        aria-busy={streaming}
        aria-label={texts.title}
      >
        {children}
        {streaming && (
          <p className="mt-4 flex items-center gap-2 text-sm text-stone-500">
            <span aria-hidden="true" className="inline-block size-2 animate-pulse rounded-full bg-brand-600" />
            {reconnecting ? texts.interrupted : texts.writing}
          </p>
        )}
      </article>
    </div>
  );
}

/** The parts of the written assessment, beside it on wide screens (on a phone the text follows the summary). */
function Contents({ outline }: { outline: readonly OutlineEntry[] }) {
  return (
    <nav aria-label={texts.contents} className="hidden lg:sticky lg:top-24 lg:block">
      <h2 className="text-sm font-semibold text-stone-900">{texts.contents}</h2>
      <ol className="mt-3 space-y-1 border-l border-stone-200 text-sm">
        {outline.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-stone-700 hover:border-brand-600 hover:text-brand-800"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
