import { Link } from "react-router";
import { layoutTexts, navLinks } from "../../shared/texts/common.ts";
import { privacyTexts } from "../../shared/texts/privacy.ts";
import { paths } from "../paths.ts";
import { Logo } from "./logo.tsx";

const social = [
  {
    name: "Instagram",
    href: "https://www.instagram.com/",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  },
  {
    name: "Facebook",
    href: "https://www.facebook.com/",
    path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z",
  },
  { name: "X", href: "https://x.com/", path: "M4 4h4.5l4 5.5L17 4h3l-6.2 7.3L20.5 20H16l-4.3-5.9L6.6 20H3.6l6.6-7.7z" },
];

const year = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="mt-auto print:hidden border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-stone-600">{layoutTexts.notMedicalAdvice}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold text-stone-900">
            {layoutTexts.quickLinks}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="link" to={paths.assessment}>
                {navLinks.assessment}
              </Link>
            </li>
            <li>
              <Link className="link" to={paths.nutritionist}>
                {navLinks.nutritionist}
              </Link>
            </li>
            <li>
              <Link className="link" to={paths.supplementsVsFoods}>
                {navLinks.supplementsVsFoods}
              </Link>
            </li>
            <li>
              <Link className="link" to={paths.blog}>
                {navLinks.blog}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-stone-900">{layoutTexts.contactLabel}</h2>
          <a className="link mt-3 inline-block text-sm" href={`mailto:${layoutTexts.contactEmail}`}>
            {layoutTexts.contactEmail}
          </a>
          <h2 className="mt-5 text-sm font-semibold text-stone-900">{layoutTexts.follow}</h2>
          <ul className="mt-3 flex gap-3">
            {social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={s.name}
                  className="inline-flex rounded-full bg-white p-2 text-stone-700 shadow-sm hover:text-brand-800"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-600">
        © {year} FoodFirst. Nutrient figures: USDA FoodData Central (public domain).{" "}
        <Link className="link" to={paths.privacy}>
          {privacyTexts.title}
        </Link>
      </p>
    </footer>
  );
}
