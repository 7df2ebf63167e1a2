import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { assessmentDto } from "../../../../tests/support/assessment-dto.ts";
import { TestQueryClient } from "../../../../tests/support/query-client.tsx";
import { controllableEventStream } from "../../../../tests/support/responses.ts";
import { type AssessmentDto } from "../../../shared/assessment/api.ts";
import { nutritionBalance, overallScore, topActions } from "../../../shared/assessment/scoring.ts";
import { resultsTexts as texts } from "../../../shared/texts/assessment.ts";
import { ToastProvider } from "../../components/toasts.tsx";
import { ResultsPage } from "./results-page.tsx";

vi.mock("../../lib/auth.tsx", () => ({
  useAuth: () => ({
    user: { id: "user-1", email: "ada@example.com", name: "" },
    loading: false,
    refresh: async () => undefined,
  }),
}));

const id = "11111111-2222-3333-4444-555555555555";
const finalText = "## Summary\n\nEat lentils.\n\n## Follow-Up Recommendations\n\nCome back soon.";

const dto = (overrides: Partial<AssessmentDto> = {}): AssessmentDto => assessmentDto({ id, ...overrides });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

// The written text is a lazily loaded part of the page (with the Markdown libraries): compiled once before the
// tests, so that on a busy machine the first test that shows it is not timing the compiler.
beforeAll(async () => {
  await import("./results-text.tsx");
}, 30_000);

let current: AssessmentDto;
let stream: ReturnType<typeof controllableEventStream>;
let posts: string[];

beforeEach(() => {
  current = dto();
  stream = controllableEventStream();
  posts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === "POST") {
        posts.push(url);
        if (url.endsWith("/save")) return json(200, { assessment: current });
        if (url.endsWith("/email")) return json(502, { error: { code: "mail_failed", message: "no" } });
      }
      if (url === `/api/assessments/${id}`) return json(200, { assessment: current });
      if (url === `/api/assessments/${id}/stream`) return stream.response();
      return json(404, { error: { code: "not_found", message: "Not found." } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderResults(
  entry: string | { pathname: string; search?: string; state?: unknown } = `/assessment/results?id=${id}`,
) {
  return render(
    <TestQueryClient>
      <ToastProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/assessment/results" element={<ResultsPage />} />
            <Route path="/dashboard" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </TestQueryClient>,
  );
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe("results page", () => {
  it("grows the text in place while it is written, telling screen readers only at start and end", async () => {
    renderResults();
    expect(screen.getByRole("heading", { level: 1, name: "Your Personalized Results" })).toBeInTheDocument();
    expect(await screen.findByText(texts.processing)).toBeInTheDocument();

    await act(async () => {
      stream.send({ type: "snapshot", status: "generating", text: "", engine: "fake-model", errorCode: null });
      stream.send({ type: "delta", text: "## Summary\n\nEat " });
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Summary" })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(texts.writingStarted);
    expect(screen.getByRole("article")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("button", { name: texts.save })).toBeNull();

    await act(async () => stream.send({ type: "delta", text: "lentils." }));
    await waitFor(() => expect(screen.getByRole("article")).toHaveTextContent("Eat lentils."));
    expect(liveRegion()).toHaveTextContent(texts.writingStarted); // not word by word

    current = dto({ status: "completed", assessmentResults: finalText });
    await act(async () => {
      stream.send({ type: "delta", text: "\n\n## Follow-Up Recommendations\n\nCome back soon." });
      stream.send({ type: "done", length: finalText.length });
      stream.close();
    });
    expect(await screen.findByRole("button", { name: texts.save })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(texts.complete);
    expect(screen.getByRole("article")).toHaveAttribute("aria-busy", "false");
    expect(screen.getByText(/not medical advice/)).toBeInTheDocument();
  });

  it("paints the navigation state's text at once, then saves and goes to the dashboard", async () => {
    current = dto({ status: "completed", assessmentResults: finalText });
    const user = userEvent.setup();
    renderResults({
      pathname: "/assessment/results",
      search: `?id=${id}`,
      state: { assessmentId: id, results: finalText },
    });
    expect(screen.getByRole("heading", { level: 2, name: "Summary" })).toBeInTheDocument(); // before any request answered
    await user.click(await screen.findByRole("button", { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    // The router moves on in a transition: on a busy machine, a render after the toast.
    await waitFor(() => expect(screen.getByTestId("path")).toHaveTextContent("/dashboard"));
    expect(posts).toEqual([`/api/assessments/${id}/save`]);
  });

  it("opens with a summary: score, balance, the three most important actions and Save / Download / Email; the parts as contents", async () => {
    current = dto({ status: "completed", assessmentResults: finalText });
    renderResults();
    const summary = await screen.findByRole("region", { name: texts.summary });
    const answers = current.assessmentData;
    expect(within(summary).getByText(`${overallScore(answers)}/100`)).toBeInTheDocument();
    expect(within(summary).getByText(`${nutritionBalance(answers)}%`)).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(topActions(answers));
    const actions = within(summary).getByRole("group", { name: texts.actions });
    expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([texts.save, texts.download, texts.email]);
    // Every part of the text in the contents, each linking to its heading.
    // The text (and its contents) renders after the summary, as a background update.
    const contents = await screen.findByRole("navigation", { name: texts.contents });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Summary", "Follow-Up Recommendations"]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute("href")!.slice(1))).toHaveTextContent(link.textContent!);
    }
  });

  it("shows the spec's failure text when email fails", async () => {
    current = dto({ status: "completed", assessmentResults: finalText });
    const user = userEvent.setup();
    renderResults();
    await user.click(await screen.findByRole("button", { name: texts.email }));
    expect(await screen.findByText(texts.emailFailed)).toBeInTheDocument();
  });

  it("shows the error text with a retry when generation failed", async () => {
    current = dto({ status: "failed", errorCode: "rate_limit" });
    renderResults();
    expect(await screen.findByText(texts.error)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: texts.retry })).toBeInTheDocument();
  });

  it("says plainly when our cap stopped a text that grew too long, with a retry", async () => {
    current = dto({ status: "failed", errorCode: "too_long" });
    renderResults();
    expect(await screen.findByText(texts.tooLong)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: texts.retry })).toBeInTheDocument();
  });

  it("says when there are no results", async () => {
    renderResults("/assessment/results");
    // Its view loads on demand (it is not part of every results page).
    expect(await screen.findByText(texts.notAvailable)).toBeInTheDocument();
  });
});
