import { lookupRoutes, type LookupRoutesDeps } from "./routes.ts";

/** /api/lookup: a supplement looked up (its foods, dose and cautions for the person), suggestions, the form's profile. */
export function createLookupFeature(capabilities: LookupRoutesDeps) {
  return { routes: lookupRoutes(capabilities) };
}
