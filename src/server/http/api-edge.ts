import type { Env, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { limits } from "../../shared/api.ts";
import { apiErrorMessages } from "../../shared/texts/api.ts";
import type { AppConfig } from "../config.ts";
import type { DatabaseProbe } from "../db/probe.ts";
import { compressAnswers } from "./compression.ts";
import { databaseOutage } from "./database-outage.ts";
import { apiError } from "./errors.ts";
import { carriesNoBody, inputGuard } from "./input-guard.ts";
import { noStore } from "./no-store.ts";
import { sameOriginOnly } from "./same-origin.ts";

/**
 * The API's edge, in this order for every /api route (the auth library's included): nothing it answers is cached;
 * JSON above ~1 KB is compressed for browsers that take it; a database outage is answered plainly; state-changing
 * requests come from the app's own origin; bodies are bounded, JSON, and their text passes the text policy before
 * any route reads them.
 */
export function mountApiEdge<E extends Env>(app: Hono<E>, config: AppConfig, databaseProbe: DatabaseProbe) {
  app.use("/api/*", noStore());
  app.use("/api/*", compressAnswers());
  app.use("/api/*", databaseOutage(databaseProbe));
  app.use("/api/*", sameOriginOnly([config.appUrl, ...config.devOrigins]));
  const limitBody = bodyLimit({
    maxSize: limits.bodyMaxBytes,
    onError: (c) => apiError(c, 413, "body_too_large", apiErrorMessages.body_too_large),
  });
  app.use("/api/*", (c, next) => (carriesNoBody(c) ? next() : limitBody(c, next)));
  app.use("/api/*", inputGuard());
}
