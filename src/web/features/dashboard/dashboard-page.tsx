import { useEffect, useState } from "react";
import type { DashboardDto, DashboardLatest } from "../../../shared/dashboard.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { usePageTitle } from "../../components/page-title.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useDates } from "../../lib/dates.ts";
import { Actions } from "./actions.tsx";
import { useDashboard } from "./api/get-dashboard.ts";
import { MealPlan } from "./meal-plan.tsx";
import { EmptyState, PendingNotice } from "./notices.tsx";
import { NutrientStatus } from "./nutrient-status.tsx";
import { Progress } from "./progress.tsx";
import { RecommendedFoods } from "./recommended-foods.tsx";
import { KeyRecommendations, LifestyleFactors, ScoreCard, StatCards } from "./summary.tsx";

/**
 * /dashboard (spec section 2): not guarded; a signed-out visitor sees the empty state and a way to sign in, and
 * nothing is fetched without a user. Signed in: the spec's loading and error texts, the empty state, the newest
 * assessment's state when it is not complete, and the latest figures in the spec's order.
 */
export function DashboardPage() {
  usePageTitle(texts.title);
  const { user, loading, refresh } = useAuth();
  const query = useDashboard(user !== null);
  // A session that ended meanwhile: read it again, and the page shows the signed-out state. Until the session
  // has been read again, the page stays loading (not "Error: ..." for a moment); if the person is still signed
  // in after all, the error shows.
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  const [refreshedAfter, setRefreshedAfter] = useState<unknown>(null);
  useEffect(() => {
    if (!unauthorized) return;
    const error = query.error;
    void refresh().finally(() => setRefreshedAfter(error));
  }, [unauthorized, query.error, refresh]);
  const refreshing = unauthorized && refreshedAfter !== query.error;

  let body;
  if (loading || (user && (query.isPending || refreshing))) body = <Spinner label={texts.loading} visibleLabel />;
  else if (!user) body = <EmptyState signedIn={false} />;
  else if (query.isError)
    body = (
      <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
        {texts.error(failureMessage(query.error))}
      </p>
    );
  else body = <DashboardContent data={query.data!} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{texts.title}</h1>
      {body}
    </div>
  );
}

/** Spec section 8: the error's message, else "Failed to fetch assessment data" (also for an answer with no message of ours). */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.code === "http_error"
    ? texts.fetchFailed
    : errorMessage(error, texts.fetchFailed);
}

function DashboardContent({ data }: { data: DashboardDto }) {
  if (!data.latest)
    return data.pending ? <PendingNotice pending={data.pending} older={false} /> : <EmptyState signedIn />;
  return (
    <>
      {data.pending && <PendingNotice pending={data.pending} older />}
      <Latest latest={data.latest} history={data.history} />
    </>
  );
}

/** Alone in its component: it renders again once a server-rendered page has hydrated (lib/dates.ts). */
function CompletedOn({ iso }: { iso: string }) {
  const dates = useDates();
  return <p className="text-sm text-stone-600">{texts.completedOn(dates.long(iso))}</p>;
}

function Latest({ latest, history }: { latest: DashboardLatest; history: DashboardDto["history"] }) {
  return (
    <div className="mt-2 space-y-6">
      <CompletedOn iso={latest.completedAt} />
      <div className="grid gap-6 lg:grid-cols-3">
        <LifestyleFactors factors={latest.factors} className="lg:col-span-2" />
        <ScoreCard score={latest.overallScore} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <KeyRecommendations items={latest.keyRecommendations} className="lg:col-span-2" />
        <StatCards latest={latest} />
      </div>
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <NutrientStatus statuses={latest.nutrientStatuses} className="lg:col-span-2" />
        <RecommendedFoods foods={latest.foods} notes={latest.foodNotes} className="lg:col-span-3" />
      </div>
      <MealPlan plan={latest.mealPlan} />
      <Progress history={history} />
      <Actions latestId={latest.id} />
    </div>
  );
}
