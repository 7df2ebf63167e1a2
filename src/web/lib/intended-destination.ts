import { intendedDestinationKey } from "../../shared/texts/index.ts";
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
