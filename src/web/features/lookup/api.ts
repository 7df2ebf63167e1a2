import type { LookupProfileResponse, LookupRequest, LookupResult, SuggestionsResponse } from "../../../shared/lookup.ts";
import { api } from "../../lib/api.ts";

/** The diet and allergies the form starts with (from the latest assessment, if any). */
export function getLookupProfile(signal?: AbortSignal): Promise<LookupProfileResponse> {
  return api<LookupProfileResponse>("/api/lookup/profile", { signal });
}

export async function getSuggestions(query: string, signal?: AbortSignal): Promise<SuggestionsResponse["suggestions"]> {
  const response = await api<SuggestionsResponse>(`/api/lookup/suggestions?q=${encodeURIComponent(query)}`, { signal });
  return response.suggestions;
}

/** A lookup only reads, so it is safe to repeat under the retry policy. */
export function lookUp(request: LookupRequest, signal?: AbortSignal): Promise<LookupResult> {
  return api<LookupResult>("/api/lookup", { method: "POST", body: request, retry: true, signal });
}
