import { suggestedQuestions } from "../../src/shared/chat.ts";
import { chatErrorTexts, chatTexts } from "../../src/shared/texts/chat.ts";
import { offlineChatTexts } from "../../src/shared/texts/offline-chat.ts";
import { expect, expectAccessible, signedUp, test } from "./fixtures.ts";

// The nutrition chat with the offline engine (no AI provider configured): the suggested questions, the
// conversation kept across a reload, the keyboard, and a message that could not be sent.

test("each suggested question is answered by the offline engine, and a reload shows the same conversation", async ({
  page,
}) => {
  await signedUp(page);
  await page.goto("/nutritionist");
  await expect(page.getByRole("heading", { level: 1, name: chatTexts.title })).toBeVisible();
  await expect(page.getByText(chatTexts.greeting)).toBeVisible();
  await expect(page.getByText(chatTexts.footerOffline)).toBeVisible();
  const messages = page.getByRole("list", { name: chatTexts.messagesLabel });
  // Every answer heading-free: what it lists, then one follow-up question to end.
  const expected = [
    [offlineChatTexts.sourcesIntro("vitamin D"), "“How much vitamin D do I need?”"],
    [offlineChatTexts.replaceIntro("fish oil"), "“How much omega-3 do I need?”"],
    [offlineChatTexts.proteinIntro, "“How much protein do I need?”"],
    [offlineChatTexts.highInIntro("magnesium"), "“How much magnesium do I need?”"],
  ] as const;
  for (const [index, question] of suggestedQuestions.entries()) {
    await page.getByRole("button", { name: question }).click();
    const [said, followUp] = expected[index]!;
    await expect(messages.getByText(said, { exact: false })).toBeVisible();
    await expect(messages.getByText(followUp)).toBeVisible();
    await expect(messages).toHaveAttribute("aria-busy", "false");
  }
  await expect(messages.getByRole("heading")).toHaveCount(0);
  // Said once, in the first answer: the offline engine.
  await expect(messages.getByText(/offline nutrition engine/)).toHaveCount(1);
  await expect(messages.getByText(/Educational information, not medical advice/)).toHaveCount(4);
  await expect(messages.locator("time").first()).toHaveText(/just now|min ago|\d:\d\d [AP]M/);
  await expectAccessible(page);

  const before = await messages.innerText();
  await page.reload();
  await expect(messages.getByText(offlineChatTexts.highInIntro("magnesium"), { exact: false })).toBeVisible();
  expect(await messages.innerText()).toBe(before);
  const list = page.getByRole("navigation", { name: chatTexts.conversationsTitle });
  await expect(list.getByRole("button", { name: new RegExp(`^${suggestedQuestions[0]!.slice(0, 20)}`) })).toBeVisible();
  await expect(list.getByRole("button", { name: /^Delete/ })).toHaveCount(1);
});

test("Enter sends, Shift+Enter makes a new line; a message that cannot be sent stays in the box", async ({ page }) => {
  await signedUp(page);
  await page.goto("/nutritionist");
  const box = page.getByRole("textbox", { name: chatTexts.messageLabel });
  await box.fill("What's in lentils?");
  await box.press("Shift+Enter");
  await expect(box).toHaveValue("What's in lentils?\n");
  await box.press("Enter");
  const messages = page.getByRole("list", { name: chatTexts.messagesLabel });
  await expect(messages.getByText("Lentils, cooked", { exact: true })).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();

  await page.route("**/api/chat/conversations/*/messages", (route) => route.abort("internetdisconnected"));
  await box.fill("Foods high in iron");
  await box.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: chatErrorTexts.network_error })).toBeVisible();
  await expect(messages.getByText(chatErrorTexts.network_error)).toBeVisible();
  await expect(box).toHaveValue("Foods high in iron");

  await page.unroute("**/api/chat/conversations/*/messages");
  await page.route("**/api/chat/conversations/*/messages", (route) =>
    route.fulfill({ status: 500, body: "upstream broke" }),
  );
  await page.getByRole("button", { name: chatTexts.send }).click();
  await expect(page.getByRole("alert").filter({ hasText: chatErrorTexts.uncoded })).toBeVisible();
  await expect(messages.getByText(chatErrorTexts.uncoded)).toBeVisible();
  await expect(box).toHaveValue("Foods high in iron");
});

test("New conversation starts an empty one; Delete removes one from the list", async ({ page }) => {
  await signedUp(page);
  await page.goto("/nutritionist");
  await page.getByRole("button", { name: suggestedQuestions[3] }).click();
  const list = page.getByRole("navigation", { name: chatTexts.conversationsTitle });
  await expect(list.getByRole("button", { name: /^Which foods are high in magnesium/ })).toBeVisible();
  await list.getByRole("button", { name: chatTexts.newConversation }).click();
  await page.getByRole("button", { name: suggestedQuestions[2] }).click();
  await expect(list.getByRole("button", { name: /^Delete/ })).toHaveCount(2);
  await list.getByRole("button", { name: /Delete “Which foods are high in magnesium/ }).click();
  await expect(list.getByRole("button", { name: /^Delete/ })).toHaveCount(1);
  await expect(list.getByRole("button", { name: /^Is protein powder better/ })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width}x${viewport.height}: 20 messages leave no space below the footer; the composer stays in view; axe-clean`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signedUp(page);
    await page.goto("/nutritionist");
    const messages = page.getByRole("list", { name: chatTexts.messagesLabel });
    const box = page.getByRole("textbox");
    for (const [index, question] of [
      "hi",
      "What should I eat for breakfast?",
      "and for lunch?",
      "Is oatmeal good for me?",
      "How much iron do I need?",
      "Does coffee block iron?",
      "Is raw milk safe?",
      "Do carbs make you fat?",
      "How do I lose weight?",
      "thanks",
    ].entries()) {
      await box.fill(question);
      await box.press("Enter");
      // Each exchange adds two time stamps (the question and its answer) to the greeting's: wait for this one's
      // answer before the next question (aria-busy alone can still read "false" before the send has started).
      await expect(messages.locator("time")).toHaveCount(1 + 2 * (index + 1));
      await expect(messages).toHaveAttribute("aria-busy", "false");
    }
    await expect(messages.locator("time")).toHaveCount(21);
    // The page ends with the footer: hidden screen-reader text inside the scrolled list adds no height.
    const gap = await page.evaluate(() => {
      const footer = document.querySelector("footer")!.getBoundingClientRect();
      return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
    });
    expect(gap).toBeLessThanOrEqual(1);
    await expect(box).toBeInViewport();
    await expectAccessible(page);
    // For a person to look at: the screen after the conversation (test-results/).
    await page.screenshot({ path: testInfo.outputPath("chat.png") });
  });
}
