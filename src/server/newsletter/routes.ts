import { Hono } from "hono";
import { newsletterSubscribers } from "../db/schema.ts";
import { readJson } from "../http/errors.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { newsletterSignupSchema, type NewsletterResult } from "../../shared/newsletter.ts";
import type { AppDeps } from "../app.ts";

/** POST /api/newsletter: one row per email, however it is cased or spaced, even under concurrency. */
export function newsletterRoutes({ db, rateLimits, clientIp }: AppDeps) {
  return new Hono().post("/", rateLimit(db, rateLimits.newsletter, clientIp), async (c) => {
    const body = await readJson(c, newsletterSignupSchema);
    if (!body.ok) return body.response;
    // The unique index decides, so fifty identical requests at once still leave one row.
    const inserted = await db
      .insert(newsletterSubscribers)
      .values({ email: body.data.email, status: "active" })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    const result: NewsletterResult = { status: inserted.length > 0 ? "subscribed" : "already_subscribed" };
    return c.json(result, inserted.length > 0 ? 201 : 200);
  });
}
