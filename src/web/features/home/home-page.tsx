import { Link } from "react-router";
import { homeTexts } from "../../../shared/texts/common.ts";
import { newsletterTexts } from "../../../shared/texts/newsletter.ts";
import { NewsletterSection } from "../../components/newsletter-form.tsx";
import { usePageTitle } from "../../components/page-title.tsx";
import { paths } from "../../paths.ts";
import { HeroIllustration, ServiceIcon, WhyIcon } from "./illustrations.tsx";

const services = [
  { key: "assessment", to: paths.assessment },
  { key: "nutritionist", to: paths.nutritionist },
  { key: "supplementsVsFoods", to: paths.supplementsVsFoods },
  { key: "blog", to: paths.blog },
] as const;

const reasons = ["completeNutrition", "betterAbsorption", "costEffective"] as const;

export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <section className="-mt-16 bg-gradient-to-b from-brand-50 to-white pt-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">{homeTexts.heroTitle}</h1>
            <p className="mt-5 text-lg text-stone-700">{homeTexts.tagline}</p>
            <Link to={paths.assessment} className="btn-primary mt-8 px-6 py-3 text-base">
              {homeTexts.startAssessment}
            </Link>
          </div>
          <div className="flex justify-center">
            <HeroIllustration />
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="services-title" className="text-center text-3xl font-bold text-stone-900">
          {homeTexts.servicesTitle}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map(({ key, to }) => (
            <li key={key} className="card flex flex-col">
              <ServiceIcon name={key} />
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{homeTexts.services[key].title}</h3>
              <p className="mt-2 flex-1 text-sm text-stone-700">{homeTexts.services[key].body}</p>
              <Link
                to={to}
                className="link mt-4 text-sm"
                aria-label={`${homeTexts.getStarted}: ${homeTexts.services[key].title}`}
              >
                {homeTexts.getStarted} →
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-title" className="bg-stone-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="why-title" className="text-center text-3xl font-bold text-stone-900">
            {homeTexts.whyTitle}
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {reasons.map((key) => (
              <li key={key} className="text-center">
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-white shadow-sm">
                  <WhyIcon name={key} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900">{homeTexts.why[key].title}</h3>
                <p className="mx-auto mt-2 max-w-xs text-sm text-stone-700">{homeTexts.why[key].body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <NewsletterSection
        title={newsletterTexts.title}
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        titleClassName="text-2xl"
      />

      <section aria-labelledby="cta-title" className="bg-brand-800">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
          <h2 id="cta-title" className="text-3xl font-bold text-white">
            {homeTexts.ctaTitle}
          </h2>
          <p className="mt-3 text-brand-100">{homeTexts.ctaBody}</p>
          <Link
            to={paths.assessment}
            className="btn mt-8 bg-white px-6 py-3 text-base text-brand-900 hover:bg-brand-50"
          >
            {homeTexts.startAssessment}
          </Link>
        </div>
      </section>
    </>
  );
}
