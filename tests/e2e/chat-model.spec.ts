import type { Page } from "@playwright/test";
import { chatErrorTexts, chatTexts } from "../../src/shared/texts/chat.ts";
import { expect, signedUp } from "./fixtures.ts";
import { test } from "./model-fixtures.ts";

// The nutrition chat answered by a language model: a fake OpenAI-compatible server on loopback, scripted
// per test, with the real server pointed at it.

test.describe.configure({ mode: "serial" });

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

async function ask(page: Page, question: string) {
  const box = page.getByRole("textbox", { name: chatTexts.messageLabel });
  await box.fill(question);
  await box.press("Enter");
}

test("a streamed reply appears while it is written; Stop keeps what was written, also after a reload", async ({
  page,
  fake,
}) => {
  fake.script({
    kind: "text",
    text: `Start of the answer. ${words(300)} END`,
    tokensPerSecond: 30,
    firstTokenDelayMs: 300,
  });
  await signedUp(page);
  await page.goto("/nutritionist");
  await expect(page.getByText(chatTexts.footerModel)).toBeVisible();
  await ask(page, "Tell me about fibre");
  const messages = page.getByRole("list", { name: chatTexts.messagesLabel });
  await expect(page.getByText(chatTexts.typing)).toBeVisible();
  await expect(messages).toHaveAttribute("aria-busy", "true");
  await expect(messages.getByText(/Start of the answer\./)).toBeVisible();
  await expect(messages.getByText(/word10\b/)).toBeVisible();
  // Still being written: the end has not arrived, and Stop is offered. The page stays still while the
  // text grows (only the conversation scrolls), so Stop does not move away from the person's pointer.
  await expect(messages.getByText(/END/)).toHaveCount(0);
  await page.getByRole("button", { name: chatTexts.stop }).scrollIntoViewIfNeeded();
  const pageScroll = await page.evaluate(() => window.scrollY);
  await expect(messages.getByText(/word20\b/)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  await page.getByRole("button", { name: chatTexts.stop }).click();
  await expect(messages.getByText(chatTexts.stopped)).toBeVisible();
  await expect(page.getByRole("button", { name: chatTexts.send })).toBeVisible();
  await expect(page.getByRole("textbox", { name: chatTexts.messageLabel })).toBeFocused();
  const kept = await messages.innerText();
  expect(kept).not.toMatch(/END/);
  await page.reload();
  await expect(messages.getByText(chatTexts.stopped)).toBeVisible();
  await expect(messages.getByText(/Start of the answer\./)).toBeVisible();
  await expect(messages.getByText(/word299/)).toHaveCount(0);
});

test("a reply with a javascript: link, a remote image or images and links to the app's API renders none of them", async ({
  page,
  fake,
}) => {
  fake.script({
    kind: "text",
    text:
      "Click [x](javascript:alert(1)) and see ![pixel](https://tracker.example/p.png).\n\n<script>alert(3)</script>\n\n" +
      "![export](/api/account/export) ![out](/%61pi/auth/sign-out) ![up](../API/account/export) [mine](/api/account/export)\n\nLentils are great.",
  });
  // Any call the page makes to those routes would carry the person's cookie.
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname.toLowerCase();
    if (/\/(api|%61pi)\/(account\/export|auth\/sign-out)/.test(path)) apiCalls.push(path);
  });
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signedUp(page);
  await page.goto("/nutritionist");
  await ask(page, "What about lentils?");
  const messages = page.getByRole("list", { name: chatTexts.messagesLabel });
  await expect(messages.getByText("Lentils are great.")).toBeVisible();
  await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect(messages.getByRole("link", { name: "x", exact: true })).toHaveCount(0);
  await expect(messages.locator("img")).toHaveCount(0);
  await expect(messages.locator("script")).toHaveCount(0);
  await expect(messages.getByRole("link", { name: "mine" })).toHaveCount(0);
  await messages.getByText("x", { exact: true }).click();
  expect(dialogs).toBe(0);
  await page.reload();
  await expect(messages.getByText("Lentils are great.")).toBeVisible();
  expect(apiCalls).toEqual([]);
});

const reactions = [
  {
    name: "invalid_api_key",
    reply: { kind: "error", status: 401, message: "Incorrect API key provided" },
    text: chatErrorTexts.invalid_api_key,
  },
  { name: "rate_limit", reply: { kind: "error", status: 429, retryAfterSeconds: 60 }, text: chatErrorTexts.rate_limit },
  {
    name: "another coded error",
    reply: { kind: "error", status: 400, message: "Bad request to the model" },
    text: "The AI service returned an error. Please try again.",
  },
] as const;

for (const reaction of reactions) {
  test(`a ${reaction.name} failure shows a toast and an assistant message; Retry answers`, async ({ page, fake }) => {
    fake.script(reaction.reply, { kind: "text", text: "Answered on the second try." });
    await signedUp(page);
    await page.goto("/nutritionist");
    await ask(page, "Foods high in zinc?");
    const messages = page.getByRole("list", { name: chatTexts.messagesLabel });
    await expect(page.getByRole("alert").filter({ hasText: reaction.text })).toBeVisible();
    await expect(messages.getByText(reaction.text)).toBeVisible();
    await expect(messages.getByText("Foods high in zinc?")).toBeVisible();
    await messages.getByRole("button", { name: chatTexts.retry }).click();
    await expect(messages.getByText("Answered on the second try.")).toBeVisible();
    await expect(messages.getByText(reaction.text)).toHaveCount(0);
  });
}

test("a network_error failure shows the spec's reaction", async ({ page, fake }) => {
  // The connection breaks before any text, on every attempt the provider client makes.
  fake.script({ kind: "cut", text: "never", afterTokens: 0 });
  await signedUp(page);
  await page.goto("/nutritionist");
  await ask(page, "Foods high in iron?");
  const messages = page.getByRole("list", { name: chatTexts.messagesLabel });
  await expect(messages.getByText(chatErrorTexts.network_error)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("alert").filter({ hasText: chatErrorTexts.network_error })).toBeVisible();
});
