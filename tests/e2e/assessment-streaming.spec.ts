import { scriptedAssessment } from "../support/fake-openai.ts";
import { openAnsweredWizard } from "./account-helpers.ts";
import { expect, signedUp } from "./fixtures.ts";
import { test } from "./model-fixtures.ts";

// The assessment written by a language model: a fake OpenAI-compatible server on loopback,
// scripted per test, with the real server pointed at it. Each journey submits from the wizard's last step, its
// answers given beforehand (filling the steps is assessment.spec.ts's).

test.describe.configure({ mode: "serial" });

test("the text appears while it is being written, and reload shows the same results", async ({ page, fake }) => {
  const reply = scriptedAssessment(300);
  fake.script({ kind: "text", text: reply, tokensPerSecond: 50 }); // about 6 s in all
  await signedUp(page);
  await openAnsweredWizard(page);
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(
    page
      .getByRole("button", { name: "Processing..." })
      .or(page.getByRole("heading", { name: "Your Personalized Results" })),
  ).toBeVisible();

  const article = page.getByRole("article");
  // The first part shows while the text is still being written (the reply takes about 6 s): the last part has not
  // arrived yet, and the actions wait for the end. How soon the first words show is the bench's (chat and
  // assessment sections), not a timed test's.
  await expect(article.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
  await expect(article).toHaveAttribute("aria-busy", "true");
  await expect(article.getByRole("heading", { name: "Follow-Up Recommendations" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save Results" })).toHaveCount(0);

  await expect(article.getByRole("heading", { name: "Follow-Up Recommendations" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Save Results" })).toBeVisible();
  await expect(article).toHaveAttribute("aria-busy", "false");
  const text = await article.innerText();
  await page.reload();
  await expect(page.getByRole("article")).toHaveText(text);
});

test("a reply with a javascript: link renders no such link", async ({ page, fake }) => {
  fake.script({
    kind: "text",
    text: "## Summary\n\nClick [x](javascript:alert(1)) or [this](JAVASCRIPT:alert(2)) and see ![pixel](https://tracker.example/p.png).\n\n<script>alert(3)</script>\n\n## Whole-Food Recommendations\n\nLentils.",
  });
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signedUp(page);
  await openAnsweredWizard(page);
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  const article = page.getByRole("article");
  await expect(article.getByText("Lentils.")).toBeVisible();
  await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect(article.getByRole("link", { name: "x", exact: true })).toHaveCount(0);
  await expect(article.locator("img")).toHaveCount(0);
  await expect(article.locator("script")).toHaveCount(0);
  await article.getByText("x", { exact: true }).click();
  expect(dialogs).toBe(0);
});

test("a failed generation keeps the answers and a retry writes the assessment", async ({ page, fake }) => {
  fake.script(
    { kind: "error", status: 401, message: "Incorrect API key provided" },
    { kind: "text", text: "## Summary\n\nSecond try worked." },
  );
  await signedUp(page);
  await openAnsweredWizard(page);
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(
    page.getByText("Sorry, we encountered an error while processing your assessment. Please try again later."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("article").getByText("Second try worked.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Results" })).toBeVisible();
});
