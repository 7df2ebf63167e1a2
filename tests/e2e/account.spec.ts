import { downloadMyData, submitAssessment } from "./account-helpers.ts";
import {
  confirmationLink,
  consentLabel,
  expect,
  expectAccessible,
  fillSignUp,
  signUp,
  signedUp,
  test,
  testPassword,
  uniqueEmail,
} from "./fixtures.ts";

test("sign-up asks for consent to store health-related answers, unticked, with a link to /privacy", async ({
  page,
}) => {
  const email = uniqueEmail("consent");
  await fillSignUp(page, email, testPassword, { consent: false });
  await expect(page.getByRole("alert")).toHaveText(
    "Please tick the box to agree to FoodFirst storing your health-related answers.",
  );
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel(consentLabel)).not.toBeChecked();
  await expect(page.getByRole("link", { name: "How we handle your data" })).toHaveAttribute("href", "/privacy");
  await expectAccessible(page);

  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(`We have sent an email to ${email}.`, { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.goto(await confirmationLink(new URL(page.url()).origin, email));
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
});

test("an account without consent is asked before the wizard, then can start", async ({ page }) => {
  const email = uniqueEmail("noconsent");
  // An account made before consent was asked for: straight through the API.
  await page.goto("/");
  const created = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: testPassword, name: "" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(200);
  await page.goto(await confirmationLink(new URL(page.url()).origin, email));
  await page.goto("/assessment");
  await expect(page.getByRole("heading", { name: "Before you start" })).toBeVisible();
  await expect(page.getByText("Step 1 of 5")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Agree and continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Please tick the box/);
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Agree and continue" }).click();
  await expect(page.getByText("Step 1 of 5")).toBeVisible();

  await page.goto("/account");
  await expect(
    page.getByText(/^You agreed on \w+ \d{1,2}, \d{4} to FoodFirst storing your health-related answers\.$/),
  ).toBeVisible();
});

test("the account page: change password signs out other devices and sends an email; sign out of all devices", async ({
  page,
  browser,
  app,
  clientIp,
}) => {
  const { email } = await signUp(page);
  const laptop = await browser.newContext({
    baseURL: app.url,
    extraHTTPHeaders: { "x-forwarded-for": `${clientIp}1` },
  });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto("/login");
  await laptopPage.getByLabel("Email").fill(email);
  await laptopPage.getByLabel("Password").fill(testPassword);
  await laptopPage.getByRole("button", { name: "Sign in" }).click();
  await expect(laptopPage).toHaveURL(/\/dashboard$/);

  await page.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("a-new-long-password");
  await page.getByLabel("Confirm new password").fill("a-new-long-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The current password is not correct");
  await page.getByLabel("Current password").fill(testPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toHaveText("Password changed");

  // This browser stays signed in; the laptop is signed out.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await laptopPage.goto("/account");
  await expect(laptopPage).toHaveURL(/\/login$/);
  await laptop.close();
  await expect(async () => {
    const mail = (await app.outbox()).find(
      (m) => m.to.includes(email) && m.subject === "Your FoodFirst password was changed",
    );
    expect(mail?.text).toContain("/reset-password");
  }).toPass();

  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been signed out of all devices.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login$/);
});

test("newsletter status on the account page: subscribe, then unsubscribe", async ({ page }) => {
  const { email } = await signedUp(page);
  await page.goto("/account");
  await expect(page.getByText("You do not receive the newsletter.")).toBeVisible();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(`You receive the FoodFirst newsletter at ${email}.`)).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You do not receive the newsletter.")).toBeVisible();
});

test("Download my data gives one JSON file with the person's assessment", async ({ page }) => {
  const { email } = await signedUp(page);
  const assessmentId = await submitAssessment(page);
  await page.goto("/account");
  const data = await downloadMyData(page);
  expect(data).toMatchObject({ format: "foodfirst-data-export", version: 1, account: { email } });
  expect(data.assessments).toHaveLength(1);
  expect(data.assessments[0]).toMatchObject({
    id: assessmentId,
    assessmentData: { firstName: "Ada", yearOfBirth: 1985, dietType: "vegetarian" },
  });
  expect(data.assessments[0].assessmentResults).toContain("Summary");
  expect(JSON.stringify(data)).not.toContain("$argon2id$");
});

test("Delete my account removes it; a new sign-up with the same email starts empty", async ({ page, app }) => {
  const { email } = await signedUp(page);
  await submitAssessment(page);
  await page.goto("/account");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(`You receive the FoodFirst newsletter at ${email}.`)).toBeVisible();

  const danger = page.getByRole("region", { name: "Delete account" });
  await danger.getByLabel("Password").fill(testPassword);
  await danger.getByLabel("Type DELETE to confirm").fill("delete");
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(danger.getByRole("alert")).toHaveText("Type DELETE to confirm");
  await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
  await danger.getByLabel("Password").fill("not-my-password");
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(danger.getByRole("alert")).toHaveText("The password is not correct");
  await danger.getByLabel("Password").fill(testPassword);
  await danger.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(async () => {
    expect(
      (await app.outbox()).some((m) => m.to.includes(email) && m.subject === "Your FoodFirst account was deleted"),
    ).toBe(true);
  }).toPass();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  // Signing up again (the form itself is accounts.spec.ts's): the link lands on an empty assessment.
  await signUp(page, email, "a-second-life-password");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.getByText("We kept your answers from last time.")).toHaveCount(0);
  await page.goto("/account");
  await expect(page.getByText("You do not receive the newsletter.")).toBeVisible();
  const data = await downloadMyData(page);
  expect(data).toMatchObject({
    account: { email },
    assessments: [],
    assessmentDrafts: [],
    newsletterSubscription: null,
  });
});

test("/privacy in plain words, linked from the footer and the account page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  for (const heading of [
    "What we store",
    "Why",
    "For how long",
    "What is sent to a language model",
    "Your data is yours",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/never sends your email address or your password/)).toBeVisible();
  await expect(page.getByText(/With the offline engine, nothing leaves the server/)).toBeVisible();
  await expectAccessible(page);

  await signedUp(page);
  await page.goto("/account");
  await page.getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});
