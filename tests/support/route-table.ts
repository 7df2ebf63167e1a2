import { authEndpoints } from "../../src/server/auth/routes.ts";

export interface ApiRoute {
  method: string;
  /** As registered, e.g. "/api/assessments/:id/stream". */
  pattern: string;
  /** A concrete path to request. */
  path: string;
}

/**
 * Every /api route of an app, from Hono's own route table (`app.routes`), so a route added later is
 * covered without touching the tests: `:id` is filled in, the auth library's wildcard becomes the
 * endpoints the app exposes (auth/routes.ts), and the API's catch-all 404 is added as one unknown
 * path. Middleware entries (method ALL) are skipped.
 */
export function apiRoutes(
  app: { routes: readonly { method: string; path: string }[] },
  params: { id: string; resetToken: string },
): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  const add = (method: string, pattern: string, path: string) => {
    if (!seen.has(`${method} ${path}`)) seen.set(`${method} ${path}`, { method, pattern, path });
  };
  for (const { method, path: pattern } of app.routes) {
    if (method === "ALL" || !pattern.startsWith("/api/")) continue;
    if (pattern === "/api/auth/*") {
      for (const endpoint of authEndpoints) {
        const [endpointMethod, endpointPath] = endpoint.split(" ") as [string, string];
        if (endpointMethod === method) add(method, `/api/auth${endpointPath}`, `/api/auth${endpointPath}`);
      }
      if (method === "GET")
        add(
          "GET",
          "/api/auth/reset-password/:token",
          `/api/auth/reset-password/${params.resetToken}?callbackURL=/update-password`,
        );
      continue;
    }
    add(method, pattern, pattern.replace(":id", params.id));
  }
  add("GET", "/api/*", "/api/no-such-route");
  return [...seen.values()];
}

export const stateChanging = (route: ApiRoute) => !["GET", "HEAD", "OPTIONS"].includes(route.method);
