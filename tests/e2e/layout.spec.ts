import { expect, expectAccessible, signedUp, test, uniqueEmail } from "./fixtures.ts";
import { layoutTexts } from "../../src/shared/texts/common.ts";

test("home shows the tagline, services, reasons and calls to action", async ({ page, app }) => {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(app.url) && !request.url().startsWith("data:")) external.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByText("Discover how whole foods can provide better nutrition than supplements.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Assessment" })).toHaveCount(2);
  await expect(page.getByRole("link", { name: /^Get Started/ })).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Why Choose Whole Foods" })).toBeVisible();
  for (const name of ["Complete Nutrition", "Better Absorption", "Cost Effective"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
  expect(external).toEqual([]);
  await expectAccessible(page);
});

test("Start Assessment asks a signed-out visitor to sign in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Start Assessment" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status").filter({ hasText: "Sign in to take the assessment." })).toBeVisible();
  await expectAccessible(page);
});

test("the header turns white with a shadow once scrolled past 10 px", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("newsletter: success, then the duplicate toast for the same email in other case", async ({ page }) => {
  const email = uniqueEmail("news");
  await page.goto("/");
  const input = page.getByLabel("Email address");
  await input.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
  await expect(input).toHaveValue("");
  await input.fill(`  ${email.toUpperCase()} `);
  await page.getByRole("button", { name: "Subscribe" }).click();
  const duplicate = page.getByText("You're already subscribed!");
  await expect(duplicate).toBeVisible();
  // Newest on top, and gone after 5 s.
  await expect(page.getByRole("region", { name: layoutTexts.notifications }).getByRole("status").first()).toHaveText(
    "You're already subscribed!",
  );
  await expect(duplicate).toBeHidden({ timeout: 7000 });
});

test("newsletter refuses a bad email with a clear message", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
});

test("an unknown path answers 404 with Page Not Found and a link home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an address like /.env answers 404, while the app's pages still load on reload", async ({ page }) => {
  expect((await page.goto("/.env"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  expect((await page.goto("/dashboard"))?.status()).toBe(200);
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.getByText("No assessment data found. Please complete an assessment.")).toBeVisible();
});

test("a toast never covers the header's Sign Out", async ({ page }) => {
  await signedUp(page);
  await page.goto("/");
  await page.getByLabel("Email address").fill(uniqueEmail("toast"));
  await page.getByRole("button", { name: "Subscribe" }).click();
  const toast = page.getByRole("region", { name: layoutTexts.notifications }).getByRole("status");
  await expect(toast).toHaveText("Successfully subscribed to our newsletter!");
  const signOut = page.getByRole("banner").getByRole("button", { name: "Sign Out" });
  const [toastBox, buttonBox] = [await toast.boundingBox(), await signOut.boundingBox()];
  expect(toastBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
  // While the toast shows, Sign Out takes the click (Playwright fails a click another element would receive).
  await signOut.click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, lists the pages and closes on navigation", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
  });

  test("Escape closes the menu and returns the focus to its toggle", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Blog" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });
});
