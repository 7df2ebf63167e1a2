import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestQueryClient } from "../../../../tests/support/query-client.tsx";
import { jsonResponse } from "../../../../tests/support/responses.ts";
import { authTexts } from "../../../shared/texts/auth.ts";
import { genericTexts } from "../../../shared/texts/common.ts";
import { ApiError } from "../../lib/api.ts";
import { LoginPage } from "./login-page.tsx";
import { UpdatePasswordPage } from "./update-password-page.tsx";

const signIn = vi.fn<(email: string, password: string) => Promise<void>>();
vi.mock("../../lib/auth.tsx", () => ({
  useAuth: () => ({ user: null, loading: false, signIn, refresh: async () => undefined }),
}));

function Probe() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(entry: string) {
  return render(
    <TestQueryClient>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/update-password" element={<UpdatePasswordPage />} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </TestQueryClient>,
  );
}

beforeEach(() => {
  signIn.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the sign-in form", () => {
  it("checks the form before sending, shows the server's message, then refuses a retry for 60 s", async () => {
    const user = userEvent.setup();
    signIn.mockRejectedValue(new ApiError(401, "invalid_credentials", authTexts.errors.invalidCredentials));
    renderAt("/login");
    await user.click(screen.getByRole("button", { name: authTexts.login.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(authTexts.errors.required(authTexts.emailLabel));
    expect(signIn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(authTexts.emailLabel), "ada@example.com");
    await user.type(screen.getByLabelText(authTexts.passwordLabel), "wrong password");
    await user.click(screen.getByRole("button", { name: authTexts.login.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(authTexts.errors.invalidCredentials);
    expect(signIn).toHaveBeenCalledWith("ada@example.com", "wrong password");

    await user.click(screen.getByRole("button", { name: authTexts.login.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(genericTexts.pleaseWait(60));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("is busy while signing in, then goes to the remembered page", async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    signIn.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    sessionStorage.setItem("foodfirst.intendedDestination", "/supplements-vs-foods");
    renderAt("/login");
    await user.type(screen.getByLabelText(authTexts.emailLabel), "ada@example.com");
    await user.type(screen.getByLabelText(authTexts.passwordLabel), "a good password");
    await user.click(screen.getByRole("button", { name: authTexts.login.submit }));
    expect(screen.getByRole("button", { name: authTexts.login.submitting })).toBeDisabled();
    finish();
    expect(await screen.findByTestId("where")).toHaveTextContent("/supplements-vs-foods");
  });
});

describe("the new-password form", () => {
  it("says when the link has no token, and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderAt("/update-password");
    expect(screen.getByRole("alert")).toHaveTextContent(authTexts.update.missingToken);
    expect(screen.getByRole("button", { name: authTexts.update.submit })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sets the password with the link's token and goes to sign in with the spec's message", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(200, { status: true }));
    vi.stubGlobal("fetch", fetch);
    renderAt("/update-password?token=one-time-token");
    await user.type(screen.getByLabelText(authTexts.newPasswordLabel), "a new password");
    await user.type(screen.getByLabelText(authTexts.confirmNewPasswordLabel), "a new passwore");
    await user.click(screen.getByRole("button", { name: authTexts.update.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(authTexts.errors.passwordsDoNotMatch);
    await user.clear(screen.getByLabelText(authTexts.confirmNewPasswordLabel));
    await user.type(screen.getByLabelText(authTexts.confirmNewPasswordLabel), "a new password");
    await user.click(screen.getByRole("button", { name: authTexts.update.submit }));
    // The sign-in page shows the message it was handed.
    expect(await screen.findByRole("heading", { name: authTexts.login.title })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(authTexts.update.success);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/reset-password");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      token: "one-time-token",
      newPassword: "a new password",
    });
  });
});
