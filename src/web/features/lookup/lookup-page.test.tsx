import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestQueryClient } from "../../../../tests/support/query-client.tsx";
import type { LookupMatch, LookupNoMatch } from "../../../shared/lookup.ts";
import { lookupTexts as texts } from "../../../shared/texts/lookup.ts";
import { LookupPage } from "./lookup-page.tsx";
import { starFill } from "./star-rating.tsx";

const match: LookupMatch = {
  status: "match",
  query: "Vitamin D",
  supplementId: "vitamin_d",
  supplementName: "Vitamin D",
  description: "Vitamin D helps the body absorb calcium.",
  effectivenessRating: 4.5,
  costEfficiency: 5,
  safetyRating: 4,
  ratingRationale: "Reliable and cheap.",
  source: {
    label: "NIH Office of Dietary Supplements, Vitamin D fact sheet",
    url: "https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/",
  },
  foodEquivalent: "partial",
  mainNutrient: { key: "vitamin_d_ug", name: "Vitamin D", unit: "µg", dailyValue: 20 },
  comparison: "dose",
  dose: {
    input: "1000 IU",
    amounts: [{ key: "vitamin_d_ug", name: "Vitamin D", amount: 25, unit: "µg" }],
    assumed: null,
  },
  foodAlternatives: [
    {
      id: "173718",
      foodName: "Trout, rainbow, farmed, cooked",
      category: "fish",
      imageUrl: "/images/foods/fish.svg",
      servingSize: "3 oz (85 g)",
      nutrients: [{ key: "vitamin_d_ug", name: "Vitamin D", amount: 16.15, unit: "µg", percentDv: 80.75 }],
      benefits: "Also an excellent source of vitamin B12 (146% DV).",
      servingsToMatch: 1.55,
      doseMatch: { kind: "servings", servings: 1.55 },
      servingsForDv: 1.24,
      caution: null,
      usdaUrl: "https://fdc.nal.usda.gov/food-details/173718/nutrients",
    },
  ],
  notes: [{ kind: "food_gap", text: "Food alone rarely reaches the Daily Value in winter." }],
  upperLimitCautions: [],
  filter: {
    dietType: "vegan",
    allergies: ["nuts"],
    otherAllergy: "",
    source: "request",
    excluded: [
      { label: "vegan", count: 59 },
      { label: "nut allergy", count: 3 },
    ],
  },
};

const didYouMean =
  '"500 mg" of vitamin D would be 500,000 µg (20,000,000 IU), far more than any vitamin D product holds. Did you mean "500 IU" (12.5 µg) or "500 mcg" (20,000 IU)? A typical dose is 1,000 IU.';

const warfarin =
  "If you take warfarin or another vitamin K antagonist, keep vitamin K intake steady and talk to your doctor before changing it.";

/** B12 1,000 µg: no food can match it, one not safely. */
const cannotMatch: LookupMatch = {
  ...match,
  supplementName: "Vitamin B12",
  mainNutrient: { key: "vitamin_b12_ug", name: "Vitamin B12", unit: "µg", dailyValue: 2.4 },
  dose: {
    input: "1000 mcg",
    amounts: [{ key: "vitamin_b12_ug", name: "Vitamin B12", amount: 1000, unit: "µg" }],
    assumed: null,
  },
  foodAlternatives: [
    {
      ...match.foodAlternatives[0]!,
      id: "171975",
      foodName: "Clams, cooked",
      nutrients: [{ key: "vitamin_b12_ug", name: "Vitamin B12", amount: 84.06, unit: "µg", percentDv: 3503 }],
      servingsToMatch: null,
      doseMatch: { kind: "too_many", maxServings: 3 },
      servingsForDv: 0.029,
    },
    {
      ...match.foodAlternatives[0]!,
      id: "168627",
      foodName: "Beef liver, pan-fried",
      nutrients: [{ key: "vitamin_b12_ug", name: "Vitamin B12", amount: 70.66, unit: "µg", percentDv: 2944 }],
      servingsToMatch: null,
      doseMatch: {
        kind: "over_limit",
        servings: 3,
        matchesDose: false,
        nutrient: "Vitamin A",
        amount: 19747,
        unit: "µg RAE",
        limit: "3,000 µg RAE preformed vitamin A",
      },
      servingsForDv: 0.034,
    },
    {
      ...match.foodAlternatives[0]!,
      id: "170904",
      foodName: "Kefir, plain, low fat",
      nutrients: [{ key: "vitamin_b12_ug", name: "Vitamin B12", amount: 0.9, unit: "µg", percentDv: 38 }],
      servingsToMatch: null,
      doseMatch: { kind: "treatment", nutrient: "Vitamin B12", limit: "3,000 µg" },
      servingsForDv: 2.6,
    },
  ],
  notes: [
    { kind: "safety", text: warfarin },
    { kind: "dose", text: "Your dose of 1,000 µg is about 417 times the Daily Value for vitamin B12 (2.4 µg)." },
  ],
};

