import { readFile } from "node:fs/promises";
import { answerAllSteps, choose, next } from "./assessment-helpers.ts";
import { expect, expectAccessible, signUp, test, testPassword, uniqueEmail } from "./fixtures.ts";

// The dashboard on the default app (offline engine): signed out, then a person with two assessments.

test("signed out: the empty state, nothing fetched, and Sign In comes back to the dashboard", async ({ page, request, app }) => {
  const email = uniqueEmail("dash");
  const created = await request.post("/api/auth/sign-up/email", { data: { email, password: testPassword, name: "" }, headers: { origin: app.url } });
  expect(created.ok()).toBe(true);
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/api/dashboard")) asked.push(sent.url());
  });

  await page.goto("/dashboard");
  const main = page.getByRole("main");
  await expect(main.getByText("No assessment data found. Please complete an assessment.")).toBeVisible();
  await expectAccessible(page);
  expect(asked).toEqual([]);

  await main.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in with no assessment yet: the same words, and the way to the assessment.
  await expect(main.getByText("No assessment data found. Please complete an assessment.")).toBeVisible();
  await expect(main.getByRole("link", { name: "Start Assessment" })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
});

test("two assessments: history, chart, latest figures, a vegan's foods, the weekly plan, View Full Report", async ({ page }) => {
  await signUp(page);
  // First: a vegetarian with a nut allergy (the helper's answers).
  await answerAllSteps(page, { firstName: "Ada" });
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(page).toHaveURL(/\/assessment\/results\?id=/);
  await expect(page.getByRole("button", { name: "Save Results" })).toBeVisible();

  // Second: the same person, now vegan and sleeping well.
  await page.goto("/assessment");
  await answerAllSteps(page, { firstName: "Ada" });
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  await choose(page, /Which diet/, "Vegan");
  await next(page);
  await choose(page, /sleep quality/, "Good");
  await next(page);
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(page).toHaveURL(/\/assessment\/results\?id=/);
  const latestId = new URL(page.url()).searchParams.get("id")!;
  await page.getByRole("button", { name: "Save Results" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const main = page.getByRole("main");
  await expect(main.getByText(/^Completed on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  for (const name of ["Lifestyle Factors", "Key Recommendations", "Nutrient Status", "Recommended Foods", "Meal Plan", "Your Progress"]) {
    await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  // Latest figures: moderate 20 + daily fruit and veg 30 + good sleep 20 + medium stress 15.
  await expect(main.getByText("85/100", { exact: true }).first()).toBeVisible();
  const factors = main.getByRole("region", { name: "Lifestyle Factors" });
  await expect(factors).toContainText("Moderate (3-4 times a week)");
  await expect(factors).toContainText("Vegan");
  await expect(factors).toContainText("Allergies: Nuts");
  await expect(main.getByRole("definition").filter({ hasText: "90%" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Nutrient Status" }).getByRole("listitem").first()).toContainText(/Vitamin D\s*30%\s*Low/);

  // A vegan with a nut allergy: no animal foods and no nuts, each replacement saying what it stands for.
  const foods = main.getByRole("region", { name: "Recommended Foods" });
  const names = await foods.getByRole("heading", { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThan(2);
  expect(names.join(" | ")).not.toMatch(/salmon|egg|walnut|milk|cheese|yogurt|fish|chicken|beef/i);
  await expect(foods).toContainText("Instead of salmon");
  await expect(foods).toContainText("Instead of walnuts");

  // Both assessments in the history, newest first, and the chart with its text alternative.
  const progress = main.getByRole("region", { name: "Your Progress" });
  const rows = progress.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("85/100");
  await expect(rows.nth(2)).toContainText("80/100");
  const chart = progress.getByRole("img", { name: "Score and balance over time" });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/^2 assessments from .* score from 80 to 85 out of 100/);
  await expectAccessible(page);

  // The weekly plan: its name, seven days, four meals a day, nothing the person cannot eat, the note.
  const [download] = await Promise.all([page.waitForEvent("download"), main.getByRole("button", { name: "Download Weekly Plan" }).click()]);
  expect(download.suggestedFilename()).toBe("FoodFirst-Weekly-Plan.md");
  const plan = await readFile((await download.path())!, "utf8");
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) expect(plan).toMatch(new RegExp(`^${day}$`, "m"));
  for (const meal of ["Breakfast", "Lunch", "Dinner", "Snack"]) expect(plan.match(new RegExp(`\\*\\*${meal}:\\*\\*`, "g"))).toHaveLength(7);
  expect(plan.replace(/\(instead of [a-z ]+\)/g, "")).not.toMatch(/salmon|egg|walnut|cheese|yogurt|chicken|beef/i);
  expect(plan).toContain("not medical advice");

  // View Full Report opens the latest assessment's results, which survive a reload.
  await main.getByRole("link", { name: "View Full Report" }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment/results\\?id=${latestId}$`));
  await page.reload();
  await expect(page.getByRole("article")).toContainText("Ada, you follow a vegan diet");
});
