import { readFile } from "node:fs/promises";
import { answerAllSteps, choose, group, next } from "./assessment-helpers.ts";
import { expect, expectAccessible, signUp, signedUp, test } from "./fixtures.ts";

// The assessment on the default app: no provider configured, so the offline engine writes.

test("the wizard: validation list, disabled Next with its tooltip, re-checking, Back to Dashboard", async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByRole("heading", { level: 1, name: "Nutrition Assessment" })).toBeVisible();
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "1. Personal Information" })).toBeVisible();
  await expectAccessible(page);

  // No errors before a Next attempt; then the bulleted list, with Next disabled and its tooltip.
  await expect(page.getByText("Year of birth is required")).toHaveCount(0);
  await next(page);
  const errors = page.getByRole("main").getByRole("listitem");
  await expect(errors).toHaveText([
    "Year of birth is required",
    "Gender is required",
    "Weight is required",
    "Height is required",
  ]);
  const nextButton = page.getByRole("button", { name: "Next" });
  await expect(nextButton).toBeDisabled();
  await expect(nextButton).toHaveAttribute("title", "Please complete all required fields before proceeding");
  await nextButton.hover({ force: true });
  await expect(page.getByRole("tooltip")).toHaveText("Please complete all required fields before proceeding");
  await expectAccessible(page);

  // Limits are enforced with clear messages, and the list follows the answers as they change.
  await page.getByLabel("Weight (kg)").fill("300");
  await expect(page.getByText("Weight must be between 20 and 250 kg").first()).toBeVisible();
  await page.getByLabel("Weight (kg)").fill("70");
  await page.getByLabel("Year of Birth").fill("1980");
  await page.getByLabel("Height (cm)").fill("180");
  await expect(errors).toHaveText(["Gender is required"]);
  await choose(page, "Gender", "Prefer not to say");
  await expect(errors).toHaveCount(0);
  await expect(nextButton).toBeEnabled();

  await page.getByRole("button", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the list rules: none replaces the list, other shows its box, supplements only when taken", async ({ page }) => {
  await signUp(page);
  await page.getByLabel("Year of Birth").fill("1990");
  await page.getByLabel("Weight (kg)").fill("80");
  await page.getByLabel("Height (cm)").fill("185");
  await choose(page, "Gender", "Male");
  await next(page);
  await choose(page, /describe your lifestyle/, "Active (more than 5 intense times a week)");
  await choose(page, /spend sitting/, "Less than 3 hours");
  await choose(page, /How often do you exercise/, "5 or more times a week");
  const activities = group(page, /Which activities/);
  await expect(page.getByLabel(/Other activity/)).toHaveCount(0);
  await activities.getByLabel("Other", { exact: true }).check();
  await page.getByLabel(/Other activity/).fill("Climbing");
  await activities.getByLabel("Other", { exact: true }).uncheck();
  await expect(page.getByLabel(/Other activity/)).toHaveCount(0);
  await next(page);

  const allergies = group(page, /food allergies/);
  await allergies.getByLabel("Lactose").check();
  await allergies.getByLabel("Other", { exact: true }).check();
  await page.getByLabel(/Other allergy/).fill("Sesame");
  await allergies.getByLabel("None").check();
  await expect(allergies.getByLabel("Lactose")).not.toBeChecked();
  await expect(allergies.getByLabel("Other", { exact: true })).not.toBeChecked();
  await expect(page.getByLabel(/Other allergy/)).toHaveCount(0);
  await allergies.getByLabel("Soy").check();
  await expect(allergies.getByLabel("None")).not.toBeChecked();

  await choose(page, /Which diet/, "Other");
  await page.getByLabel(/Describe your diet/).fill("Paleo");
  await choose(page, /Which diet/, "Mediterranean");
  await expect(page.getByLabel(/Describe your diet/)).toHaveCount(0);

  await expect(group(page, /Which supplements/)).toHaveCount(0);
  await choose(page, /take dietary supplements/, "Yes, regularly");
  await expect(group(page, /Which supplements/)).toBeVisible();
  await choose(page, /take dietary supplements/, "No");
  await expect(group(page, /Which supplements/)).toHaveCount(0);
});

test("answers are kept as a draft: a reload comes back to the same step", async ({ page }) => {
  await signUp(page);
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Year of Birth").fill("1975");
  await page.getByLabel("Weight (kg)").fill("58");
  await page.getByLabel("Height (cm)").fill("160");
  await choose(page, "Gender", "Female");
  await next(page);
  // The server copy is saved shortly after each change: wait for the one holding this answer.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/assessments/draft") &&
      response.request().method() === "PUT" &&
      (response.request().postDataJSON() as { answers: { lifestyle?: string } }).answers.lifestyle === "sedentary",
  );
  await choose(page, /describe your lifestyle/, "Sedentary (under 3 times a week)");
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await expect(group(page, /describe your lifestyle/).getByLabel("Sedentary (under 3 times a week)")).toBeChecked();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue("Grace");
});

test("offline engine: submit, results with its seven parts, reload, download, email, save", async ({ page, app }) => {
  const { email } = await signUp(page);
  await answerAllSteps(page, { firstName: "Ada" });
  await expectAccessible(page);
  await page.getByRole("button", { name: "Submit Assessment" }).click();

  await expect(page).toHaveURL(/\/assessment\/results\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Personalized Results" })).toBeVisible();
  const article = page.getByRole("article");
  await expect(article.getByText(/offline nutrition engine/)).toBeVisible();
  for (const part of [
    "Summary",
    "Key Areas for Improvement",
    "Whole-Food Recommendations",
    "Supplement Considerations",
    "Lifestyle Adjustments",
    "Sample One-Day Meal Plan",
    "Follow-Up Recommendations",
  ]) {
    await expect(article.getByRole("heading", { level: 2, name: part })).toBeVisible();
  }
  await expect(article).toContainText("Ada, you follow a vegetarian diet");
  // The not-medical-advice note is the text's own last paragraph (so a download and the email carry it too).
  await expect(article.getByText(/^Educational information, not medical advice\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Results" })).toBeVisible();
  await expectAccessible(page);

  // Reload (and so a bookmark) shows the same text, loaded from the server.
  const text = await article.innerText();
  await page.reload();
  await expect(page.getByRole("article")).toHaveText(text);

  // Download: <first name>-Assessment-Results.md with the full text.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Results" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Ada-Assessment-Results.md");
  const file = await readFile((await download.path())!, "utf8");
  expect(file).toContain("## Sample One-Day Meal Plan");
  expect(file).toContain("Ada, you follow a vegetarian diet");
  expect(file).toContain("not medical advice");

  // Email: really sent to the account's address.
  await page.getByRole("button", { name: "Email Results" }).click();
  await expect(page.getByText("Results have been emailed to your registered email address!")).toBeVisible();
  await expect(async () => {
    const mail = (await app.outbox()).find(
      (m) => m.to.includes(email) && m.subject === "Your FoodFirst nutrition assessment",
    );
    expect(mail?.subject).toBe("Your FoodFirst nutrition assessment");
    expect(mail?.text).toContain("Ada, you follow a vegetarian diet");
  }).toPass();

  // Save: toast, then the dashboard.
  await page.getByRole("button", { name: "Save Results" }).click();
  await expect(page.getByText("Results have been saved to your account!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("results without an assessment say so", async ({ page }) => {
  await signedUp(page);
  await page.goto("/assessment/results");
  await expect(page.getByText("Results are not available yet.")).toBeVisible();
  await page.goto("/assessment/results?id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Results are not available yet.")).toBeVisible();
});
