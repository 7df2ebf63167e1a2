import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { loadKnowledgeBase } from "../../src/server/nutrition/kb/load.ts";
import { shoppingName } from "../../src/server/nutrition/meals/describe.ts";
import { openAnsweredWizard, submitAssessment } from "./account-helpers.ts";
import { wizardAnswers } from "./assessment-helpers.ts";
import { confirmationLink, expect, expectAccessible, signedUp, test, testPassword, uniqueEmail } from "./fixtures.ts";

// The dashboard on the default app (offline engine): signed out, then a person with two assessments (at the
// default size and on a phone).

/** A date as the dashboard writes it: "March 3, 2026". */
const longDate = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

/**
 * Words for what a vegan does not eat, and for nuts (the person is allergic), written here rather than taken from
 * the app's rules so a rule that went missing is caught. Plant milks and butters ("soy milk", "peanut butter")
 * are not animal products, nor are oyster mushrooms; a nut one is caught by the nut list. Every knowledge-base food
 * tagged animal, honey, tree nut or peanut is caught by these words alone.
 */
const animalProduct =
  /\b(meat|beef|veal|pork|ham|bacon|sausages?|lamb|mutton|goat|venison|bison|rabbit|chicken|turkey|duck|goose|liver|kidneys?(?! beans?)|offal|fish|salmon|tuna|cod|herring|sardines?|mackerel|trout|anchov(?:y|ies)|halibut|tilapia|pollock|haddock|catfish|caviar|roe|shellfish|seafood|shrimps?|prawns?|crabs?|lobsters?|(?<!mushrooms, |mushrooms \()oysters?|mussels?|clams?|scallops?|squid|octopus|eggs?|yolks?|(?<!(?:soy|oat|almond|rice|coconut|hemp|cashew|pea|plant|nut|seed) )(?:milk|butter|cream|yogh?urt)|buttermilk|cheeses?|whey|casein|ghee|kefir|honey|gelatine?|lard)\b/i;
const nut = /\b(nuts?|walnuts?|almonds?|cashews?|pecans?|pistachios?|hazelnuts?|macadamias?|peanuts?|chestnuts?)\b/i;

/**
 * The knowledge base's own word on each plan food (its foods and the cooking staples: bread, oil, pasta...): its tags
 * (animal, honey, tree_nut, peanut), by the name the plan gives it ("Oats (rolled)" for "Oats, rolled, dry").
 */
const kb = loadKnowledgeBase();
const kbTags = new Map(
  [...kb.foods, ...kb.staples].map((food) => [shoppingName(food), food.tags as readonly string[]]),
);

/**
 * The plan's ingredients: each recipe's "Per serving: Oats, rolled, dry 50 g; Blueberries 75 g." line and each
 * shopping-list line ("- Blueberries: 530 g"), as the food's name without its amount.
 */
function planItems(plan: string): string[] {
  const recipes = plan.split("\n").flatMap((line) => /^Per serving: (.+)\.$/.exec(line)?.[1]?.split("; ") ?? []);
  const shopping = plan.split("\n").flatMap((line) => /^- ([^*][^:]*): [\d,.]+ k?g\b/.exec(line)?.[1] ?? []);
  return [...recipes.map((item) => item.replace(/ [\d,.]+ k?g$/, "")), ...shopping];
}

/** Why a plan item is not for a vegan with a nut allergy; null when nothing says so. */
function unsuitable(name: string): string | null {
  const tags = kbTags.get(name);
  if (!tags) return "not a knowledge-base food";
  const bad = tags.filter((tag) => ["animal", "honey", "tree_nut", "peanut"].includes(tag));
  if (bad.length > 0) return bad.join(", ");
  return animalProduct.test(name) ? "named as an animal product" : nut.test(name) ? "named as a nut" : null;
}

async function todayInPage(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Date().toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }),
  );
}

