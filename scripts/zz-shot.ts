import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.ts";
import { launchApp } from "../tests/support/launch-app.ts";
const app = await launchApp();
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const [w, h] of [[1280, 900], [390, 844]] as const) {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: w, height: h } });
    const page = await context.newPage();
    const email = `shot.${w}.${Date.now()}@example.com`;
    await page.request.post("/api/auth/sign-up/email", { data: { email, password: "bench-password-123", name: "" }, headers: { origin: app.url } });
    await page.goto("/nutritionist");
    await page.getByRole("button", { name: "Which foods are high in magnesium?" }).click();
    await page.getByText("Upper limit for adults").waitFor({ timeout: 10000 });
    await page.getByRole("button", { name: "What are good food sources of vitamin D?" }).click();
    await page.getByText("Upper limit for adults: 100").waitFor({ timeout: 10000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/chat-${w}.png`, fullPage: w === 390 });
    await page.screenshot({ path: `/tmp/chat-${w}-view.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