const noMatch: LookupNoMatch = {
  status: "no_match",
  query: "xyz",
  suggestions: [{ id: "vitamin_d", name: "Vitamin D" }],
  suggestionsAreClose: false,
};

let requests: { url: string; body: unknown }[] = [];
let release: (() => void) | null = null;
let nextResult: unknown = match;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

let profileSource: "assessment" | "none" = "assessment";

beforeEach(() => {
  profileSource = "assessment";
  requests = [];
  nextResult = match;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ url, body });
      if (url === "/api/lookup/profile")
        return json(
          200,
          profileSource === "assessment"
            ? { dietType: "vegan", allergies: ["nuts"], otherAllergy: "", source: "assessment" }
            : { dietType: null, allergies: [], otherAllergy: "", source: "none" },
        );
      if (url.startsWith("/api/lookup/suggestions"))
        return json(200, { suggestions: [{ id: "magnesium", name: "Magnesium" }] });
      if (url === "/api/lookup") {
        await new Promise<void>((resolve) => (release = resolve));
        if (body.dosage === "lots")
          return json(400, {
            error: {
              code: "invalid_dosage",
              message: "We couldn't find an amount.",
              fields: { dosage: ["We couldn't find an amount."] },
            },
          });
        if (body.dosage === "500 mg")
          return json(400, {
            error: { code: "invalid_dosage", message: didYouMean, fields: { dosage: [didYouMean] } },
          });
        return json(200, nextResult);
      }
      return json(404, { error: { code: "not_found", message: "Not found." } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return render(
    <TestQueryClient>
      <MemoryRouter>
        <LookupPage />
      </MemoryRouter>
    </TestQueryClient>,
  );
}

describe("LookupPage", () => {
  it("keeps the button disabled while the name is empty, and shows Analyzing... only while the request runs", async () => {
    const user = userEvent.setup();
    renderPage();
    const button = screen.getByRole("button", { name: texts.submit });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole("combobox", { name: texts.nameLabel }), "Vitamin D");
    await user.type(screen.getByLabelText(new RegExp(texts.dosageLabel)), "1000 IU");
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByRole("button", { name: texts.submitting })).toBeDisabled();
    release?.();
    expect(await screen.findByRole("heading", { name: "Vitamin D" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: texts.submit })).toBeEnabled();
    expect(screen.queryByText(texts.submitting)).toBeNull();
  });

  it("prefills diet and allergies from the latest assessment and sends them", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(texts.profileFromAssessment)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: texts.dietLabel })).toHaveValue("vegan");
    expect(screen.getByRole("checkbox", { name: texts.allergyOptions.nuts })).toBeChecked();
    await user.type(screen.getByRole("combobox", { name: texts.nameLabel }), "fish oil");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(requests.some((request) => request.url === "/api/lookup")).toBe(true));
    expect(requests.find((request) => request.url === "/api/lookup")?.body).toEqual({
      supplementName: "fish oil",
      dietType: "vegan",
      allergies: ["nuts"],
    });
    release?.();
    await screen.findByRole("heading", { name: "Vitamin D" });
  });

  it("shows ratings as text out of 5, food cards, the filter line, and announces the result", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole("combobox", { name: texts.nameLabel }), "Vitamin D");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    release?.();
    await screen.findByRole("heading", { name: "Vitamin D" });
    expect(screen.getByText("4.5 out of 5")).toBeInTheDocument();
    expect(screen.getByText("5.0 out of 5")).toBeInTheDocument();
    expect(screen.getByText("4.0 out of 5")).toBeInTheDocument();
    expect(screen.getByText(/Editorial ratings by FoodFirst/)).toBeInTheDocument();
    const card = screen.getByTestId("food-card");
    expect(within(card).getByText("Trout, rainbow, farmed, cooked")).toBeInTheDocument();
    expect(within(card).getByText("1.6 servings match your 1000 IU.")).toBeInTheDocument();
    expect(within(card).getByText("16.2 µg (81% DV)")).toBeInTheDocument();
    expect(screen.getByTestId("filter-line")).toHaveTextContent(
      "Filtered for a vegan diet and an allergy to nuts: 62 foods left out (vegan 59, nut allergy 3).",
    );
    expect(screen.getByTestId("lookup-announcement")).toHaveTextContent(texts.announceResult("Vitamin D", 1));
    // Someone who has taken the assessment is not asked to start one.
    expect(screen.queryByRole("link", { name: texts.bannerLink })).toBeNull();
  });

  it("offers Start Assessment only to someone who has not taken it", async () => {
    profileSource = "none";
    renderPage();
    expect(await screen.findByRole("link", { name: texts.bannerLink })).toHaveAttribute("href", "/assessment");
  });

  it("puts an unreadable dose's message under Dosage", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole("combobox", { name: texts.nameLabel }), "Vitamin D");
    await user.type(screen.getByLabelText(new RegExp(texts.dosageLabel)), "lots");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    release?.();
    expect(await screen.findByText("We couldn't find an amount.")).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(texts.dosageLabel))).toHaveAttribute("aria-invalid", "true");
  });

  it("shows 'did you mean' for an implausible dose under Dosage, with no result", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole("combobox", { name: texts.nameLabel }), "Vitamin D");
    await user.type(screen.getByLabelText(new RegExp(texts.dosageLabel)), "500 mg");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    release?.();
    expect(await screen.findByText(didYouMean)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(texts.dosageLabel))).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("food-card")).toBeNull();
  });

  it("says when a food cannot match the dose, or not safely, instead of a servings count; safety notes stand out", async () => {
    const user = userEvent.setup();
    nextResult = cannotMatch;
    renderPage();
    await user.type(screen.getByRole("combobox", { name: texts.nameLabel }), "B12");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    release?.();
    await screen.findByRole("heading", { name: "Vitamin B12" });
    const [clams, liver, kefir] = screen.getAllByTestId("food-card");
    expect(
      within(clams!).getByText("This food cannot match your 1000 mcg: it would take more than 3 servings a day."),
    ).toBeInTheDocument();
    expect(
      within(liver!).getByText(
        "This food cannot match your 1000 mcg safely: 3 servings would already give 19,747 µg RAE of vitamin A, above the upper limit of 3,000 µg RAE preformed vitamin A.",
      ),
    ).toBeInTheDocument();
    expect(
      within(kefir!).getByText(
        /^This food should not be used to match your 1000 mcg: it is above the upper limit for vitamin B12 \(3,000 µg a day\), a treatment dose/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/servings match/)).toBeNull();
    expect(within(screen.getByTestId("safety-note")).getByText(warfarin)).toBeInTheDocument();
    expect(screen.getByText(/about 417 times the Daily Value/)).toBeInTheDocument();
  });

  it("offers suggestions on no match, and looks a suggestion up when picked", async () => {
    const user = userEvent.setup();
    nextResult = noMatch;
    renderPage();
    await user.type(screen.getByRole("combobox", { name: texts.nameLabel }), "xyz");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    release?.();
    expect(await screen.findByText(texts.noMatch("xyz"))).toBeInTheDocument();
    nextResult = match;
    await user.click(screen.getByRole("button", { name: "Vitamin D" }));
    release?.();
    expect(await screen.findByRole("heading", { name: "Vitamin D" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: texts.nameLabel })).toHaveValue("Vitamin D");
  });

  it("autocompletes the supplement name from the server's suggestions", async () => {
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByRole("combobox", { name: texts.nameLabel });
    await user.type(input, "magn");
    const option = await screen.findByRole("option", { name: "Magnesium" });
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(input).toHaveValue("Magnesium");
    expect(option).not.toBeVisible();
  });
});

describe("star fill", () => {
  it("fills whole and half stars", () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(4.5, index))).toEqual([1, 1, 1, 1, 0.5]);
    expect([0, 1, 2, 3, 4].map((index) => starFill(3, index))).toEqual([1, 1, 1, 0, 0]);
    expect([0, 1, 2, 3, 4].map((index) => starFill(0.5, index))).toEqual([0.5, 0, 0, 0, 0]);
  });
});
