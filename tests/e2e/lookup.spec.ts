import type { Page } from "@playwright/test";
import { expect, expectAccessible, signedUp, test } from "./fixtures.ts";

/** Fills the lookup form and waits for the request to finish (the button reads its label again). */
async function lookUp(page: Page, name: string, dosage = "") {
  await page.getByRole("combobox", { name: "Supplement Name" }).fill(name);
  await page.getByRole("combobox", { name: "Supplement Name" }).press("Escape");
  await page.getByLabel(/^Dosage/).fill(dosage);
  await page.getByRole("button", { name: "Find Whole Food Alternatives" }).click();
  await expect(page.getByRole("button", { name: "Find Whole Food Alternatives" })).toBeVisible();
}

test.describe("Supplements vs Whole Foods", () => {
  test.beforeEach(async ({ page }) => {
    await signedUp(page);
    await page.goto("/supplements-vs-foods");
    await expect(page.getByRole("heading", { name: "Supplements vs Whole Foods", level: 1 })).toBeVisible();
  });

  test("Vitamin D 1000 IU: three foods with servings to match, real ratings, no external requests", async ({
    page,
    app,
  }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(app.url) && !request.url().startsWith("data:")) external.push(request.url());
    });
    const button = page.getByRole("button", { name: "Find Whole Food Alternatives" });
    await expect(button).toBeDisabled();
    await lookUp(page, "Vitamin D", "1000 IU");

    await expect(page.getByRole("heading", { name: "Vitamin D", level: 2 })).toBeVisible();
    const cards = page.getByTestId("food-card");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByText(/(serving matches|servings match) your 1000 IU\./)).toBeVisible();
      await expect(card.getByText(/Vitamin D/).first()).toBeVisible();
      await expect(card.getByText(/% DV\)/).first()).toBeVisible();
      await expect(card.getByText(/^Serving: /)).toBeVisible();
      await expect(card.locator("img")).toHaveJSProperty("complete", true);
      expect(await card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    for (const label of ["Effectiveness", "Cost Efficiency", "Safety"])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText("4.5 out of 5").first()).toBeVisible();
    await expect(page.getByText(/Editorial ratings by FoodFirst/)).toBeVisible();
    await expect(page.getByTestId("lookup-announcement")).toHaveText(
      /Results for Vitamin D: 3 whole food alternatives\./,
    );
    await expect(page.getByRole("link", { name: "Start Assessment" })).toHaveAttribute("href", "/assessment");
    expect(external).toEqual([]);
    await expectAccessible(page);
  });

  test("with the diet set to vegan, fish oil shows no fish", async ({ page }) => {
    await page.getByRole("combobox", { name: "Diet" }).selectOption("vegan");
    await lookUp(page, "fish oil");
    await expect(page.getByRole("heading", { name: "Fish oil", level: 2 })).toBeVisible();
    await expect(page.getByTestId("filter-line")).toContainText("Filtered for a vegan diet");
    const cards = page.getByTestId("food-card");
    await expect(cards.first()).toBeVisible();
    const names = await cards.getByRole("heading", { level: 4 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      expect(name).not.toMatch(
        /salmon|sardine|mackerel|herring|trout|tuna|cod|anchov|halibut|tilapia|catfish|caviar|fish/i,
      );
    await expect(page.getByText(/ALA/).first()).toBeVisible();
  });

  test('"xyz" shows no match with suggestions, and a suggestion can be looked up', async ({ page }) => {
    await lookUp(page, "xyz");
    const noMatch = page.getByTestId("no-match");
    await expect(noMatch.getByRole("heading", { name: 'No match for "xyz".' })).toBeVisible();
    const suggestion = noMatch.getByRole("button", { name: "Magnesium" });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page.getByRole("heading", { name: "Magnesium", level: 2 })).toBeVisible();
  });

  test("melatonin explains that no food replaces it", async ({ page }) => {
    await lookUp(page, "melatonin", "3 mg");
    await expect(page.getByRole("heading", { name: "Melatonin", level: 2 })).toBeVisible();
    const note = page.getByTestId("no-food-equivalent");
    await expect(note.getByRole("heading", { name: "No food replaces this supplement" })).toBeVisible();
    await expect(note).toContainText("No food replaces melatonin");
    await expect(page.getByTestId("food-card")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an unreadable dose is explained under Dosage, and a dose above the upper limit gets a caution", async ({
    page,
  }) => {
    await lookUp(page, "Vitamin D", "lots");
    await expect(page.getByText(/couldn't find an amount in "lots"/)).toBeVisible();
    await expect(page.getByLabel(/^Dosage/)).toHaveAttribute("aria-invalid", "true");
    await lookUp(page, "Vitamin D", "10,000 IU");
    await expect(page.getByTestId("ul-caution")).toContainText(
      "above the adult Tolerable Upper Intake Level of 100 µg (4000 IU)",
    );
  });

  test("autocomplete suggests a name despite a typo", async ({ page }) => {
    const input = page.getByRole("combobox", { name: "Supplement Name" });
    await input.fill("magnesum");
    await expect(page.getByRole("option", { name: "Magnesium" })).toBeVisible();
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(input).toHaveValue("Magnesium");
  });
});

test("the lookup asks a signed-out visitor to sign in", async ({ page }) => {
  await page.goto("/supplements-vs-foods");
  await expect(page).toHaveURL(/\/login$/);
});
