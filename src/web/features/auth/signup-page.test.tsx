import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestQueryClient } from "../../../../tests/support/query-client.tsx";
import { consentTexts } from "../../../shared/texts/account.ts";
import { authTexts } from "../../../shared/texts/auth.ts";
import { SignupPage } from "./signup-page.tsx";

const signUp =
  vi.fn<
    (email: string, password: string, options: { healthDataConsent: boolean; callbackURL: string }) => Promise<void>
  >();
const resendConfirmation = vi.fn<(email: string, callbackURL: string) => Promise<void>>();
vi.mock("../../lib/auth.tsx", () => ({
  useAuth: () => ({ user: null, loading: false, signUp, resendConfirmation, refresh: async () => undefined }),
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
  resendConfirmation.mockReset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the sign-up form", () => {
  it("needs the consent box ticked (it starts unticked), sends it with the account, then says to check the inbox", async () => {
    const user = userEvent.setup();
    signUp.mockResolvedValue(undefined);
    resendConfirmation.mockResolvedValue(undefined);
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderSignup();
    await user.type(screen.getByLabelText(authTexts.emailLabel), "ada@example.com");
    await user.type(
      screen.getByLabelText(authTexts.passwordLabel, { selector: "input[name='new-password']" }),
      "a good password",
    );
    await user.type(screen.getByLabelText(authTexts.confirmPasswordLabel), "a good password");
    const box = screen.getByLabelText(consentTexts.label);
    expect(box).not.toBeChecked();
    expect(screen.getByRole("link", { name: consentTexts.privacyLink })).toHaveAttribute("href", "/privacy");

    await user.click(screen.getByRole("button", { name: authTexts.signup.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(consentTexts.required);
    expect(signUp).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole("button", { name: authTexts.signup.submit }));
    expect(await screen.findByRole("heading", { name: authTexts.checkInbox.title })).toBeVisible();
    expect(screen.getByText(authTexts.checkInbox.sent("ada@example.com"))).toBeVisible();
    expect(signUp).toHaveBeenCalledWith("ada@example.com", "a good password", {
      healthDataConsent: true,
      callbackURL: "/assessment",
    });
    // Nobody is signed in yet, so nothing else is asked of the server.
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: authTexts.checkInbox.resend }));
    expect(await screen.findByRole("status")).toHaveTextContent(authTexts.checkInbox.resent);
    expect(resendConfirmation).toHaveBeenCalledWith("ada@example.com", "/assessment");
  });
});
