import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { intendedDestinationKey } from "../../shared/texts/index.ts";
import { RequireAuth } from "./RequireAuth.tsx";

const auth = vi.hoisted(() => ({ signedOutHere: false }));
vi.mock("../lib/auth.tsx", () => ({ useAuth: () => ({ user: null, loading: false, signedOutHere: auth.signedOutHere }) }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
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
  });

  it("sends someone who just signed out from this page home, remembering nothing", () => {
    auth.signedOutHere = true;
    renderGuarded();
    expect(screen.getByTestId("where").textContent).toBe("/");
    expect(sessionStorage.getItem(intendedDestinationKey)).toBeNull();
  });
});
