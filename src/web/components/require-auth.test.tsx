import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authTexts, intendedDestinationKey } from "../../shared/texts/auth.ts";
import { signInReason } from "../lib/intended-destination.ts";
import { RequireAuth } from "./require-auth.tsx";

const auth = vi.hoisted(() => ({ signedOutHere: false }));
vi.mock("../lib/auth.tsx", () => ({
  useAuth: () => ({ user: null, loading: false, signedOutHere: auth.signedOutHere }),
}));

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <p data-testid="reason">{signInReason(location.state)}</p>
    </>
  );
}

function renderGuarded() {
  render(
    <MemoryRouter initialEntries={["/account"]}>
      <Routes>
        <Route path="/account" element={<RequireAuth>account</RequireAuth>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe("the login guard", () => {
  it("sends a signed-out visitor to sign in and remembers the page", () => {
    auth.signedOutHere = false;
    renderGuarded();
    expect(screen.getByTestId("where").textContent).toBe("/login");
    expect(sessionStorage.getItem(intendedDestinationKey)).toBe("/account");
    expect(screen.getByTestId("reason").textContent).toBe(authTexts.login.reasons.account);
  });

  it("sends someone who just signed out from this page home, remembering nothing", () => {
    auth.signedOutHere = true;
    renderGuarded();
    expect(screen.getByTestId("where").textContent).toBe("/");
    expect(sessionStorage.getItem(intendedDestinationKey)).toBeNull();
  });
});
