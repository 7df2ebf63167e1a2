import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestQueryClient } from "../../../../tests/support/query-client.tsx";
import { consentTexts } from "../../../shared/texts/account.ts";
import { assessmentMessages as msg, assessmentTexts as texts } from "../../../shared/texts/assessment.ts";
import { AssessmentPage } from "./assessment-page.tsx";

const refresh = vi.fn(async () => undefined);
vi.mock("../../lib/auth.tsx", () => ({
  useAuth: () => ({ user: { id: "user-1", email: "ada@example.com", name: "" }, loading: false, refresh }),
}));

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}
let calls: Call[] = [];
let serverDraft: unknown = null;
let submitStatus = 201;
/** How long the server takes to answer a submit. */
let submitDelayMs = 0;
let consentAt: string | null = "2026-11-20T10:00:00.000Z";

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  calls = [];
  serverDraft = null;
  submitStatus = 201;
  submitDelayMs = 0;
  consentAt = "2026-11-20T10:00:00.000Z";
  refresh.mockClear();
  sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
      if (url === "/api/account/consent" && method === "GET") return json(200, { healthDataConsentAt: consentAt });
      if (url === "/api/account/consent" && method === "POST") {
        consentAt ??= new Date().toISOString();
        return json(200, { healthDataConsentAt: consentAt });
      }
      if (url === "/api/assessments/draft" && method === "GET") return json(200, { draft: serverDraft });
      if (url === "/api/assessments/draft" && method === "PUT")
        return json(200, { draft: { ...body, updatedAt: new Date().toISOString() } });
      if (url === "/api/assessments" && method === "POST") {
        if (submitDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, submitDelayMs));
        if (submitStatus === 401)
          return json(401, { error: { code: "unauthorized", message: "Please sign in to continue." } });
        return json(201, {
          assessment: {
            id: "11111111-2222-3333-4444-555555555555",
            status: "generating",
            assessmentResults: "",
            assessmentData: body.answers,
          },
        });
      }
      return json(404, { error: { code: "not_found", message: "Not found." } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="path">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </div>
  );
}

function renderWizard() {
  return render(
    <TestQueryClient>
      <MemoryRouter initialEntries={["/assessment"]}>
        <Routes>
          <Route path="/assessment" element={<AssessmentPage />} />
          <Route path="/assessment/results" element={<Probe />} />
          <Route path="/dashboard" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </TestQueryClient>,
  );
}

const next = () => screen.getByRole("button", { name: texts.next });

const step4Answers = {
  firstName: "Ada",
  yearOfBirth: 1985,
  gender: "female",
  weight: 62.5,
  height: 168,
  lifestyle: "moderate",
  sittingTime: "3_to_6",
  exerciseFrequency: "3_to_4",
  activities: [],
  dietType: "balanced",
  allergies: [],
  vegetablesFruitsConsumption: "daily",
  meatFishConsumption: "3_to_5",
  dairyConsumption: "daily",
  fastFoodConsumption: "never",
  takesDietarySupplements: "no",
  healthConditions: ["none"],
  sleepQuality: "good",
  stressLevel: "low",
  healthGoals: ["increase_energy"],
};
const completeDraft = {
  ...step4Answers,
  waterIntake: "2_plus",
  smoking: true,
  sunlightExposure: "more_than_60",
  travelFrequency: "less_than_1",
};

