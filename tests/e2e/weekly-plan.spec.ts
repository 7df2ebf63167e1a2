import { readFile } from "node:fs/promises";
import { submitAssessment } from "./account-helpers.ts";
import { expect, expectAccessible, signedUp, test } from "./fixtures.ts";

// The weekly plan's shopping list, as a person meets it: printed from the dashboard (a page of its own, the same
// Markdown as the download) and in the downloaded file, aisle by aisle with quantities.

test("the weekly plan: named meals with the day's energy, the shopping list by aisle with quantities, printable", async ({
  page,
}) => {
  await signedUp(page);
  await submitAssessment(page);
  await page.goto("/dashboard");
  const main = page.getByRole("main");

  // The dashboard's day: named meals, the day's figures and the need they are sized to.
  const plan = main.getByRole("region", { name: "Meal Plan" });
  await expect(plan.getByRole("heading", { level: 3, name: "Breakfast" })).toBeVisible();
  await expect(plan.getByText(/^About [\d,]+ kcal, \d+ g protein and \d+ g fibre for the day\.$/)).toBeVisible();
  await expect(plan.getByText(/^Your estimated energy need: about [\d,]+ kcal a day/)).toBeVisible();

  await main.getByRole("link", { name: "Print Weekly Plan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/weekly-plan$/);
  const article = page.getByRole("main").getByRole("article");
  await expect(article.getByRole("heading", { name: "Monday" })).toBeVisible();
  const list = article.getByRole("heading", { name: "Shopping list for the week" });
  await expect(list).toBeVisible();
  for (const aisle of ["Fruit and vegetables", "Beans, grains and tins", "Nuts, seeds and dried fruit"]) {
    await expect(article.getByRole("heading", { level: 3, name: aisle })).toBeVisible();
  }
  // Quantities beside each item: "Blueberries: 530 g", "Carrots: 630 g (about 10 medium)".
  const fruit = article
    .getByRole("heading", { level: 3, name: "Fruit and vegetables" })
    .locator("xpath=following-sibling::ul[1]/li");
  expect(await fruit.count()).toBeGreaterThan(3);
  for (const item of await fruit.allTextContents())
    expect(item).toMatch(/^[^:]+: [\d,.]+ k?g( \(about \d+ [a-z]+\))?$/);
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();
  await expectAccessible(page);

  // Printed, the page is the plan alone: no header, footer or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The download carries the same list.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("main").getByRole("button", { name: "Download Weekly Plan" }).click(),
  ]);
  const text = await readFile((await download.path())!, "utf8");
  expect(text).toMatch(/^Shopping list for the week\n-+$/m);
  expect(text).toMatch(/^### Fruit and vegetables$/m);
  expect(text.slice(text.indexOf("### Fruit and vegetables"))).toMatch(/^- [^:]+: [\d,.]+ k?g/m);
});
