import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cleanUpAfterEach, renderPage as render } from "../../../../tests/support/render-page.tsx";
import { jsonResponse } from "../../../../tests/support/responses.ts";
import type { DashboardDto, DashboardLatest, DashboardPending } from "../../../shared/dashboard.ts";
import { dashboardTexts as texts } from "../../../shared/texts/dashboard.ts";
import { DashboardPage } from "./dashboard-page.tsx";

/** A short date for the chart's axis, as the browser writes it: "Mar 3". */
const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric" });

// The dashboard's states (spec section 2): signed out (nothing fetched), loading, error, empty, the newest
// assessment failed or still being written (alone, or above the previous one's figures), a session that ended,
// and the figures' own links and history.

type User = { id: string; email: string; name: string };
/** The signed-in person as the page reads it, changeable during a test (a session that ends). */
const auth = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = {
    user: null as User | null,
    listeners,
    onRefresh: async (): Promise<void> => undefined,
    setUser(user: User | null) {
      state.user = user;
      for (const listener of listeners) listener();
    },
  };
  return state;
});
vi.mock("../../lib/auth.tsx", async () => {
  const { useSyncExternalStore } = await import("react");
  const subscribe = (listener: () => void) => {
    auth.listeners.add(listener);
    return () => auth.listeners.delete(listener);
  };
  // Stable, as the app's own refresh is.
  const refresh = () => auth.onRefresh();
  return { useAuth: () => ({ user: useSyncExternalStore(subscribe, () => auth.user), loading: false, refresh }) };
});

let answer: () => Promise<Response>;
const fetchMock = vi.fn(async () => answer());

beforeEach(() => {
  auth.user = { id: "user-1", email: "ada@example.com", name: "" };
  auth.onRefresh = async () => undefined;
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
    answer = async () =>
      jsonResponse(200, {
        ...empty,
        pending: {
          id: pendingId,
          status: "failed",
          errorCode: "server_error",
          completedAt: "2026-03-03T10:00:00.000Z",
        },
      });
    renderPage();
    expect(await screen.findByText(texts.failed)).toBeInTheDocument();
    expect(screen.queryByText(texts.empty)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.openResults })).toHaveAttribute(
      "href",
      `/assessment/results?id=${pendingId}`,
    );
  });

  it("an assessment still being written says so", async () => {
    answer = async () =>
      jsonResponse(200, {
        ...empty,
        pending: { id: pendingId, status: "generating", errorCode: null, completedAt: "2026-03-03T10:00:00.000Z" },
      });
    renderPage();
    expect(await screen.findByText(texts.generating)).toBeInTheDocument();
  });
});

const latestId = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee";
const olderId = "99999999-8888-7777-6666-555555555555";
const latest: DashboardLatest = {
  id: latestId,
  completedAt: "2026-03-10T10:00:00.000Z",
  factors: {
    lifestyle: "moderate",
    sleepQuality: "good",
    stressLevel: "medium",
    dietType: "vegan",
    allergies: ["nuts"],
  },
  overallScore: 85,
  nutritionBalance: 90,
  daysWithFoodFirst: 8,
  supplementsReplaced: 1,
  keyRecommendations: [
    {
      text: "Add omega-3 foods at least twice a week: oily fish if you eat it, otherwise walnuts, chia seeds or ground flaxseed.",
      source: null,
      cautions: [
        {
          text: "No more than 2 portions of oily fish a week in pregnancy.",
          source: {
            label: "NHS: Foods to avoid in pregnancy",
            url: "https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/",
          },
        },
      ],
    },
  ],
  nutrientStatuses: [{ nutrient: "vitamin_d", name: "Vitamin D", percent: 30, level: "low" }],
  foods: [],
  foodNotes: [],
  mealPlan: {
    source: "meals",
    meals: [
      { slot: "breakfast", text: "Overnight oats with blueberries and walnuts (1.5 servings, 5 min)", cautions: [] },
      { slot: "lunch", text: "Lentil soup with carrots and spinach (1.5 servings, 35 min)", cautions: [] },
      { slot: "dinner", text: "Tofu and vegetable stir-fry with rice (1.5 servings, 25 min)", cautions: [] },
    ],
    totals: "About 2,000 kcal, 80 g protein and 40 g fibre for the day.",
    need: "Your estimated energy need: about 2,000 kcal a day (low active), from the Institute of Medicine's equations for your age, sex, height and weight.",
    supplies: null,
    notes: [],
  },
};
const history: DashboardDto["history"] = [
  { id: latestId, completedAt: latest.completedAt, overallScore: 85, nutritionBalance: 90 },
  { id: olderId, completedAt: "2026-03-03T10:00:00.000Z", overallScore: 80, nutritionBalance: 60 },
];
const withFigures = (pending: DashboardPending | null): DashboardDto => ({ latest, pending, history });
const pendingAs = (status: DashboardPending["status"], errorCode: string | null): DashboardPending => ({
  id: pendingId,
  status,
  errorCode,
  completedAt: "2026-03-11T10:00:00.000Z",
});

