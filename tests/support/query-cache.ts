import { MutationObserver, QueryClient, type MutationOptions } from "@tanstack/react-query";
import { createQueryClient } from "../../src/web/lib/query-client.ts";

/** A query client holding these entries, each as fresh data. */
export function clientWith(entries: Array<[readonly unknown[], unknown]>): QueryClient {
  const client = createQueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

/** Runs one mutation as a component would (its onSuccess included) and resolves with its result. */
export function runMutation<TData, TVariables>(
  client: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
) {
  return new MutationObserver(client, options).mutate(variables);
}

/** True when the entry is marked stale by an invalidation. */
export const isInvalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;
