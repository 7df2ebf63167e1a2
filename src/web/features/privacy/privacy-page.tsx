import { Link } from "react-router";
import { privacyTexts as texts, type PrivacySection } from "../../../shared/texts/privacy.ts";
import { usePageTitle } from "../../components/page-title.tsx";
import { paths } from "../../paths.ts";

/** /privacy: public, static, every word from shared/texts/privacy.ts (so it can be prerendered). */
export function PrivacyPage() {
  usePageTitle(texts.title);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{texts.title}</h1>
      <p className="mt-4 text-lg text-stone-700">{texts.intro}</p>
      <p className="mt-2 text-sm text-stone-600">{texts.updated}</p>
      {texts.sections.map((section: PrivacySection) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-stone-900">{section.heading}</h2>
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-stone-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-10">
        <Link className="link" to={paths.account}>
          {texts.accountLink}
        </Link>
      </p>
    </article>
  );
}
