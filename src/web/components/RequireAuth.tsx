import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { genericTexts } from "../../shared/texts/index.ts";
import { useAuth } from "../lib/auth.tsx";
import { rememberDestination } from "../lib/intended-destination.ts";
import { paths } from "../paths.ts";
import { Spinner } from "./Spinner.tsx";

/** The login guard: without a user, remember the path and go to /login (spec section 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label={genericTexts.loading} />;
  if (!user) {
    rememberDestination(location.pathname + location.search);
    return <Navigate to={paths.login} replace />;
  }
  return children;
}
