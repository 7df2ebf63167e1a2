import { authTexts, intendedDestinationKey } from "../../shared/texts/auth.ts";
import { paths } from "../paths.ts";

/** The login guard remembers where a signed-out person was going (spec section 2). */
export function rememberDestination(path: string): void {
  sessionStorage.setItem(intendedDestinationKey, path);
}

/** Where to go after signing in: the remembered path (once), else the dashboard. */
export function takeDestination(): string {
  const path = sessionStorage.getItem(intendedDestinationKey);
  sessionStorage.removeItem(intendedDestinationKey);
  // Only same-site paths: never an absolute or protocol-relative URL.
  return path && path.startsWith("/") && !path.startsWith("//") ? path : paths.dashboard;
}

/** Sign-out from a guarded page must not leave that page behind as the next destination. */
export function forgetDestination(): void {
  sessionStorage.removeItem(intendedDestinationKey);
}

/** The navigation state the login guard sends with a person: the page they were going to. */
export interface SignInState {
  signInFor: string;
}

const reasons: Record<string, string> = {
  [paths.assessment]: authTexts.login.reasons.assessment,
  [paths.results]: authTexts.login.reasons.results,
  [paths.supplementsVsFoods]: authTexts.login.reasons.lookup,
  [paths.nutritionist]: authTexts.login.reasons.chat,
  [paths.account]: authTexts.login.reasons.account,
};

/** Why the sign-in page was shown, from the guard's navigation state; null when the person came on their own. */
export function signInReason(state: unknown): string | null {
  const page = (state as Partial<SignInState> | null)?.signInFor;
  return typeof page === "string" ? (reasons[page] ?? null) : null;
}
