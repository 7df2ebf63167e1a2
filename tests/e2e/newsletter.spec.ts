import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBuiltApp, type LaunchedApp } from "../support/launch-app.ts";
import { expect, expectAccessible, test as base, uniqueEmail } from "./fixtures.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The newsletter on its own server (one per worker), whose blog folder holds the test article. */
const test = base.extend<object, { app: LaunchedApp }>({
  app: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
    async ({}, use) => {
      const app = await launchBuiltApp({ BLOG_DIR: path.join(root, "tests/fixtures/blog") });
      await use(app);
      await app.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

/** `npm run newsletter:send -- <slug>` as an operator runs it: the same environment as the server. */
function newsletterSend(app: LaunchedApp, slug: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/newsletter-send.ts", slug], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", PORT: new URL(app.url).port, DATA_DIR: app.dataDir },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

async function newsletterMailTo(app: LaunchedApp, email: string) {
  let mail;
  await expect(async () => {
    mail = (await app.outbox()).find((m) => m.to.includes(email) && m.subject.startsWith("FoodFirst: "));
    expect(mail).toBeDefined();
  }).toPass();
  return mail!;
}

test("sign up, receive the article by email, unsubscribe with its link", async ({ page, app }) => {
  test.slow(); // runs the command twice, each a fresh Node process
  const email = uniqueEmail("reader");
  await page.goto("/");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();

  const run = await newsletterSend(app, "eat-your-vitamin-d");
  expect(run.output).toContain('Sending "Vitamin D from food: what a plate can and cannot do"');
  expect(run.output).toMatch(new RegExp(`\\] sent +${email.replace(/\./g, "\\.")}`));
  expect(run.output).toMatch(/Done: \d+ sent, \d+ skipped \(already sent or no longer subscribed\), 0 failed\./);
  expect(run.code).toBe(0);

  const mail = await newsletterMailTo(app, email);
  expect(mail.text).toContain("Oily fish, eggs and UV-exposed mushrooms");
  expect(mail.text).toContain(`${app.url}/blog/eat-your-vitamin-d`);
  const link = mail.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)?.[0] ?? "";
  expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  // A second run sends nobody the same article again.
  const again = await newsletterSend(app, "eat-your-vitamin-d");
  expect(again.output).toMatch(/Done: 0 sent, \d+ skipped/);
  expect(again.code).toBe(0);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("You have been unsubscribed");
  await expectAccessible(page);

  // The same link again changes nothing, and says so.
  await page.goto(link);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing was changed");

  // And the address can subscribe again from the form.
  await page.goto("/");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
});

test("a mail program's one-click unsubscribe (RFC 8058 POST) works without opening the page", async ({
  page,
  request,
  app,
}) => {
  const email = uniqueEmail("oneclick");
  await page.goto("/");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
  expect((await newsletterSend(app, "eat-your-vitamin-d")).code).toBe(0);
  const link = (await newsletterMailTo(app, email)).headers["list-unsubscribe"]?.slice(1, -1) ?? "";

  const response = await request.post(link, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { origin: "https://mail.example" },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("You have been unsubscribed");
  expect(await (await request.post(link, { form: { "List-Unsubscribe": "One-Click" } })).text()).toBe(
    "Nothing was changed",
  );

  // A bad token and an unknown article are refused without changing anything.
  expect(
    await (
      await request.post(`${app.url}/newsletter/unsubscribe?token=forged`, {
        form: { "List-Unsubscribe": "One-Click" },
      })
    ).text(),
  ).toBe("Nothing was changed");
  const unknown = await newsletterSend(app, "no-such-article");
  expect(unknown.code).toBe(2);
  expect(unknown.output).toContain('No article with the slug "no-such-article".');
});
