import { Link } from "react-router";
import { usePageTitle } from "../../components/PageTitle.tsx";
import { paths } from "../../paths.ts";

/**
 * Honest stand-in for a screen that is not built yet: it says so, and offers what does work.
 * Each feature replaces its route's use of this page when it lands.
 */
export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-4 text-stone-700">This part of FoodFirst is not available yet. We are building it now.</p>
      <Link to={paths.home} className="btn-secondary mt-8">
        Back to Home
      </Link>
    </div>
  );
}