describe("a newest assessment that is not complete", () => {
  it.each([
    ["still being written, with earlier figures", pendingAs("generating", null), texts.generatingOlder],
    ["failed, with earlier figures", pendingAs("failed", "server_error"), texts.failedOlder],
    ["stopped for length, with earlier figures", pendingAs("failed", "too_long"), texts.tooLongOlder],
  ])("%s: says so above the previous one's figures, and links to its results", async (_case, pending, text) => {
    answer = async () => jsonResponse(200, withFigures(pending));
    renderPage();
    // The notice is a status region (the spinner before it is another).
    const notice = (await screen.findByText(text)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toBeInTheDocument();
    expect(text).toMatch(/the figures below are from your previous one/);
    expect(within(notice).getByRole("link", { name: texts.openResults })).toHaveAttribute(
      "href",
      `/assessment/results?id=${pendingId}`,
    );
    // Next to it, the previous assessment's figures, and its own report.
    expect(screen.getByText(texts.scoreOutOf(85), { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.actions.viewReport })).toHaveAttribute(
      "href",
      `/assessment/results?id=${latestId}`,
    );
    expect(
      notice.compareDocumentPosition(screen.getByRole("heading", { name: texts.headings.lifestyle })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("stopped for length, with no earlier assessment: says why, and no figures", async () => {
    answer = async () => jsonResponse(200, { ...empty, pending: pendingAs("failed", "too_long") });
    renderPage();
    expect((await screen.findByText(texts.tooLong)).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByText(texts.empty)).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: texts.headings.lifestyle })).not.toBeInTheDocument();
  });
});

describe("the figures", () => {
  it("link Retake Assessment to the wizard and Chat with AI Nutritionist to the nutritionist", async () => {
    answer = async () => jsonResponse(200, withFigures(null));
    renderPage();
    const actions = await screen.findByRole("group", { name: texts.actions.label });
    expect(within(actions).getByRole("link", { name: texts.actions.retake })).toHaveAttribute("href", "/assessment");
    expect(within(actions).getByRole("link", { name: texts.actions.chat })).toHaveAttribute("href", "/nutritionist");
  });

  it("name each caution's and advice line's source as a link, and our own decision records by name", async () => {
    const nhs = {
      label: "NHS: Foods to avoid in pregnancy",
      url: "https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/",
    };
    const caution = { text: "No more than 2 portions of oily fish a week in pregnancy.", source: nhs };
    const advice = {
      text: "Keep taking a supplement your doctor prescribed.",
      source: { label: "FoodFirst decision record 020", url: "docs/decisions/020-clinical-safety-policy.md" },
    };
    const food = {
      name: "Salmon",
      amount: "3 oz, 85 g",
      supplies: [],
      replaces: null,
      replacedBecause: null,
      cautions: [caution],
      isSupplement: false,
    };
    const meals = [
      { slot: "dinner" as const, text: "Baked salmon with rice (1 serving, 25 min)", cautions: [caution] },
    ];
    answer = async () =>
      jsonResponse(200, {
        ...withFigures(null),
        latest: { ...latest, foods: [food], foodNotes: [advice], mealPlan: { ...latest.mealPlan, meals } },
      });
    renderPage();
    const foods = await screen.findByRole("region", { name: texts.headings.foods });
    expect(within(foods).getByRole("link", { name: new RegExp(nhs.label) })).toHaveAttribute("href", nhs.url);
    expect(within(foods).getByText(/FoodFirst decision record 020/)).toBeInTheDocument();
    expect(within(foods).queryByRole("link", { name: /decision record/ })).not.toBeInTheDocument();
    const plan = screen.getByRole("region", { name: texts.headings.mealPlan });
    expect(within(plan).getByRole("link", { name: new RegExp(nhs.label) })).toHaveAttribute("href", nhs.url);
    // A key recommendation's caution names its source as the foods' do (issue 20).
    const recommendations = screen.getByRole("region", { name: texts.headings.recommendations });
    expect(
      within(recommendations).getByText(/No more than 2 portions of oily fish a week in pregnancy\./),
    ).toBeInTheDocument();
    expect(within(recommendations).getByRole("link", { name: new RegExp(nhs.label) })).toHaveAttribute("href", nhs.url);
  });

  it("show a child (under 14) why there are no foods and no meal plan, instead of empty lists", async () => {
    const why =
      "FoodFirst's food suggestions are for people aged 14 and over; for a child, please ask their doctor or a dietitian.";
    const dri = {
      label: "National Academies: DRI summary tables, Tolerable Upper Intake Levels by age",
      url: "https://nap.nationalacademies.org/catalog/13050",
    };
    const child = {
      ...latest,
      foods: [],
      keyRecommendations: [{ text: why, source: dri, cautions: [] }],
      foodNotes: [{ text: why, source: dri }],
      mealPlan: {
        source: "none" as const,
        meals: [],
        totals: null,
        need: null,
        supplies: null,
        notes: [{ text: why, source: dri }],
      },
    };
    answer = async () => jsonResponse(200, { ...withFigures(null), latest: child });
    renderPage();
    const plan = await screen.findByRole("region", { name: texts.headings.mealPlan });
    expect(within(plan).getByText(why, { exact: false })).toBeInTheDocument();
    expect(within(plan).queryByRole("heading", { name: texts.mealPlan.meals.breakfast })).not.toBeInTheDocument();
    expect(within(plan).queryByText(texts.mealPlan.built)).not.toBeInTheDocument();
    const foods = screen.getByRole("region", { name: texts.headings.foods });
    expect(within(foods).getByText(why, { exact: false })).toBeInTheDocument();
    expect(within(foods).getAllByRole("list")).toHaveLength(1);
    // Every under-14 line names its source as a link: foods, meal plan and key recommendations.
    for (const heading of [texts.headings.foods, texts.headings.mealPlan, texts.headings.recommendations]) {
      const region = screen.getByRole("region", { name: heading });
      expect(within(region).getByRole("link", { name: new RegExp(dri.label) }), heading).toHaveAttribute(
        "href",
        dri.url,
      );
    }
  });

  it("draw the trend oldest first from a copy, leaving the history (newest first) as it is", async () => {
    const frozen = Object.freeze(history.map((entry) => Object.freeze({ ...entry })));
    answer = async () => jsonResponse(200, { ...withFigures(null), history: frozen });
    renderPage();
    const chart = await screen.findByRole("img", { name: texts.progress.chartTitle });
    expect(chart).toHaveAccessibleDescription(
      /^2 assessments from .*: score from 80 to 85 out of 100, nutrition balance from 60% to 90%\.$/,
    );
    // The table beside it: newest first.
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("85/100"),
      expect.stringContaining("80/100"),
    ]);
  });
});

