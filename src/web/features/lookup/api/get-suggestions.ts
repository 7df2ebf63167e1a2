import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SuggestionsResponse, SupplementSuggestion } from "../../../../shared/lookup.ts";
import { api } from "../../../lib/api.ts";
import { lookupKeys } from "./keys.ts";

/** GET /api/lookup/suggestions: supplement names for the autocomplete. */
export async function getSuggestions(query: string, signal?: AbortSignal): Promise<SupplementSuggestion[]> {
  const response = await api<SuggestionsResponse>(`/api/lookup/suggestions?q=${encodeURIComponent(query)}`, { signal });
  return response.suggestions;
}

/** The list changes only with a new release of the knowledge base: kept for the session. */
export const suggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: lookupKeys.suggestions(query),
    queryFn: ({ signal }) => getSuggestions(query, signal),
    staleTime: Infinity,
  });

/** While the next query's answer is on its way, the previous list stays shown. */
export const useSuggestions = (query: string, enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(query), enabled, placeholderData: keepPreviousData });
