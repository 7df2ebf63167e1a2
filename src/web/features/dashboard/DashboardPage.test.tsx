import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cleanUpAfterEach, renderPage as render } from "../../../../tests/support/render-page.tsx";
import { jsonResponse } from "../../../../tests/support/responses.ts";
import type { DashboardDto } from "../../../shared/dashboard.ts";
import { dashboardTexts as texts } from "../../../shared/texts/index.ts";
import { DashboardPage } from "./DashboardPage.tsx";

// The dashboard's states (spec section 2): signed out (nothing fetched), loading, error, empty, and the newest
// assessment failed or still being written.

const auth = vi.hoisted(() => ({ user: { id: "user-1", email: "ada@example.com", name: "" } as { id: string; email: string; name: string } | null }));
vi.mock("../../lib/auth.tsx", () => ({ useAuth: () => ({ user: auth.user, loading: false, refresh: async () => undefined }) }));

let answer: () => Promise<Response>;
const fetchMock = vi.fn(async () => answer());

beforeEach(() => {
  auth.user = { id: "user-1", email: "ada@example.com", name: "" };
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
});
cleanUpAfterEach();

const renderPage = () => render(<DashboardPage />, "/dashboard");

const empty: DashboardDto = { latest: null, pending: null, history: [] };
const pendingId = "11111111-2222-3333-4444-555555555555";

describe("the dashboard's states", () => {
  it("signed out: the empty state and Sign In, with nothing fetched", () => {
    auth.user = null;
    renderPage();
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.signIn })).toHaveAttribute("href", "/login");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loading, then the empty state for a person with no assessment", async () => {
    answer = async () => jsonResponse(200, empty);
    renderPage();
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.startAssessment })).toHaveAttribute("href", "/assessment");
    expect(fetchMock).toHaveBeenCalledWith("/api/dashboard", expect.anything());
  });

  it("an error shows its message after Error:", async () => {
    answer = async () => jsonResponse(500, { error: { code: "internal", message: "An unexpected error occurred." } });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: An unexpected error occurred.");
  });

  it("an error without a message shows the spec's fallback", async () => {
    answer = async () => new Response("not json", { status: 502 });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(`Error: ${texts.fetchFailed}`);
  });

  it("a failed only assessment is not 'no data': it says so and links to its results", async () => {
    answer = async () => jsonResponse(200, { ...empty, pending: { id: pendingId, status: "failed", errorCode: "server_error", completedAt: "2026-03-03T10:00:00.000Z" } });
    renderPage();
    expect(await screen.findByText(texts.failed)).toBeInTheDocument();
    expect(screen.queryByText(texts.empty)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.openResults })).toHaveAttribute("href", `/assessment/results?id=${pendingId}`);
  });

  it("an assessment still being written says so", async () => {
    answer = async () => jsonResponse(200, { ...empty, pending: { id: pendingId, status: "generating", errorCode: null, completedAt: "2026-03-03T10:00:00.000Z" } });
    renderPage();
    expect(await screen.findByText(texts.generating)).toBeInTheDocument();
  });
});
