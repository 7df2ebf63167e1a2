import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LookupProfileResponse } from "../../../../shared/lookup.ts";
import { api } from "../../../lib/api.ts";
import { lookupKeys } from "./keys.ts";

/** GET /api/lookup/profile: the diet and allergies the form starts with (from the latest assessment, if any). */
export function getLookupProfile(signal?: AbortSignal): Promise<LookupProfileResponse> {
  return api<LookupProfileResponse>("/api/lookup/profile", { signal });
}

export const lookupProfileQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.profile(),
    queryFn: ({ signal }) => getLookupProfile(signal),
  });

export const useLookupProfile = () => useQuery(lookupProfileQueryOptions());
