import { submitAssessment } from "./account-helpers.ts";
import { expect, expectAccessible, signUp, signedUp, test } from "./fixtures.ts";
import { resultsTexts } from "../../src/shared/texts/assessment.ts";

// The results page as a person on a phone meets it: the summary and its actions first, then the written
// assessment; and the results email as a phone's mail app shows it.

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the summary, its three actions and Save / Download / Email are above the fold; the email's HTML reads on a phone", async ({
    page,
    app,
  }) => {
    const { email } = await signedUp(page);
    await page.goto(`/assessment/results?id=${await submitAssessment(page)}`);
    const summary = page.getByRole("region", { name: resultsTexts.summary });
    await expect(summary.getByRole("button", { name: "Save Results" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));

    const fold = page.viewportSize()!.height;
    await expect(summary.getByText(/^\d+\/100$/)).toBeInViewport();
    await expect(summary.getByRole("listitem")).toHaveCount(3);
    for (const name of ["Save Results", "Download Results", "Email Results"]) {
      const box = (await summary.getByRole("button", { name }).boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(fold);
    }
    // The written assessment follows (its contents are shown beside it only on wide screens).
    await expect(page.getByRole("article").getByRole("heading", { level: 2, name: "Summary" })).toBeAttached();
    await expect(page.getByRole("navigation", { name: resultsTexts.contents })).toBeHidden();
    await expectAccessible(page);

    await summary.getByRole("button", { name: "Email Results" }).click();
    await expect(page.getByText("Results have been emailed to your registered email address!")).toBeVisible();
    let html = "";
    await expect(async () => {
      // The results email, not the sign-up's confirmation.
      const mail = (await app.outbox()).find((m) => m.to.includes(email) && m.attachments.length > 0);
      expect(mail?.html).toBeTruthy();
      expect(mail?.text).not.toMatch(/^## /m);
      expect(mail?.attachments[0]?.filename).toBe("Ada-Assessment-Results.md");
      html = mail!.html!;
    }).toPass();

    // As a mail app on this phone shows it: the parts as headings, a link back, nothing wider than the screen.
    const mailPage = await page.context().newPage();
    await mailPage.setContent(html);
    await expect(mailPage.getByRole("heading", { level: 1, name: "Your Personalized Results" })).toBeVisible();
    await expect(mailPage.getByRole("heading", { level: 2, name: "Sample One-Day Meal Plan" })).toBeVisible();
    await expect(mailPage.getByRole("link", { name: "Read your results online" })).toHaveAttribute("href", page.url());
    expect(await mailPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(mailPage);
    await mailPage.close();
  });
});

test("on a wide screen the written assessment's parts are a table of contents beside it, a jump to one landing there even on a slow CPU", async ({
  page,
}) => {
  await signUp(page);
  // Eight times slower: the contents are clicked while the server-rendered page is still becoming the app, whose
  // hydration used to lose the jump.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.goto(`/assessment/results?id=${await submitAssessment(page)}`);
  await expect(page.getByRole("button", { name: "Save Results" })).toBeVisible();
  const contents = page.getByRole("navigation", { name: resultsTexts.contents });
  await expect(contents.getByRole("link")).toHaveCount(7);
  await contents.getByRole("link", { name: "Follow-Up Recommendations" }).click();
  await expect(page.getByRole("article").getByRole("heading", { name: "Follow-Up Recommendations" })).toBeInViewport();
  await expectAccessible(page);
});
