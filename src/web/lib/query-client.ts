import { QueryClient } from "@tanstack/react-query";

/** How long fetched data counts as fresh: a revisit within it shows the cache and asks nothing. */
export const defaultStaleTimeMs = 30_000;

/**
 * The app's one QueryClient (made in lib/query-layer.tsx, loaded by the pages that read cached data; tests make one each). The API client under every
 * fetcher already applies the retry policy (3 attempts; Retry-After on 429, else 1 s doubling to
 * 10 s), so TanStack Query never retries on top of it, and it runs requests whatever the browser
 * says about being online: the policy, not a pause, decides what an unreachable server gets.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: defaultStaleTimeMs, networkMode: "always" },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
