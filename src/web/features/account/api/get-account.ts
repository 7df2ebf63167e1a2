import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountDto } from "../../../../shared/account.ts";
import { api } from "../../../lib/api.ts";
import { accountKey } from "../../../lib/consent.ts";

export const accountOverviewKey = [...accountKey, "overview"] as const;

export function fetchAccount(signal?: AbortSignal): Promise<AccountDto> {
  return api<AccountDto>("/api/account", { signal });
}

/** Always read fresh: the newsletter status or the agreement may have changed in another tab. */
export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountOverviewKey, queryFn: ({ signal }) => fetchAccount(signal), staleTime: 0 });

export const useAccount = () => useQuery(accountQueryOptions());
