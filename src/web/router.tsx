import { lazy, type ComponentType, type ReactNode } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { Layout } from "./components/Layout.tsx";
import { RequireAuth } from "./components/RequireAuth.tsx";
import { HomePage } from "./features/home/HomePage.tsx";
import { ComingSoonPage } from "./features/placeholders/ComingSoonPage.tsx";
import { paths } from "./paths.ts";

/** A page loaded on first visit, so the home page downloads only what it shows. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPage = page(() => import("./features/auth/LoginPage.tsx"), "LoginPage");
const SignupPage = page(() => import("./features/auth/SignupPage.tsx"), "SignupPage");
const ResetPasswordPage = page(() => import("./features/auth/ResetPasswordPage.tsx"), "ResetPasswordPage");
const UpdatePasswordPage = page(() => import("./features/auth/UpdatePasswordPage.tsx"), "UpdatePasswordPage");
const NotFoundPage = page(() => import("./features/not-found/NotFoundPage.tsx"), "NotFoundPage");
const LookupPage = page(() => import("./features/lookup/LookupPage.tsx"), "LookupPage");
const AssessmentPage = page(() => import("./features/assessment/AssessmentPage.tsx"), "AssessmentPage");
const ResultsPage = page(() => import("./features/results/ResultsPage.tsx"), "ResultsPage");
const AccountPage = page(() => import("./features/account/AccountPage.tsx"), "AccountPage");
const PrivacyPage = page(() => import("./features/privacy/PrivacyPage.tsx"), "PrivacyPage");
const UnsubscribePage = page(() => import("./features/newsletter/UnsubscribePage.tsx"), "UnsubscribePage");
const DashboardPage = page(() => import("./features/dashboard/DashboardPage.tsx"), "DashboardPage");
const ChatPage = page(() => import("./features/chat/ChatPage.tsx"), "ChatPage");

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;

/**
 * Every route of the spec (section 2) with its guard. /dashboard is not guarded (spec): it
 * fetches only when someone is signed in.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.assessment, element: guarded(<AssessmentPage />) },
      { path: paths.results, element: guarded(<ResultsPage />) },
      { path: paths.supplementsVsFoods, element: guarded(<LookupPage />) },
      { path: paths.nutritionist, element: guarded(<ChatPage />) },
      { path: paths.blog, element: <ComingSoonPage title="Blog" /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.signup, element: <SignupPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.updatePassword, element: <UpdatePasswordPage /> },
      { path: paths.account, element: guarded(<AccountPage />) },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.unsubscribe, element: <UnsubscribePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
