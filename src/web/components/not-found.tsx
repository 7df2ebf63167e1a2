import { Link } from "react-router";
import { notFoundTexts } from "../../shared/texts/common.ts";
import { paths } from "../paths.ts";
import { usePageTitle } from "./page-title.tsx";

/** The 404 page's content: every unknown path, and an unknown article (which the server answers with a 404 status). */
export function NotFound() {
  usePageTitle(notFoundTexts.title);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{notFoundTexts.title}</h1>
      <p className="mt-3 text-stone-700">{notFoundTexts.body}</p>
      <Link to={paths.home} className="btn-primary mt-8">
        {notFoundTexts.backHome}
      </Link>
    </div>
  );
}