describe("assessment wizard", () => {
  it("asks someone who has not agreed to storing health-related answers first, and starts once they agree", async () => {
    const user = userEvent.setup();
    consentAt = null;
    renderWizard();
    const agree = await screen.findByRole("button", { name: consentTexts.agree });
    expect(screen.queryByText("Step 1 of 5")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: consentTexts.privacyLink })).toHaveAttribute("href", "/privacy");
    await user.click(agree);
    expect(screen.getByRole("alert")).toHaveTextContent(consentTexts.required);
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByLabelText(consentTexts.label));
    await user.click(agree);
    expect(await screen.findByText("Step 1 of 5")).toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/account/consent" && call.method === "POST")).toHaveLength(1);
    // No draft is read or stored before the agreement.
    const firstDraftCall = calls.findIndex((call) => call.url === "/api/assessments/draft");
    const agreement = calls.findIndex((call) => call.method === "POST");
    expect(firstDraftCall).toBeGreaterThan(agreement);
  });

  it("keeps the answers and re-checks the session when it ended before submit", async () => {
    const user = userEvent.setup();
    submitStatus = 401;
    serverDraft = { step: 5, answers: completeDraft, updatedAt: new Date().toISOString() };
    renderWizard();
    await user.click(await screen.findByRole("button", { name: "Submit Assessment" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(screen.getByRole("button", { name: "Submit Assessment" })).toBeEnabled();
    const kept = JSON.parse(sessionStorage.getItem("foodfirst.assessmentDraft.user-1") ?? "{}");
    expect(kept).toMatchObject({ step: 5, answers: { smoking: true, waterIntake: "2_plus" } });
  });

  it("starts at step 1 of 5 with the progress bar and Back to Dashboard", async () => {
    renderWizard();
    expect(await screen.findByRole("heading", { level: 2, name: texts.stepTitles[1] })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Nutrition Assessment" })).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByRole("button", { name: "Back to Dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull(); // no errors before a Next attempt
    expect(screen.getByLabelText(/First Name/)).not.toBeRequired();
  });

  it("shows the errors as a list after a Next attempt, disables Next with its tooltip, and re-checks as answers change", async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole("heading", { level: 2, name: texts.stepTitles[1] });
    await user.click(next());
    const list = screen.getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([msg.yearOfBirthRequired, msg.genderRequired, msg.weightRequired, msg.heightRequired]);
    expect(list.parentElement).toHaveFocus();
    expect(next()).toBeDisabled();
    expect(next()).toHaveAttribute("title", "Please complete all required fields before proceeding");
    expect(screen.getByLabelText("Weight (kg)")).toHaveAttribute("aria-describedby", "field-weight-error");
    expect(screen.getByLabelText("Weight (kg)")).toHaveAccessibleDescription(msg.weightRequired);

    await user.type(screen.getByLabelText("Weight (kg)"), "300");
    expect(within(screen.getByRole("list")).getByText("Weight must be between 20 and 250 kg")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Weight (kg)"));
    await user.type(screen.getByLabelText("Weight (kg)"), "62.5");
    await user.type(screen.getByLabelText("Year of Birth"), "1985");
    await user.type(screen.getByLabelText("Height (cm)"), "168");
    expect(
      within(screen.getByRole("list"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([msg.genderRequired]);
    await user.click(screen.getByLabelText("Female"));
    expect(screen.queryByRole("list")).toBeNull();
    expect(next()).toBeEnabled();

    await user.click(next());
    const heading = await screen.findByRole("heading", { level: 2, name: texts.stepTitles[2] });
    expect(heading).toHaveFocus();
    expect(screen.getByText("Step 2 of 5")).toBeInTheDocument();
    expect(screen.getByLabelText("Sedentary (under 3 times a week)")).toBeInTheDocument();
    expect(screen.getByLabelText("Moderate (3-4 times a week)")).toBeInTheDocument();
    expect(screen.getByLabelText("Active (more than 5 intense times a week)")).toBeInTheDocument();

    await user.click(next());
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      msg.lifestyleRequired,
      msg.sittingTimeRequired,
      msg.exerciseFrequencyRequired,
    ]);
    await user.click(screen.getByRole("button", { name: texts.previous }));
    expect(await screen.findByRole("heading", { level: 2, name: texts.stepTitles[1] })).toHaveFocus();
    expect(screen.queryByRole("list")).toBeNull(); // Previous clears the errors
    expect(screen.getByLabelText("Weight (kg)")).toHaveValue(62.5);
  });

  it("Back to Dashboard goes to /dashboard", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole("button", { name: "Back to Dashboard" }));
    expect(screen.getByTestId("path")).toHaveTextContent("/dashboard");
  });

  it("applies the none / other / diet / supplement rules", async () => {
    const user = userEvent.setup();
    serverDraft = { step: 3, answers: {}, updatedAt: new Date().toISOString() };
    renderWizard();
    await screen.findByRole("heading", { level: 2, name: texts.stepTitles[3] });
    const allergies = screen.getByRole("group", { name: /food allergies/ });
    await user.click(within(allergies).getByLabelText("Other"));
    await user.type(screen.getByLabelText(/Other allergy or intolerance/), "Sesame");
    await user.click(within(allergies).getByLabelText("Lactose"));
    await user.click(within(allergies).getByLabelText("None"));
    expect(within(allergies).getByLabelText("None")).toBeChecked();
    expect(within(allergies).getByLabelText("Lactose")).not.toBeChecked();
    expect(within(allergies).getByLabelText("Other")).not.toBeChecked();
    expect(screen.queryByLabelText(/Other allergy or intolerance/)).toBeNull();
    await user.click(within(allergies).getByLabelText("Gluten"));
    expect(within(allergies).getByLabelText("None")).not.toBeChecked();
    await user.click(within(allergies).getByLabelText("Other"));
    expect(screen.getByLabelText(/Other allergy or intolerance/)).toHaveValue(""); // its text was cleared

    const diet = screen.getByRole("group", { name: /Which diet/ });
    await user.click(within(diet).getByLabelText("Other"));
    await user.type(screen.getByLabelText(/Describe your diet/), "Paleo");
    await user.click(within(diet).getByLabelText("Vegan"));
    expect(screen.queryByLabelText(/Describe your diet/)).toBeNull();
    await user.click(within(diet).getByLabelText("Other"));
    expect(screen.getByLabelText(/Describe your diet/)).toHaveValue("");

    expect(screen.queryByRole("group", { name: /Which supplements/ })).toBeNull();
    const takes = screen.getByRole("group", { name: /take dietary supplements/ });
    await user.click(within(takes).getByLabelText("Sometimes"));
    expect(screen.getByRole("group", { name: /Which supplements/ })).toBeInTheDocument();
    await user.click(within(takes).getByLabelText("No"));
    expect(screen.queryByRole("group", { name: /Which supplements/ })).toBeNull();
    await user.click(within(takes).getByLabelText("Yes, regularly"));
    expect(screen.getByRole("group", { name: /Which supplements/ })).toBeInTheDocument();
  });

  it("brings a saved draft back at the same step, saves as it goes, and submits once with an idempotency key", async () => {
    const user = userEvent.setup();
    serverDraft = {
      step: 5,
      answers: step4Answers,
      updatedAt: new Date().toISOString(),
    };
    renderWizard();
    expect(
      await screen.findByRole("heading", { level: 2, name: "5. Lifestyle Factors and Environment" }),
    ).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Submit Assessment" });
    await user.click(submit);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      msg.waterIntakeRequired,
      msg.smokingRequired,
      msg.sunlightRequired,
      msg.travelRequired,
    ]);
    await user.click(screen.getByLabelText("1-2 litres"));
    await user.click(within(screen.getByRole("group", { name: "Do you smoke?" })).getByLabelText("No"));
    await user.click(screen.getByLabelText("30-60 minutes"));
    await user.click(screen.getByLabelText("2-4 times a year"));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(JSON.parse(sessionStorage.getItem("foodfirst.assessmentDraft.user-1") ?? "{}").answers.smoking).toBe(false);

    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Submit Assessment" }));
    });
    await waitFor(() =>
      expect(screen.getByTestId("path")).toHaveTextContent(
        "/assessment/results?id=11111111-2222-3333-4444-555555555555",
      ),
    );
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{16,}$/);
    expect(posts[0]?.body).toMatchObject({ answers: { smoking: false, firstName: "Ada" } });
    expect(JSON.parse(screen.getByTestId("state").textContent ?? "{}")).toMatchObject({
      assessmentId: "11111111-2222-3333-4444-555555555555",
    });
    expect(sessionStorage.getItem("foodfirst.assessmentDraft.user-1")).toBeNull();
  });

  it("does not save the draft again once submitted, even when the last answer was a moment before a slow submit", async () => {
    const user = userEvent.setup();
    serverDraft = {
      step: 5,
      answers: { ...step4Answers, waterIntake: "1_to_2", smoking: false, sunlightExposure: "30_to_60" },
      updatedAt: new Date().toISOString(),
    };
    submitDelayMs = 800; // longer than the draft's save delay
    renderWizard();
    expect(
      await screen.findByRole("heading", { level: 2, name: "5. Lifestyle Factors and Environment" }),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText("2-4 times a year"));
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Submit Assessment" }));
    });
    await waitFor(() =>
      expect(screen.getByTestId("path")).toHaveTextContent(
        "/assessment/results?id=11111111-2222-3333-4444-555555555555",
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    const post = calls.findIndex((c) => c.method === "POST" && c.url === "/api/assessments");
    expect(post).toBeGreaterThanOrEqual(0);
    // A draft saved after the submit would bring the submitted answers back the next time the wizard opens.
    expect(calls.slice(post).filter((c) => c.method === "PUT")).toEqual([]);
  });
});
