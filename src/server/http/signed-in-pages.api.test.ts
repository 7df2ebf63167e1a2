import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { createTestApp, type TestClient } from "../../../tests/support/test-app.ts";
import { paths } from "../../shared/paths.ts";
import { initialDataElementId } from "../../shared/signed-in-page.ts";
import type { SignedInRenderer } from "./signed-in-pages.ts";
import { dashboardTexts } from "../../shared/texts/dashboard.ts";
import { resultsTexts } from "../../shared/texts/assessment.ts";

// The signed-in results page and dashboard rendered on the server per request (decision 030): the person's own
// summary and text in the HTML, never another person's, never stored by a cache, the Markdown rules applied on the
// server as in the browser, and the app's shell for anyone without a session (or for an assessment not theirs).

const root = mkdtempSync(path.join(os.tmpdir(), "foodfirst-signed-in-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const shell =
  '<!doctype html><html lang="en"><head><title>FoodFirst</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
mkdirSync(path.join(root, "assets"), { recursive: true });
writeFileSync(path.join(root, "index.html"), shell);

const webEntry = path.resolve(import.meta.dirname, "../../web/entry-server.tsx");
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
  staticDir: root,
  // The web app's server entry, as dist/ssr serves it in production (by path: the server's code never imports the web's).
  loadSignedInRenderer: async () =>
    ((await import(/* @vite-ignore */ webEntry)) as { renderSignedInPage: SignedInRenderer }).renderSignedInPage,
});
const { signedIn, submitOk, settled } = assessmentApi(t, { ipPrefix: "198.19" });

/** A person with a completed assessment whose text is `text`. */
async function personWithText(text: string): Promise<{ client: TestClient; id: string; email: string }> {
  fake.script({ kind: "text", text });
  const client = await signedIn();
  const created = await submitOk(client);
  expect((await settled(client, created.id)).status).toBe("completed");
  const session = (await (await client.get("/api/auth/get-session")).json()) as { user: { email: string } };
  return { client, id: created.id, email: session.user.email };
}

/** The #root markup and the embedded data of a served document. */
function parts(html: string) {
  const markup = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
  const data = new RegExp(`<script type="application/json" id="${initialDataElementId}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  return { markup, data: data === undefined ? null : (JSON.parse(data) as Record<string, unknown>) };
}

const textOf = (owner: string) =>
  [
    `## Summary`,
    ``,
    `Summary for ${owner}: more oily fish.`,
    ``,
    `## Links`,
    ``,
    `[your data](/api/account/export) and [an article](https://example.org/read) and <b>raw</b></script><script>alert(1)</script>`,
    ``,
    `![fish](/images/foods/fish.svg) ![tracker](https://evil.example/pixel.png) ![export](/api/account/export)`,
  ].join("\n");

describe("the server-rendered signed-in pages", () => {
  it("render a person's own results and dashboard, with no other person's, never stored", async () => {
    const ada = await personWithText(textOf("Ada-7f3"));
    const bob = await personWithText(textOf("Bob-9k2"));

    const results = await ada.client.get(paths.resultsFor(ada.id));
    expect(results.status).toBe(200);
    expect(results.headers.get("cache-control")).toBe("private, no-store");
    expect(results.headers.get("vary")).toMatch(/cookie/i);
    const html = await results.text();
    const { markup, data } = parts(html);
    expect(html).toContain(`<title>${resultsTexts.title} | FoodFirst</title>`);
    // Their summary and its actions, and their text, as HTML before any script runs.
    expect(markup).toContain(resultsTexts.summary);
    expect(markup).toContain("Save Results");
    // Pressed before the page is the app, they would do nothing: disabled in the HTML, enabled once hydrated.
    for (const action of [resultsTexts.save, resultsTexts.download, resultsTexts.email])
      expect(markup).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*>${action}</button>`));
    expect(markup).toContain("Summary for Ada-7f3: more oily fish.");
    expect(html).not.toContain("Bob-9k2");
    expect(html).not.toContain(bob.id);
    expect(html).not.toContain(bob.email);
    expect(data).toMatchObject({ user: { email: ada.email }, assessment: { id: ada.id } });
    // The browser paints the page once it is all parsed (the data element comes last), not a part of it first.
    expect(html).toMatch(/<head>[\s\S]*<link rel="expect" href="#initial-data" blocking="render" \/>[\s\S]*<\/head>/);
    expect(html.indexOf('id="initial-data"')).toBeGreaterThan(html.indexOf("Summary for Ada-7f3"));

    const dashboard = await ada.client.get(paths.dashboard);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toBe("private, no-store");
    const page = await dashboard.text();
    expect(parts(page).markup).toContain(dashboardTexts.headings.nutrientStatus);
    expect(parts(page).data).toMatchObject({ user: { email: ada.email } });
    expect(page).not.toContain(bob.email);
    expect(page).not.toContain(bob.id);

    // Bob's page is Bob's.
    const his = await (await bob.client.get(paths.resultsFor(bob.id))).text();
    expect(his).toContain("Summary for Bob-9k2");
    expect(his).not.toContain("Ada-7f3");
  });

  it("applies the page's Markdown rules on the server: no link or image into the API, no other site's image, no raw HTML, no way out of the data element", async () => {
    const ada = await personWithText(textOf("Ada-2m1"));
    const html = await (await ada.client.get(paths.resultsFor(ada.id))).text();
    const { markup, data } = parts(html);
    const text = /<article[\s\S]*<\/article>/.exec(markup)?.[0] ?? "";
    expect(text).toContain('src="/images/foods/fish.svg"');
    expect(text).toContain('href="https://example.org/read"');
    expect(text).not.toMatch(/(href|src)="[^"]*\/api\//);
    expect(text).not.toContain('src="https://evil.example');
    expect(text).not.toContain("<b>");
    expect(text).not.toContain("<script");
    // The only scripts are the app's own module and the data element, which holds the text as data.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain("<script>alert");
    expect((data as { assessment: { assessmentResults: string } }).assessment.assessmentResults).toContain(
      "</script><script>alert(1)</script>",
    );
  });

  it("gives the app's shell without a session, and for an assessment that is not the person's", async () => {
    const ada = await personWithText(textOf("Ada-5q8"));
    const bob = await personWithText(textOf("Bob-5q8"));
    const stranger = t.client("203.0.113.77");
    for (const url of [paths.dashboard, paths.resultsFor(ada.id)]) {
      const response = await stranger.get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control"), url).toBe("no-cache");
      expect(await response.text(), url).toBe(shell);
    }
    // Bob asking for Ada's results gets the shell (whose page then says it is not available), nothing of hers.
    const response = await bob.client.get(paths.resultsFor(ada.id));
    const html = await response.text();
    expect(html).toBe(shell);
    expect(html).not.toContain("Ada-5q8");
    // Signed out: the same.
    await ada.client.post("/api/auth/sign-out", {});
    expect(await (await ada.client.get(paths.resultsFor(ada.id))).text()).toBe(shell);
  });
});
