import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { LookupRequest, LookupResult } from "../../../../shared/lookup.ts";
import { api } from "../../../lib/api.ts";

/** POST /api/lookup. It only reads, so it is safe to repeat under the retry policy. */
export function lookUp(request: LookupRequest): Promise<LookupResult> {
  return api<LookupResult>("/api/lookup", { method: "POST", body: request, retry: true });
}

/**
 * A mutation rather than a query: it runs when the person asks (a POST with the form's values), and
 * only the answer to the latest request is shown. It changes nothing, so nothing is invalidated.
 */
export const lookUpOptions = () => mutationOptions({ mutationFn: lookUp });

export const useLookUp = () => useMutation(lookUpOptions());