describe("the trend chart's dates", () => {
  const dateLabels = async () =>
    [...(await screen.findByRole("img", { name: texts.progress.chartTitle })).querySelectorAll("text")]
      .map((text) => text.textContent)
      .filter((text) => /[A-Za-z]/.test(text ?? ""));

  it("gives the first and the last date at the ends", async () => {
    answer = async () => jsonResponse(200, withFigures(null));
    renderPage();
    expect(await dateLabels()).toEqual([shortDate(history[1]!.completedAt), shortDate(history[0]!.completedAt)]);
  });

  it("gives one date, once, when every assessment was taken that day (minutes apart, the same day in any time zone)", async () => {
    const sameDay = history.map((entry, index) => ({
      ...entry,
      completedAt: `2026-03-10T12:${String(30 - index * 10)}:00.000Z`,
    }));
    answer = async () => jsonResponse(200, { ...withFigures(null), history: sameDay });
    renderPage();
    expect(await dateLabels()).toEqual([shortDate(sameDay[0]!.completedAt)]);
  });
});

describe("a session that ended", () => {
  const unauthorized = () => jsonResponse(401, { error: { code: "unauthorized", message: "Please sign in." } });

  it("stays loading while the session is read again, then shows the signed-out state (never Error: for a moment)", async () => {
    let release = () => {};
    const refreshed = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    auth.onRefresh = refreshed;
    answer = async () => unauthorized();
    renderPage();
    await waitFor(() => expect(refreshed).toHaveBeenCalled());
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await act(async () => {
      auth.setUser(null);
      release();
    });
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.signIn })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  it("shows the error when the session, read again, is still there", async () => {
    answer = async () => unauthorized();
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Please sign in.");
  });
});
