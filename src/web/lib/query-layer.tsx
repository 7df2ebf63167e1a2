import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { createQueryClient } from "./query-client.ts";
import { onUserChange } from "./session.ts";

// The data layer (TanStack Query, decision 005) for the pages that read or change the signed-in
// person's data. The router loads this module with the first such page, so public pages (home, blog,
// privacy) never download it (decision 011). Its one QueryClient lives as long as the tab.

const queryClient = createQueryClient();

// Another person's data must never show: when the signed-in person changes, every query is reset (active ones read again).
onUserChange(() => void queryClient.resetQueries());

/** The route element around every page that uses queries or mutations. */
export function QueryLayer() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
