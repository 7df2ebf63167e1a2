import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { assessmentKeys } from "./assessments/keys.ts";
import { initialDataOfDocument, useInitialData, type InitialData } from "./initial-data.ts";
import { createQueryClient } from "./query-client.ts";
import { onUserChange } from "./session.ts";

// The data layer (TanStack Query, decision 005) for the pages that read or change the signed-in
// person's data. The router loads this module with the first such page, so public pages (home, blog,
// privacy) never download it (decision 011). In the browser its one QueryClient lives as long as the tab;
// on the server each render of a signed-in page (decision 030) has its own, holding only that person's data.

/** A page rendered on the server came with its data: the queries it reads start with it (fresh, not asked again). */
function seed(client: QueryClient, initial: InitialData | null): QueryClient {
  if (initial?.dashboard) client.setQueryData(assessmentKeys.dashboard(), initial.dashboard);
  if (initial?.assessment) client.setQueryData(assessmentKeys.detail(initial.assessment.id), initial.assessment);
  return client;
}

const browserClient = typeof window === "undefined" ? null : seed(createQueryClient(), initialDataOfDocument());

// Another person's data must never show: when the signed-in person changes, every query is reset (active ones read again).
if (browserClient) onUserChange(() => void browserClient.resetQueries());

/** The route element around every page that uses queries or mutations. */
export function QueryLayer() {
  const initial = useInitialData();
  // The server's render: a client of its own, for this render only.
  const [client] = useState(() => browserClient ?? seed(createQueryClient(), initial));
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
