import { describe, expect, it } from "vitest";
import { apiRoutes, stateChanging } from "../../../tests/support/route-table.ts";
import { createTestApp, testAppUrl, uniqueEmail, type TestApp } from "../../../tests/support/test-app.ts";
import { securityTexts } from "../../shared/texts/security.ts";

const t = await createTestApp();
const viteOrigin = "http://localhost:5173";
const withDevServer = await createTestApp({ devOrigins: [viteOrigin] });

/** A request with exactly these headers (the test client would add the app's Origin). */
async function send(app: TestApp, method: string, path: string, headers: Record<string, string>, body: unknown = {}) {
  return app.app.request(
    path,
    { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: "203.0.113.70" } } },
  );
}

describe("state-changing requests", () => {
  const routes = apiRoutes(t.app, { id: "00000000-0000-4000-8000-000000000000", resetToken: "x" }).filter(
    stateChanging,
  );

  it("are refused on every route unless they come from the app's own origin", async () => {
    expect(routes.length).toBeGreaterThan(10);
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: `${testAppUrl}.evil.example` },
      { origin: "https://evil.example", "sec-fetch-site": "same-origin" }, // Origin, when sent, decides
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      {}, // neither header: not a browser acting for the person
    ];
    for (const route of routes) {
      for (const headers of foreign) {
        const response = await send(t, route.method, route.path, headers);
        const label = `${route.method} ${route.path} with ${JSON.stringify(headers)}`;
        expect(response.status, label).toBe(403);
        expect(await response.json(), label).toEqual({
          error: { code: "forbidden_origin", message: securityTexts.forbiddenOrigin },
        });
      }
    }
  });

  it("pass from the app's origin, or without Origin when the browser says same-origin", async () => {
    expect((await send(t, "POST", "/api/newsletter", { origin: testAppUrl }, { email: uniqueEmail() })).status).toBe(
      201,
    );
    expect(
      (await send(t, "POST", "/api/newsletter", { "sec-fetch-site": "same-origin" }, { email: uniqueEmail() })).status,
    ).toBe(201);
  });

  it("are refused from the Vite dev origin unless the dev script trusted it", async () => {
    const fromVite = { origin: viteOrigin };
    expect((await send(t, "POST", "/api/newsletter", fromVite, { email: uniqueEmail() })).status).toBe(403);
    expect(
      (
        await send(t, "POST", "/api/auth/sign-up/email", fromVite, {
          email: uniqueEmail(),
          password: "a-long-password",
        })
      ).status,
    ).toBe(403);

    expect((await send(withDevServer, "POST", "/api/newsletter", fromVite, { email: uniqueEmail() })).status).toBe(201);
    const signUp = await send(withDevServer, "POST", "/api/auth/sign-up/email", fromVite, {
      email: uniqueEmail(),
      password: "a-long-password",
    });
    expect(signUp.status).toBe(200);
  });

  it("leave reads alone", async () => {
    const response = await t.app.request(
      "/api/auth/get-session",
      { headers: { origin: "https://evil.example" } },
      { incoming: { socket: { remoteAddress: "203.0.113.71" } } },
    );
    expect(response.status).toBe(200);
  });
});
