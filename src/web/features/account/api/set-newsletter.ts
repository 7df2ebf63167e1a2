import { mutationOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AccountDto, NewsletterPreference } from "../../../../shared/account.ts";
import { api } from "../../../lib/api.ts";
import { accountOverviewKey } from "./get-account.ts";

/** PUT /api/account/newsletter: the same choice twice is the same state, so it may be repeated. */
export function setNewsletter(subscribed: boolean): Promise<NewsletterPreference> {
  return api<NewsletterPreference>("/api/account/newsletter", { method: "PUT", body: { subscribed }, retry: true });
}

/** The answer is the new status: written into the overview, nothing read again. */
export const setNewsletterOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: setNewsletter,
    onSuccess: ({ subscribed }) => {
      queryClient.setQueryData<AccountDto>(accountOverviewKey, (account) =>
        account ? { ...account, newsletter: { subscribed } } : account,
      );
    },
  });

export function useSetNewsletter() {
  const queryClient = useQueryClient();
  return useMutation(setNewsletterOptions(queryClient));
}
