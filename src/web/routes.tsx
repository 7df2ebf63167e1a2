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
// The data layer (TanStack Query) and the pages that use it.
const QueryLayer = page(() => import("./lib/query-layer.tsx"), "QueryLayer");
const SignupPage = page(() => import("./features/auth/signup-page.tsx"), "SignupPage");
const ResetPasswordPage = page(() => import("./features/auth/reset-password-page.tsx"), "ResetPasswordPage");
const UpdatePasswordPage = page(() => import("./features/auth/update-password-page.tsx"), "UpdatePasswordPage");
const LookupPage = page(() => import("./features/lookup/lookup-page.tsx"), "LookupPage");
const AssessmentPage = page(() => import("./features/assessment/assessment-page.tsx"), "AssessmentPage");
const ResultsPage = page(() => import("./features/results/results-page.tsx"), "ResultsPage");
const AccountPage = page(() => import("./features/account/account-page.tsx"), "AccountPage");
const UnsubscribePage = page(() => import("./features/newsletter/unsubscribe-page.tsx"), "UnsubscribePage");
const DashboardPage = page(() => import("./features/dashboard/dashboard-page.tsx"), "DashboardPage");
const ChatPage = page(() => import("./features/chat/chat-page.tsx"), "ChatPage");

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