test("signed out: the empty state, nothing fetched, and Sign In comes back to the dashboard", async ({
  page,
  request,
  app,
}) => {
  const email = uniqueEmail("dash");
  const created = await request.post("/api/auth/sign-up/email", {
    data: { email, password: testPassword, name: "" },
    headers: { origin: app.url },
  });
  expect(created.ok()).toBe(true);
  // Confirmed in another client (this page stays signed out).
  expect((await request.get(await confirmationLink(app.url, email))).ok()).toBe(true);
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

test("two assessments: history, chart, latest figures, a vegan's foods, the weekly plan, View Full Report", async ({
  page,
}) => {
  await signedUp(page);
  // First: a vegetarian with a nut allergy (the wizard helper's answers, sent through the API).
  await submitAssessment(page);

  // Second, submitted from the wizard (its answers given beforehand): the same person, now vegan and sleeping well.
  await openAnsweredWizard(page, { ...wizardAnswers, dietType: "vegan", sleepQuality: "good" });
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(page).toHaveURL(/\/assessment\/results\?id=/);
  const latestId = new URL(page.url()).searchParams.get("id")!;
  await page.getByRole("button", { name: "Save Results" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const main = page.getByRole("main");
  await expect(main.getByText(/^Completed on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  for (const name of [
    "Lifestyle Factors",
    "Key Recommendations",
    "Nutrient Status",
    "Recommended Foods",
    "Meal Plan",
    "Your Progress",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  // Latest figures: moderate 20 + daily fruit and veg 30 + good sleep 20 + medium stress 15.
  await expect(main.getByText("85/100", { exact: true }).first()).toBeVisible();
  const factors = main.getByRole("region", { name: "Lifestyle Factors" });
  // The wizard's labels, not the stored values (`moderate`, `good`, `medium`).
  const factor = (label: string) =>
    factors.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd");
  await expect(factor("Activity level")).toHaveText("Moderate (3-4 times a week)");
  await expect(factor("Sleep quality")).toHaveText("Good");
  await expect(factor("Stress level")).toHaveText("Medium");
  await expect(factor("Dietary preferences")).toHaveText(/^VeganAllergies: Nuts$/);
  await expect(main.getByRole("definition").filter({ hasText: "90%" })).toBeVisible();
  // Little sun, but the helper's person takes vitamin D: not "Low"; as a vegan, omega-3 without a supplement is.
  const status = main.getByRole("region", { name: "Nutrient Status" }).getByRole("listitem");
  await expect(status.first()).toContainText(/Vitamin D\s*85%\s*Good/);
  await expect(status.last()).toContainText(/Omega-3\s*40%\s*Low/);

  // A vegan with a nut allergy: no animal foods and no nuts, each replacement saying what it stands for.
  const foods = main.getByRole("region", { name: "Recommended Foods" });
  const names = await foods.getByRole("heading", { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThan(2);
  for (const name of names) expect(name).not.toMatch(animalProduct);
  for (const name of names) expect(name).not.toMatch(nut);
  await expect(foods).toContainText("Instead of salmon");
  await expect(foods).toContainText("Instead of walnuts");

  // Both assessments in the history, newest first, and the chart with its text alternative.
  const progress = main.getByRole("region", { name: "Your Progress" });
  const rows = progress.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  // Each row: its date (both taken today), score and balance (vegetarian or vegan 20 + daily fruit and veg 40 +
  // supplements sometimes 30).
  const today = await todayInPage(page);
  expect(today).toMatch(longDate);
  for (const [index, score] of [
    [1, "85/100"],
    [2, "80/100"],
  ] as const) {
    await expect(rows.nth(index).getByRole("rowheader")).toHaveText(today);
    await expect(rows.nth(index).getByRole("cell")).toHaveText([score, "90%"]);
  }
  const chart = progress.getByRole("img", { name: "Score and balance over time" });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/^2 assessments from .* score from 80 to 85 out of 100/);
  await expectAccessible(page);

  // The weekly plan: its name, seven days, four meals a day, nothing the person cannot eat, the note.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("button", { name: "Download Weekly Plan" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("FoodFirst-Weekly-Plan.md");
  const plan = await readFile((await download.path())!, "utf8");
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    expect(plan).toMatch(new RegExp(`^${day}$`, "m"));
  for (const meal of ["Breakfast", "Lunch", "Dinner", "Snack"])
    expect(plan.match(new RegExp(`\\*\\*${meal}:\\*\\*`, "g"))).toHaveLength(7);
  // Every ingredient of every meal, and of the shopping list, is a knowledge-base food that is neither an animal
  // product nor a nut, by its tags and its name.
  const items = planItems(plan);
  expect(items.length).toBeGreaterThanOrEqual(7 * 4);
  expect(plan).toMatch(/^_About [\d,]+ kcal, \d+ g protein and \d+ g fibre for the day\._$/m);
  expect(items.flatMap((name) => (unsuitable(name) ? [`${name}: ${unsuitable(name)}`] : []))).toEqual([]);
  // The foods to add, named only as what they replace ("Chia seeds (instead of salmon)").
  const added = plan
    .split("\n")
    .flatMap((line) => /^- \*\*(.+?)\*\* \(/.exec(line)?.[1]?.replace(/ \(instead of [a-z ]+\)$/, "") ?? []);
  expect(added.length).toBeGreaterThan(2);
  for (const name of added) expect(name).not.toMatch(animalProduct);
  for (const name of added) expect(name).not.toMatch(nut);
  expect(plan).toContain("not medical advice");

  // View Full Report opens the latest assessment's results, which survive a reload.
  await main.getByRole("link", { name: "View Full Report" }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment/results\\?id=${latestId}$`));
  await page.reload();
  await expect(page.getByRole("article")).toContainText("Ada, you follow a vegan diet");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("390x844 with two assessments: the chart shows, nothing scrolls sideways, axe-clean", async ({ page }) => {
    await signedUp(page);
    await submitAssessment(page);
    await submitAssessment(page);
    await page.goto("/dashboard");
    const main = page.getByRole("main");
    await expect(main.getByText(/^Completed on /)).toBeVisible();

    const progress = main.getByRole("region", { name: "Your Progress" });
    const chart = progress.getByRole("img", { name: "Score and balance over time" });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(progress.getByRole("table").getByRole("row")).toHaveCount(3);

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.viewport).toBe(390);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.body).toBeLessThanOrEqual(widths.viewport);
    await expectAccessible(page);
  });
});
