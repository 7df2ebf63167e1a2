import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, vi } from "vitest";
import { ToastProvider } from "../../src/web/components/toasts.tsx";
import { TestQueryClient } from "./query-client.tsx";

/** A page as the app renders it (a fresh query client, toasts, a router at `path`); cleans up after each test. */
export function renderPage(page: ReactNode, path = "/") {
  return render(
    <TestQueryClient>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </ToastProvider>
    </TestQueryClient>,
  );
}

/** Unmounts rendered pages and restores stubbed globals (fetch) after each test of the file. */
export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
