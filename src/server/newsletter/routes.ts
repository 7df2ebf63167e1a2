import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { readJson } from "../http/errors.ts";
import { rateLimit } from "../http/rate-limit.ts";
import {
  newsletterSignupSchema,
  unsubscribeBodySchema,
  type NewsletterResult,
  type UnsubscribeResult,
} from "../../shared/newsletter.ts";
import { unsubscribeTokenParam } from "../../shared/newsletter-link.ts";
import { unsubscribeTexts } from "../../shared/texts/newsletter.ts";
import type { Infrastructure } from "../infrastructure.ts";
import type { Newsletter } from "./subscribers.ts";

/**
 * /api/newsletter: POST / subscribes (one row per email, however it is cased or spaced, even under
 * concurrency); POST /unsubscribe takes the token of an email's link (the unsubscribe page's button).
 */
export function newsletterRoutes({
  db,
  rateLimits,
  clientIp,
  newsletter,
}: Pick<Infrastructure, "db" | "rateLimits" | "clientIp"> & { newsletter: Newsletter }) {
  return (
    new Hono()
      .post("/", rateLimit(db, rateLimits.newsletter, clientIp), async (c) => {
        const body = await readJson(c, newsletterSignupSchema);
        if (!body.ok) return body.response;
        const status = await newsletter.subscribe(body.data.email);
        const result: NewsletterResult = { status };
        return c.json(result, status === "subscribed" ? 201 : 200);
      })
      // No per-address limit on the token-checked routes: see defaultRateLimits (http/rate-limit.ts).
      .post("/unsubscribe", async (c) => {
        const body = await readJson(c, unsubscribeBodySchema);
        if (!body.ok) return body.response;
        const result: UnsubscribeResult = { status: await newsletter.unsubscribeByToken(body.data.token) };
        return c.json(result);
      })
  );
}

/**
 * POST /newsletter/unsubscribe?token=...: RFC 8058 one-click unsubscribe, which mail programs send
 * (body `List-Unsubscribe=One-Click`, form-encoded, from their own servers, without cookies or an
 * Origin). It lives outside /api because the API accepts JSON from the app's own pages only; the
 * token is the whole authorisation, so the body is not needed, and there is no limit per client address:
 * providers send these for many people from a few shared servers, and a bad token is refused by its
 * HMAC alone, before any database work (tokens.ts). GET on the same address is the app's
 * page with one Unsubscribe button (mail scanners follow links, so a GET never unsubscribes).
 */
export function oneClickUnsubscribeRoutes({ newsletter }: { newsletter: Newsletter }) {
  return new Hono().post(
    "/",
    bodyLimit({ maxSize: 1024, onError: (c) => c.text(unsubscribeTexts.failure, 413) }),
    async (c) => {
      const result = await newsletter.unsubscribeByToken(c.req.query(unsubscribeTokenParam) ?? "");
      c.header("Cache-Control", "no-store");
      return c.text(result === "unsubscribed" ? unsubscribeTexts.done : unsubscribeTexts.unchanged);
    },
  );
}
