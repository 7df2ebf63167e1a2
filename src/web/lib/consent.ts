import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { ConsentDto } from "../../shared/account.ts";
import { api } from "./api.ts";

// In lib rather than a feature: sign-up, the wizard and the account page all ask for this agreement.

/** Everything about the signed-in account lives under ["account"]; the consent is one part of it. */
export const accountKey = ["account"] as const;
export const consentKey = [...accountKey, "consent"] as const;

export function fetchConsent(signal?: AbortSignal): Promise<ConsentDto> {
  return api<ConsentDto>("/api/account/consent", { signal });
}

/** Read fresh on each visit: the agreement may have been given in another tab. */
export const consentQueryOptions = () =>
  queryOptions({ queryKey: consentKey, queryFn: ({ signal }) => fetchConsent(signal), staleTime: 0 });

export const useConsent = () => useQuery(consentQueryOptions());

/** POST /api/account/consent: safe to repeat (the first agreement's time is kept). */
export function giveConsent(): Promise<ConsentDto> {
  return api<ConsentDto>("/api/account/consent", { method: "POST", retry: true });
}

/** The agreement replaces the consent query and refreshes the rest of the account (its overview shows it). */
export const giveConsentOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: giveConsent,
    onSuccess: async (consent) => {
      queryClient.setQueryData(consentKey, consent);
      await queryClient.invalidateQueries({
        queryKey: accountKey,
        predicate: (query) => query.queryKey[1] !== consentKey[1],
      });
    },
  });

export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation(giveConsentOptions(queryClient));
}
