import { supplementLookup } from "./lookup.ts";
import { lookupRoutes, type LookupRoutesDeps } from "./routes.ts";

/**
 * /api/lookup: a supplement looked up (its foods, dose and cautions for the person), suggestions, the form's profile;
 * and the lookup's answer for a supplement as a capability (the chat's offline engine gives it too).
 */
export function createLookupFeature(capabilities: LookupRoutesDeps) {
  return { routes: lookupRoutes(capabilities), lookupSupplement: supplementLookup(capabilities.kb) };
}
