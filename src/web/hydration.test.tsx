import { act, cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { BrowserRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutTexts } from "../shared/texts/common.ts";
import { App } from "./app.tsx";
import { renderPage } from "./entry-server.tsx";
import { articleList } from "./features/blog/articles.ts";

// A prerendered page becomes the app in place: the prerender's markup (React's server renderer over
// the same App) hydrates without a mismatch, also for someone signed in, whose header changes only
// after the first render.

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Running both renderers in one process makes React warn about their shared contexts; nothing else is hidden. */
const consoleError = console.error;
function quietSharedContextWarning() {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith("Detected multiple renderers")) consoleError(...args);
  });
}

async function hydrate(location: string) {
  quietSharedContextWarning();
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) =>
    String(input).endsWith("/api/auth/get-session")
      ? Response.json({ user: { id: "user-1", email: "ada@example.com", name: "" } })
      : new Response(null, { status: 404 }),
  );
  const { html } = await renderPage(location);
  // The server renderer leaves its last context values in place until its next render, which in one
  // process would look like a router inside a router: an empty render resets them.
  await prerender(<></>);
  window.history.replaceState(null, "", location);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(container, <App router={BrowserRouter} />, { onRecoverableError: (error) => errors.push(error) }),
    );
  });
  return { container, errors };
}

describe("hydrating prerendered pages", () => {
  it("turns the home page into the app, then shows the signed-in header", async () => {
    const { container, errors } = await hydrate("/");
    await waitFor(() =>
      expect(within(container).getAllByRole("button", { name: layoutTexts.signOut }).length).toBeGreaterThan(0),
    );
    expect(errors).toEqual([]);
  });

  it("turns an article into the app: its links then navigate inside the app", async () => {
    const [newest, older] = articleList;
    const { container, errors } = await hydrate(`/blog/${older!.slug}`);
    const next = container.querySelector(`a[href="/blog/${newest!.slug}"]`) as HTMLAnchorElement;
    await waitFor(
      async () => {
        await act(async () => fireEvent.click(next));
        expect(window.location.pathname).toBe(`/blog/${newest!.slug}`);
      },
      { timeout: 5000 },
    );
    expect(errors).toEqual([]);
  });
});
