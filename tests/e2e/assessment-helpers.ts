import type { Page } from "@playwright/test";
import type { AssessmentAnswers } from "../../src/shared/assessment/schema.ts";
import { completeAnswers } from "../support/assessment-fixtures.ts";
import { expect } from "./fixtures.ts";

/** A group of choices by its question. */
export const group = (page: Page, question: RegExp | string) => page.getByRole("group", { name: question });

export async function choose(page: Page, question: RegExp | string, option: string) {
  await group(page, question).getByLabel(option, { exact: true }).check();
}

export async function next(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
}

/** What answerAllSteps(page, { firstName: "Ada" }) sends, in the API's words (submitAssessment sends it without the wizard). */
export const wizardAnswers: AssessmentAnswers = (() => {
  // The wizard types no last name and ticks running alone; the rest is the shared complete answers.
  const { lastName: _lastName, otherActivity: _otherActivity, ...answers } = completeAnswers;
  return { ...answers, activities: ["running"] };
})();

/** Answers every step with valid answers (a vegetarian with a nut allergy) and stops on step 5, ready to submit. */
export async function answerAllSteps(page: Page, options: { firstName?: string } = {}) {
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  if (options.firstName) await page.getByLabel("First Name").fill(options.firstName);
  await page.getByLabel("Year of Birth").fill("1985");
  await page.getByLabel("Weight (kg)").fill("62.5");
  await page.getByLabel("Height (cm)").fill("168");
  await choose(page, "Gender", "Female");
  await next(page);

  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await choose(page, /describe your lifestyle/, "Moderate (3-4 times a week)");
  await choose(page, /spend sitting/, "3 to 6 hours");
  await choose(page, /How often do you exercise/, "3-4 times a week");
  await group(page, /Which activities/)
    .getByLabel("Running")
    .check();
  await next(page);

  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  await choose(page, /Which diet/, "Vegetarian");
  await group(page, /food allergies/)
    .getByLabel("Nuts")
    .check();
  await choose(page, /vegetables and fruits/, "Daily");
  await choose(page, /meat or fish/, "Rarely");
  await choose(page, /dairy products/, "3-5 times a week");
  await choose(page, /fast food/, "Never");
  await choose(page, /take dietary supplements/, "Sometimes");
  await group(page, /Which supplements/)
    .getByLabel("Vitamin D")
    .check();
  await next(page);

  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await group(page, /health conditions/)
    .getByLabel("None")
    .check();
  await choose(page, /sleep quality/, "Fair");
  await choose(page, /stress level/, "Medium");
  await group(page, /health goals/)
    .getByLabel("Increase energy")
    .check();
  await next(page);

  await expect(page.getByText("Step 5 of 5")).toBeVisible();
  await choose(page, /water/, "1-2 litres");
  await choose(page, /alcohol/, "Rarely");
  await choose(page, "Do you smoke?", "No");
  await choose(page, /sunlight/, "Less than 30 minutes");
  await choose(page, /travel/, "2-4 times a year");
}
