import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage as renderSharedPage } from "../../../../tests/support/render-page.tsx";
import { jsonResponse } from "../../../../tests/support/responses.ts";
import type { AccountDto } from "../../../shared/account.ts";
import { accountTexts } from "../../../shared/texts/account.ts";
import { authTexts } from "../../../shared/texts/auth.ts";
import { AccountPage } from "./account-page.tsx";

vi.mock("../../lib/auth.tsx", () => ({
  useAuth: () => ({
    user: { id: "user-1", email: "ada@example.com", name: "" },
    loading: false,
    signedOut: () => undefined,
  }),
}));

const account: AccountDto = {
  email: "ada@example.com",
  createdAt: "2026-11-01T09:00:00.000Z",
  healthDataConsentAt: "2026-11-01T09:00:00.000Z",
  newsletter: { subscribed: false },
};
let requests: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/account") return jsonResponse(200, account);
      if (url === "/api/account/newsletter") return jsonResponse(200, { subscribed: true });
      return jsonResponse(404, { error: { code: "not_found", message: "Not found." } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => renderSharedPage(<AccountPage />, "/account");

const writes = () => requests.filter((r) => r.method !== "GET");

describe("the account page", () => {
  it("shows the email, the agreement's date and the newsletter status, and subscribes", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText(accountTexts.consent.agreedOn("November 1, 2026"))).toBeInTheDocument();
    const newsletter = screen.getByRole("region", { name: accountTexts.newsletter.heading });
    expect(within(newsletter).getByText(accountTexts.newsletter.notSubscribed)).toBeInTheDocument();
    await user.click(within(newsletter).getByRole("button", { name: accountTexts.newsletter.subscribe }));
    expect(
      await within(newsletter).findByText(accountTexts.newsletter.subscribed("ada@example.com")),
    ).toBeInTheDocument();
    expect(writes()).toEqual([{ url: "/api/account/newsletter", method: "PUT", body: { subscribed: true } }]);
  });

  it("checks the password change and the deletion before sending anything", async () => {
    const user = userEvent.setup();
    renderPage();
    const password = await screen.findByRole("region", { name: accountTexts.password.heading });
    await user.type(within(password).getByLabelText(accountTexts.password.current), "my current password");
    await user.type(within(password).getByLabelText(accountTexts.password.new), "a new password");
    await user.type(within(password).getByLabelText(accountTexts.password.confirm), "a new passwore");
    await user.click(within(password).getByRole("button", { name: accountTexts.password.submit }));
    expect(within(password).getByRole("alert")).toHaveTextContent(authTexts.errors.passwordsDoNotMatch);

    const danger = screen.getByRole("region", { name: accountTexts.delete.heading });
    await user.click(within(danger).getByRole("button", { name: accountTexts.delete.button }));
    expect(within(danger).getByRole("alert")).toHaveTextContent(accountTexts.delete.passwordRequired);
    await user.type(within(danger).getByLabelText(accountTexts.delete.password), "my current password");
    await user.type(within(danger).getByLabelText(accountTexts.delete.confirmLabel), "Delete");
    await user.click(within(danger).getByRole("button", { name: accountTexts.delete.button }));
    expect(within(danger).getByRole("alert")).toHaveTextContent(accountTexts.delete.mustType);
    expect(writes()).toEqual([]);
  });
});
