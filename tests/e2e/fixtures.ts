import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { verificationEmailTexts } from "../../src/shared/texts/auth.ts";
import { launchBuiltApp, launchedAt, type LaunchedApp } from "../support/launch-app.ts";
import { firstLink } from "../support/outbox.ts";

let ipCounter = 0;
/** The app this worker's test runs against (its `baseURL`): the Origin that the API helpers below send. */
let currentAppUrl = "";

/** How long a worker's server may take to start (launchApp's own deadline is the same). */
export const appStartTimeoutMs = 60_000;

/**
 * `app`: one real server per worker, on a fresh data folder (offline AI engine, outbox mail).
 * A spec that needs other settings launches its own with `launchBuiltApp(env)` in beforeAll.
 * Each test's browser presents its own client address (through the trusted local proxy header),
 * so the server's per-client rate limits see separate people, as they would in real use.
 */
export const test = base.extend<{ clientIp: string }, { app: LaunchedApp }>({
  app: [
    async ({}, use) => {
      const app = await launchBuiltApp();
      await use(app);
      await app.stop();
    },
    // Its own time limit, not the first test's: on a busy 2-core machine a start took 17-30 s.
    { scope: "worker", timeout: appStartTimeoutMs },
  ],
  clientIp: async ({}, use, testInfo) => {
    ipCounter += 1;
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`);
  },
  baseURL: async ({ app }, use) => {
    currentAppUrl = app.url;
    await use(app.url);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => use({ "x-forwarded-for": clientIp }),
});

export { expect };

let emailCounter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${emailCounter}@example.com`;
}

export const testPassword = "whole-foods-first";

export const consentLabel = "I agree to FoodFirst storing my health-related answers";

/** Fills the sign-up form (ticking the consent box unless told not to) and sends it. */
export async function fillSignUp(page: Page, email: string, password: string, { consent = true } = {}) {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  if (consent) await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Sign up" }).click();
}

/**
 * The newest sign-up confirmation link the app at `origin` emailed to `email`, from its outbox folder (waits
 * for the email to be written).
 */
export async function confirmationLink(origin: string, email: string): Promise<string> {
  const app = launchedAt(origin);
  let link = "";
  await expect
    .poll(async () => {
      const message = (await app.outbox())
        .filter((m) => m.to.includes(email) && m.subject === verificationEmailTexts.subject)
        .at(-1);
      link = message ? firstLink(message) : "";
      return link;
    })
    .not.toBe("");
  return link;
}

/**
 * Signs up through the real screen as a person does (decision 024): the form, "Check your inbox", then the
 * link in the email, which signs them in and lands on the assessment. The journeys of the form itself.
 */
export async function signUpThroughForm(page: Page, email = uniqueEmail(), password = testPassword) {
  await fillSignUp(page, email, password);
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await page.goto(await confirmationLink(new URL(page.url()).origin, email));
  await page.waitForURL("**/assessment");
  return { email, password };
}

/** The app this worker's journeys run against: the Origin the API helpers send. */
export const appOrigin = () => currentAppUrl;

/** Makes an account through the API the form calls, the consent box ticked; returns the link its email carries. */
async function createAccount(page: Page, email: string, password: string): Promise<string> {
  const created = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "", healthDataConsent: true },
    headers: { origin: currentAppUrl },
  });
  expect(created.status(), await created.text()).toBe(200);
  return confirmationLink(currentAppUrl, email);
}

/**
 * A new person, signed in in this page's browser and on /assessment, as after the sign-up form with the consent
 * box ticked; made through the API the form calls (the browser context shares its cookies with `page.request`),
 * since typing the form again in every journey tests nothing new. For journeys that begin on the assessment.
 */
export async function signUp(page: Page, email = uniqueEmail(), password = testPassword) {
  // The link in the email confirms the address, signs this browser in and lands on the assessment (decision 024).
  await page.goto(await createAccount(page, email, password));
  await page.waitForURL("**/assessment");
  return { email, password };
}

/**
 * A new person, as signUp makes one, signed in in this page's browser without opening any page: the link in the
 * email is followed by the context's request client, whose cookies the browser shares. For journeys that begin
 * elsewhere than the assessment, which then open their own page (loading the assessment first costs a page load).
 */
export async function signedUp(page: Page, email = uniqueEmail(), password = testPassword) {
  const confirmed = await page.request.get(await createAccount(page, email, password), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  // Where the browser would go next: the assessment, not the sign-in page saying the link failed.
  expect(new URL(confirmed.headers()["location"] ?? "", currentAppUrl).pathname).toBe("/assessment");
  expect((await page.context().cookies(currentAppUrl)).length).toBeGreaterThan(0);
  return { email, password };
}

/** axe-core: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
