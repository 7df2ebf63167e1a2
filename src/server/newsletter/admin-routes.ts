import { timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import { readJson } from "../http/errors.ts";
import { adminTokenHeader, type NewsletterSendRequest } from "../../shared/newsletter.ts";
import { newsletterSendTexts } from "../../shared/texts/newsletter.ts";
import type { ArticleMeta } from "../../shared/blog.ts";
import type { Infrastructure } from "../infrastructure.ts";
import type { Newsletter } from "./subscribers.ts";
import { sendArticle } from "./send.ts";

const sendBodySchema = z.object({
  slug: z.string().min(1).max(200),
  resendInDoubt: z.boolean().optional(),
}) satisfies z.ZodType<NewsletterSendRequest>;
const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
/** Set by reverse proxies: a request carrying one came from elsewhere, whatever its socket says. */
const proxyHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * Whether the request comes from this machine, and not through a proxy on it. The socket address is
 * read directly: X-Forwarded-For (which clientIp trusts from configured proxies) never counts here.
 */
function fromThisMachine(c: Context): boolean {
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
  return peer !== undefined && loopback.has(peer) && proxyHeaders.every((name) => c.req.header(name) === undefined);
}

function sameToken(given: string | undefined, expected: string | null): boolean {
  if (!expected) return false;
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /admin/newsletter/send { slug, resendInDoubt? }: the running server sends an article to the list, so the
 * command works on the embedded database too, which only this process may open (decision 016).
 * Allowed only from this machine and with the token from DATA_DIR/admin-token, which only the
 * server's user can read. Anything else is answered as if the route did not exist. The answer is a
 * stream of JSON lines (progress, then the report); the send goes on if the caller goes away.
 */
export interface NewsletterAdminDeps extends Pick<Infrastructure, "config" | "db" | "mailer" | "logger" | "lifecycle"> {
  newsletter: Newsletter;
  /** Authorises the local-only admin routes (`npm run newsletter:send`); null closes them. */
  adminToken: string | null;
  /** The blog's article with this slug, or null (the blog's articles under config.blogDir). */
  findArticle: (slug: string) => Promise<ArticleMeta | null>;
}

export function newsletterAdminRoutes(deps: NewsletterAdminDeps) {
  const { lifecycle, adminToken, findArticle } = deps;
  // Sends in progress: a graceful shutdown lets each finish the email it is on (the loop stops before
  // the next subscriber once shutting down) before the database closes.
  const running = new Set<Promise<void>>();
  lifecycle.drainers.push(async (timeoutMs) => {
    await Promise.race([Promise.allSettled(running), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  });
  return new Hono().post("/send", async (c) => {
    if (!fromThisMachine(c) || !sameToken(c.req.header(adminTokenHeader), adminToken)) return c.notFound();
    const body = await readJson(c, sendBodySchema);
    if (!body.ok) return body.response;
    const article = await findArticle(body.data.slug);
    if (!article)
      return c.json({ error: { code: "not_found", message: newsletterSendTexts.unknownArticle(body.data.slug) } }, 404);

    // A resend of those in doubt takes over claims made before it started, so it must not overlap
    // another send on this server, whose claims in progress would look the same (decision 016).
    if (body.data.resendInDoubt && running.size > 0) {
      return c.json({ error: { code: "send_in_progress", message: newsletterSendTexts.busyForResend } }, 409);
    }

    c.header("Content-Type", "application/x-ndjson");
    c.header("Cache-Control", "no-store");
    // Registered before the answer streams, so a request right behind this one already sees it.
    const run = Promise.withResolvers<void>();
    running.add(run.promise);
    return stream(c, async (out) => {
      const sending = (async () => {
        const events = sendArticle({
          ...deps,
          appUrl: deps.config.appUrl,
          article,
          resendInDoubt: body.data.resendInDoubt ?? false,
          stopping: () => lifecycle.shuttingDown,
        });
        for await (const event of events) {
          if (!out.aborted) await out.writeln(JSON.stringify(event));
        }
      })();
      try {
        await sending;
      } finally {
        running.delete(run.promise);
        run.resolve();
      }
    });
  });
}
