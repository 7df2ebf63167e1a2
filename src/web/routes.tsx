import { lazy, type ComponentType, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import { Layout } from "./components/layout.tsx";
import { RequireAuth } from "./components/require-auth.tsx";
import { HomePage } from "./features/home/home-page.tsx";
import { paths } from "./paths.ts";

/** A page loaded on first visit, so the home page downloads only what it shows. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Public pages that read no cached data: no query layer.
const BlogListPage = page(() => import("./features/blog/blog-list-page.tsx"), "BlogListPage");
const ArticlePage = page(() => import("./features/blog/article-page.tsx"), "ArticlePage");
const PrivacyPage = page(() => import("./features/privacy/privacy-page.tsx"), "PrivacyPage");
const LoginPage = page(() => import("./features/auth/login-page.tsx"), "LoginPage");
const NotFoundPage = page(() => import("./features/not-found/not-found-page.tsx"), "NotFoundPage");
// The data layer (TanStack Query) and the pages that use it; their modules by path, so a page that is not
// prerendered can fetch them all at once while the app starts (preloadPage), not one lazy level after another
// (the data layer, then, once the session is known, the page).
const modules = {
  queryLayer: () => import("./lib/query-layer.tsx"),
  dashboard: () => import("./features/dashboard/dashboard-page.tsx"),
  weeklyPlan: () => import("./features/dashboard/weekly-plan-page.tsx"),
  assessment: () => import("./features/assessment/assessment-page.tsx"),
  results: () => import("./features/results/results-page.tsx"),
  lookup: () => import("./features/lookup/lookup-page.tsx"),
  chat: () => import("./features/chat/chat-page.tsx"),
  account: () => import("./features/account/account-page.tsx"),
};
const QueryLayer = page(modules.queryLayer, "QueryLayer");
const SignupPage = page(() => import("./features/auth/signup-page.tsx"), "SignupPage");
const ResetPasswordPage = page(() => import("./features/auth/reset-password-page.tsx"), "ResetPasswordPage");
const UpdatePasswordPage = page(() => import("./features/auth/update-password-page.tsx"), "UpdatePasswordPage");
const LookupPage = page(modules.lookup, "LookupPage");
const AssessmentPage = page(modules.assessment, "AssessmentPage");
const ResultsPage = page(modules.results, "ResultsPage");
const AccountPage = page(modules.account, "AccountPage");
const UnsubscribePage = page(() => import("./features/newsletter/unsubscribe-page.tsx"), "UnsubscribePage");
const DashboardPage = page(modules.dashboard, "DashboardPage");
const WeeklyPlanPage = page(modules.weeklyPlan, "WeeklyPlanPage");
const ChatPage = page(modules.chat, "ChatPage");

const preloads: Readonly<Record<string, () => Promise<unknown>>> = {
  [paths.dashboard]: modules.dashboard,
  [paths.weeklyPlan]: modules.weeklyPlan,
  [paths.assessment]: modules.assessment,
  [paths.results]: modules.results,
  [paths.supplementsVsFoods]: modules.lookup,
  [paths.nutritionist]: modules.chat,
  [paths.account]: modules.account,
};

/** Starts fetching the modules of the signed-in page at this path (and the data layer), if it is one. */
export function preloadPage(pathname: string): void {
  const pageModule = preloads[pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname];
  if (!pageModule) return;
  void modules.queryLayer();
  void pageModule();
}

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;

/**
 * Every route of the spec (section 2) with its guard, in React Router's declarative mode (the browser's
 * BrowserRouter and the prerender's StaticRouter render the same routes). /dashboard is not guarded
 * (spec): it fetches only when someone is signed in.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.blog} element={<BlogListPage />} />
        <Route path={paths.article(":slug")} element={<ArticlePage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route element={<QueryLayer />}>
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.weeklyPlan} element={guarded(<WeeklyPlanPage />)} />
          <Route path={paths.assessment} element={guarded(<AssessmentPage />)} />
          <Route path={paths.results} element={guarded(<ResultsPage />)} />
          <Route path={paths.supplementsVsFoods} element={guarded(<LookupPage />)} />
          <Route path={paths.nutritionist} element={guarded(<ChatPage />)} />
          <Route path={paths.signup} element={<SignupPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.updatePassword} element={<UpdatePasswordPage />} />
          <Route path={paths.account} element={guarded(<AccountPage />)} />
          <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
