import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestQueryClient } from "../../../../tests/support/query-client.tsx";
import { jsonResponse } from "../../../../tests/support/responses.ts";
import { authTexts, consentTexts } from "../../../shared/texts/index.ts";
import { SignupPage } from "./signup-page.tsx";

const signUp = vi.fn<(email: string, password: string) => Promise<void>>();
vi.mock("../../lib/auth.tsx", () => ({
  useAuth: () => ({ user: null, loading: false, signUp, refresh: async () => undefined }),
}));

function Probe() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSignup() {
  return render(
    <TestQueryClient>
      <MemoryRouter initialEntries={["/signup"]}>
        <Routes>
          <Route path="/signup" element={<SignupPage />} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </TestQueryClient>,
  );
}

beforeEach(() => {
  signUp.mockReset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the sign-up form", () => {
  it("needs the consent box ticked (it starts unticked), then records the agreement once the account exists", async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    signUp.mockImplementation(async () => void order.push("sign-up"));
    const fetch = vi.fn(async (url: string) => {
      order.push(url);
      return jsonResponse(200, { healthDataConsentAt: "2026-11-25T10:00:00.000Z" });
    });
    vi.stubGlobal("fetch", fetch);
    renderSignup();
    await user.type(screen.getByLabelText(authTexts.emailLabel), "ada@example.com");
    await user.type(screen.getByLabelText(authTexts.passwordLabel, { selector: "input[name='new-password']" }), "a good password");
    await user.type(screen.getByLabelText(authTexts.confirmPasswordLabel), "a good password");
    const box = screen.getByLabelText(consentTexts.label);
    expect(box).not.toBeChecked();
    expect(screen.getByRole("link", { name: consentTexts.privacyLink })).toHaveAttribute("href", "/privacy");

    await user.click(screen.getByRole("button", { name: authTexts.signup.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(consentTexts.required);
    expect(signUp).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole("button", { name: authTexts.signup.submit }));
    expect(await screen.findByTestId("where")).toHaveTextContent("/assessment");
    expect(order).toEqual(["sign-up", "/api/account/consent"]);
    expect(fetch.mock.calls[0]).toEqual(["/api/account/consent", expect.objectContaining({ method: "POST" })]);
  });
});
