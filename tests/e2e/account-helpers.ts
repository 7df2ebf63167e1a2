import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { answerAllSteps } from "./assessment-helpers.ts";
import { expect } from "./fixtures.ts";

/** Answers the wizard and submits; waits until the offline engine's text is on the results page. */
export async function completeAssessment(page: Page) {
  await page.goto("/assessment");
  await answerAllSteps(page, { firstName: "Ada" });
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(page).toHaveURL(/\/assessment\/results\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole("article").getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
  // Written to the end (Save appears then), so a page visited next sees it completed, not still being written.
  await expect(page.getByRole("button", { name: "Save Results" })).toBeVisible();
  return new URL(page.url()).searchParams.get("id") ?? "";
}

/** Presses "Download my data" on /account and reads the file the browser saved. */
export async function downloadMyData(page: Page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^foodfirst-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile(await download.path(), "utf8"));
}
