import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "../../src/web/lib/query-client.ts";

/** The app's query client with its defaults, a fresh one per rendered tree, so no test sees another's cache. */
export function TestQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
