import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { genericTexts } from "../../shared/texts/common.ts";
import { useAuth } from "../lib/auth.tsx";
import { rememberDestination, type SignInState } from "../lib/intended-destination.ts";
import { paths } from "../paths.ts";
import { Spinner } from "./spinner.tsx";

/** The login guard: without a user, remember the path and go to /login (spec section 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, signedOutHere } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label={genericTexts.loading} />;
  // Signed out on purpose from this page (e.g. its "Sign out of all devices"): home, nothing remembered.
  if (!user && signedOutHere) return <Navigate to={paths.home} replace />;
  if (!user) {
    rememberDestination(location.pathname + location.search);
    // The sign-in page says why the person was sent there ("Sign in to take the assessment.").
    return <Navigate to={paths.login} replace state={{ signInFor: location.pathname } satisfies SignInState} />;
  }
  return children;
}
