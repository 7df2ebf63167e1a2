import { firstLink } from "../support/outbox.ts";
import {
  expect,
  expectAccessible,
  fillSignUp,
  signUp,
  signedUp,
  signUpThroughForm,
  test,
  testPassword,
  uniqueEmail,
} from "./fixtures.ts";

test("sign up lands on the assessment, and sign out returns home", async ({ page }) => {
  await signUpThroughForm(page);
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
});

test("a wrong password shows the message, then the 60 s cooldown", async ({ page }) => {
  const { email } = await signUp(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-my-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Please wait (60|59|58) seconds before trying again$/);
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password: the emailed link sets a new password that signs in", async ({ page, app }) => {
  const { email } = await signUp(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in page has an Email field too: wait for the reset page before typing.
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password reset link" })).toHaveText(
    "Password reset link has been sent to your email address.",
  );

  let link = "";
  await expect(async () => {
    // After the sign-up's own confirmation email.
    const mail = (await app.outbox()).filter((m) => m.to.includes(email)).at(-1);
    expect(mail?.subject).toBe("Reset your FoodFirst password");
    link = firstLink(mail!);
  }).toPass();
  await page.goto(link);
  await expect(page).toHaveURL(/\/update-password\?token=/);
  await page.getByLabel("New Password", { exact: true }).fill("a-brand-new-password");
  await page.getByLabel("Confirm New Password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password updated successfully. Please log in with your new password.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(/expired or has already been used/);
});

test("a guarded page is remembered through sign-in", async ({ page }) => {
  const { email, password } = await signUp(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto("/supplements-vs-foods");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/supplements-vs-foods$/);
});

test("signing out in one tab is seen in the other", async ({ page, context }) => {
  await signUp(page);
  const other = await context.newPage();
  await other.goto("/");
  await expect(other.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(other.getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("signing up with a registered email looks like any sign-up, and the owner is told someone tried", async ({
  page,
  browser,
  app,
  clientIp,
}) => {
  const { email } = await signedUp(page);
  const stranger = await browser.newContext({
    baseURL: app.url,
    extraHTTPHeaders: { "x-forwarded-for": `${clientIp}0` },
  });
  const strangerPage = await stranger.newPage();
  await fillSignUp(strangerPage, email, "another-password");
  await expect(strangerPage.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(strangerPage.getByRole("alert")).toHaveCount(0);
  await expect
    .poll(async () => (await app.outbox()).filter((m) => m.to.includes(email)).map((m) => m.subject))
    .toContain("Someone tried to create a FoodFirst account with your email");
  // The stranger's password opens nothing; the sign-in page says only what it says for any wrong password.
  await strangerPage.goto("/login");
  await expect(
    strangerPage.getByText("Just created your account? Open the link in the email we sent you first."),
  ).toBeVisible();
  await strangerPage.getByLabel("Email").fill(email);
  await strangerPage.getByLabel("Password").fill("another-password");
  await strangerPage.getByRole("button", { name: "Sign in" }).click();
  await expect(strangerPage.getByRole("alert")).toHaveText("Invalid email or password");
  await stranger.close();
});

test("a confirmation link that is not valid lands on the sign-in page, which says so", async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=expired-or-forged&callbackURL=%2Fassessment");
  await expect(page).toHaveURL(/\/login\?verification=failed$/);
  await expect(page.getByRole("alert")).toHaveText(/This confirmation link has expired or is no longer valid/);
});

test("signup validates before sending", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 8 characters");
  await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await page.getByLabel("Confirm Password").fill("long-enough-2");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
});

test("account screens have no serious accessibility violations", async ({ page }) => {
  for (const path of ["/login", "/signup", "/reset-password", "/update-password?token=abc"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});
