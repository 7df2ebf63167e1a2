import type { Page } from "@playwright/test";
import { submitAssessment } from "./account-helpers.ts";
import { expect, expectAccessible, signedUp, test } from "./fixtures.ts";
import { layoutTexts } from "../../src/shared/texts/common.ts";
import { resultsTexts } from "../../src/shared/texts/assessment.ts";
import { dashboardTexts } from "../../src/shared/texts/dashboard.ts";

// The signed-in results page and dashboard arrive as HTML rendered for the person (decision 030) and become the app
// in place: nothing mismatches, the written assessment is not parsed again in the browser, and every action works.

test.use({ viewport: { width: 390, height: 844 } });

/** Errors the page reports (a hydration mismatch is one), and the scripts it loads. */
function watch(page: Page) {
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return { errors, scripts };
}

/** The app has taken over the server's HTML: the header's menu button is enabled only then. */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: layoutTexts.openMenu })).toBeEnabled();
}

test("the results page and the dashboard arrive rendered for the person and become the app: their actions work", async ({
  page,
}) => {
  await signedUp(page);
  const id = await submitAssessment(page);
  const { errors, scripts } = watch(page);

  const response = await page.goto(`/assessment/results?id=${id}`);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  const html = (await response?.text()) ?? "";
  // In the document itself: the summary with its actions, and the written assessment.
  expect(html).toContain(resultsTexts.summary);
  expect(html).toContain(resultsTexts.save);
  expect(html).toContain("Sample One-Day Meal Plan");
  await hydrated(page);
  const summary = page.getByRole("region", { name: resultsTexts.summary });
  await expect(summary.getByText(/^\d+\/100$/)).toBeInViewport();
  await expect(page.getByRole("article").getByRole("heading", { level: 2, name: "Summary" })).toBeAttached();
  // The completed text came parsed (its tree, raw HTML dropped): the browser never loads the Markdown parser for it,
  // only the components that render the tree with the page's rules.
  expect(scripts.filter((script) => /\/(markdown|results-text)-(?!tree-)[\w-]+\.js$/.test(script))).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    summary.getByRole("button", { name: resultsTexts.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Ada-Assessment-Results.md");
  await expectAccessible(page);

  // Save goes on to the dashboard inside the app.
  await summary.getByRole("button", { name: resultsTexts.save }).click();
  await expect(page.getByText(resultsTexts.saved)).toBeVisible();
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: dashboardTexts.headings.nutrientStatus })).toBeVisible();

  // The dashboard as a new visit: rendered for the person, then the app; View Full Report opens the results.
  const dashboard = await page.reload();
  expect(dashboard?.headers()["cache-control"]).toBe("private, no-store");
  expect(await dashboard?.text()).toContain(dashboardTexts.headings.nutrientStatus);
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole("link", { name: dashboardTexts.actions.viewReport }).click();
  await page.waitForURL(`**/assessment/results?id=${id}`);
  await expect(page.getByRole("article").getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
  await expect(page.getByRole("region", { name: resultsTexts.summary })).toBeVisible();

  expect(errors).toEqual([]);
});

test("signed out, the dashboard is the app's page for visitors, rendered in the browser", async ({ page }) => {
  const response = await page.goto("/dashboard");
  expect(response?.headers()["cache-control"]).toBe("no-cache");
  expect(await response?.text()).not.toContain(dashboardTexts.headings.nutrientStatus);
  await expect(page.getByRole("link", { name: layoutTexts.signIn }).first()).toBeVisible();
});
