import { Hono, type Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import {
  clampStep,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  normalizeAnswers,
  parseAnswers,
  sanitizeDraftAnswers,
  saveDraftBodySchema,
  submitAssessmentBodySchema,
  type AssessmentDraftDto,
  type AssessmentListDto,
  type AssessmentStreamEvent,
} from "../../shared/assessment/index.ts";
import type { AppDeps } from "../app.ts";
import { assessmentEmail } from "./email.ts";
import { generationTimings, type GenerationRunner } from "./generation.ts";
import { sameAnswers, toDto, toSummaryDto, type AssessmentRow, type AssessmentStore } from "./store.ts";
import { securityTexts } from "../../shared/texts/security.ts";
import { currentUser, requireUser, type AppEnv } from "../auth/session.ts";
import { apiError, readJson } from "../http/errors.ts";
import { rateLimit, type RateLimitRule } from "../http/rate-limit.ts";

/** Per-user limits: each submit or retry may cost a model call; each email is a real message. */
export const assessmentRateLimits = {
  generate: { name: "assessment-generate", limit: 30, windowSeconds: 3600 },
  email: { name: "assessment-email", limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** How often a stream following another instance's generation reads the row, and how often it says it is alive. */
const streamTimings = { pollIntervalMs: 500, keepAliveMs: 15_000 };

const notFound = (c: Context) => apiError(c, 404, "not_found", "Assessment not found.");

/**
 * /api/assessments: drafts, submit (idempotent), the text as it is written (text/event-stream),
 * retry, read, list, save and email. Every query is scoped to the signed-in user.
 */
export function assessmentRoutes(deps: AppDeps) {
  const { db, logger, mailer, config } = deps;
  const { store, writer, runner } = deps.assessments;
  const { pollIntervalMs, keepAliveMs } = streamTimings;
  // Every route is behind requireUser, so the counters are per user.
  const byUser = (c: Context) => currentUser(c).id;

  /** A generating row whose server stopped sending heartbeats is failed, so it can be retried. */
  async function reconcile(row: AssessmentRow): Promise<AssessmentRow> {
    if (row.status !== "generating" || runner.isLive(row.id)) return row;
    const staleBefore = new Date(Date.now() - generationTimings.staleAfterMs);
    if (row.updatedAt >= staleBefore) return row;
    await store.failIfStale(row.id, staleBefore);
    return (await store.findById(row.id)) ?? row;
  }

  const app = new Hono<AppEnv>()
    .use(requireUser)

    .get("/draft", async (c) => {
      const draft = await store.getDraft(currentUser(c).id);
      const body: { draft: AssessmentDraftDto | null } = {
        draft: draft
          ? { step: clampStep(draft.step), answers: sanitizeDraftAnswers(draft.answers), updatedAt: draft.updatedAt.toISOString() }
          : null,
      };
      return c.json(body);
    })

    .put("/draft", async (c) => {
      const body = await readJson(c, saveDraftBodySchema);
      if (!body.ok) return body.response;
      const saved = await store.saveDraft(currentUser(c).id, body.data.step, sanitizeDraftAnswers(body.data.answers));
      const draft: AssessmentDraftDto = {
        step: clampStep(saved.step),
        answers: saved.answers as AssessmentDraftDto["answers"],
        updatedAt: saved.updatedAt.toISOString(),
      };
      return c.json({ draft });
    })

    .delete("/draft", async (c) => {
      await store.deleteDraft(currentUser(c).id);
      return c.body(null, 204);
    })

    .get("/", async (c) => {
      const requested = Number(c.req.query("limit") ?? 20);
      const limit = Number.isInteger(requested) ? Math.min(100, Math.max(1, requested)) : 20;
      const rows = await store.listOwned(currentUser(c).id, limit);
      const body: AssessmentListDto = { assessments: await Promise.all(rows.map(async (row) => toSummaryDto(await reconcile(row)))) };
      return c.json(body);
    })

    .post("/", rateLimit(db, assessmentRateLimits.generate, byUser), async (c) => {
      const key = idempotencyKeySchema.safeParse(c.req.header(idempotencyKeyHeader) ?? "");
      if (!key.success) {
        return apiError(c, 400, "invalid_idempotency_key", key.error.issues[0]?.message ?? "Idempotency-Key is required.", {
          [idempotencyKeyHeader]: key.error.issues.map((issue) => issue.message),
        });
      }
      const body = await readJson(c, submitAssessmentBodySchema);
      if (!body.ok) return body.response;
      const parsed = parseAnswers(body.data.answers);
      if (!parsed.success) {
        return apiError(c, 400, "invalid_answers", parsed.errors[0]?.message ?? "Some answers are missing or invalid.", parsed.fields);
      }
      const user = currentUser(c);
      const answers = normalizeAnswers(parsed.answers);
      const { row, created } = await store.insertOnce({
        userId: user.id,
        idempotencyKey: key.data,
        answers,
        engine: writer.engine,
      });
      // A repeat must be the same request; a key reused for other answers is a client bug, not a retry.
      if (!created && !sameAnswers(row.assessmentData, answers)) {
        return apiError(c, 422, "idempotency_key_reused", securityTexts.idempotencyKeyReused);
      }
      if (created) {
        runner.start(row.id, row.assessmentData as typeof parsed.answers);
        await store.deleteDraft(user.id);
      }
      return c.json({ assessment: toDto(await reconcile(row)) }, created ? 201 : 200);
    })

    .get("/:id", async (c) => {
      const row = await store.findOwned(currentUser(c).id, c.req.param("id"));
      if (!row) return notFound(c);
      return c.json({ assessment: toDto(await reconcile(row)) });
    })

    .get("/:id/stream", async (c) => {
      const found = await store.findOwned(currentUser(c).id, c.req.param("id"));
      if (!found) return notFound(c);
      const row = await reconcile(found);
      c.header("Cache-Control", "no-store");
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, (stream) => streamAssessment(stream, row, { store, runner, reconcile, pollIntervalMs, keepAliveMs }));
    })

    .post("/:id/retry", rateLimit(db, assessmentRateLimits.generate, byUser), async (c) => {
      const user = currentUser(c);
      const id = c.req.param("id");
      const found = await store.findOwned(user.id, id);
      if (!found) return notFound(c);
      await reconcile(found);
      const restarted = await store.restart(user.id, id, writer.engine);
      if (restarted) {
        runner.start(restarted.id, restarted.assessmentData as Parameters<GenerationRunner["start"]>[1]);
        return c.json({ assessment: toDto(restarted) }, 202);
      }
      // Already generating or completed (a double click, another tab): nothing to restart.
      const current = await store.findOwned(user.id, id);
      return current ? c.json({ assessment: toDto(current) }) : notFound(c);
    })

    .post("/:id/save", async (c) => {
      const user = currentUser(c);
      const id = c.req.param("id");
      const saved = await store.markSaved(user.id, id);
      if (saved) return c.json({ assessment: toSummaryDto(saved) });
      const existing = await store.findOwned(user.id, id);
      if (!existing) return notFound(c);
      return apiError(c, 409, "not_ready", "This assessment is not complete yet.");
    })

    .post("/:id/email", rateLimit(db, assessmentRateLimits.email, byUser), async (c) => {
      const user = currentUser(c);
      const row = await store.findOwned(user.id, c.req.param("id"));
      if (!row) return notFound(c);
      if (row.status !== "completed") return apiError(c, 409, "not_ready", "This assessment is not complete yet.");
      try {
        await mailer.send(assessmentEmail(user.email, toDto(row), config.appUrl));
      } catch (error) {
        logger.error({ err: error, assessmentId: row.id }, "sending the results email failed");
        return apiError(c, 502, "mail_failed", "The email could not be sent.");
      }
      return c.json({ status: "sent" });
    });

  return app;
}

interface StreamContext {
  store: AssessmentStore;
  runner: GenerationRunner;
  /** Fails a generating row whose server went away (see the route's reconcile). */
  reconcile: (row: AssessmentRow) => Promise<AssessmentRow>;
  pollIntervalMs: number;
  keepAliveMs: number;
}

/**
 * Writes one assessment as server-sent events: a snapshot of the text so far, then deltas as they
 * are written, then done or failed. Follows a generation in this process directly; one running on
 * another server instance (or one that finished meanwhile) is followed through the database.
 */
async function streamAssessment(stream: SSEStreamingApi, row: AssessmentRow, ctx: StreamContext): Promise<void> {
  const send = (event: AssessmentStreamEvent) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
  const snapshot = (r: AssessmentRow, text = r.assessmentResults): AssessmentStreamEvent => ({
    type: "snapshot",
    status: r.status,
    text,
    engine: r.engine,
    errorCode: r.errorCode,
  });

  if (row.status === "completed") {
    await send(snapshot(row));
    await send({ type: "done", length: row.assessmentResults.length });
    return;
  }
  if (row.status === "failed") {
    await send(snapshot(row));
    await send({ type: "failed", errorCode: row.errorCode ?? "unexpected" });
    return;
  }

  const queue: AssessmentStreamEvent[] = [];
  let wake: (() => void) | null = null;
  const subscription = ctx.runner.subscribe(row.id, (event) => {
    queue.push(event);
    wake?.();
  });
  stream.onAbort(() => {
    subscription?.unsubscribe();
    wake?.();
  });

  if (subscription) {
    try {
      await send(snapshot(row, subscription.snapshot));
      for (;;) {
        if (queue.length === 0) {
          const timedOut = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), ctx.keepAliveMs);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          wake = null;
          if (stream.aborted) return;
          if (timedOut) await stream.write(": keep-alive\n\n");
          continue;
        }
        // Coalesce queued deltas into one event, so a slow client does not fall behind.
        let text = "";
        while (queue[0]?.type === "delta") text += (queue.shift() as { text: string }).text;
        if (text) await send({ type: "delta", text });
        const next = queue[0];
        if (next) {
          queue.shift();
          await send(next);
          if (next.type === "done" || next.type === "failed") return;
        }
      }
    } finally {
      subscription.unsubscribe();
    }
  }

  // Not running here: follow the row in the database.
  let sent = row.assessmentResults;
  await send(snapshot(row, sent));
  let sinceKeepAlive = 0;
  while (!stream.aborted) {
    await stream.sleep(ctx.pollIntervalMs);
    const polled = await ctx.store.findById(row.id);
    if (!polled) return;
    const fresh = await ctx.reconcile(polled);
    if (fresh.status === "failed") {
      await send({ type: "failed", errorCode: fresh.errorCode ?? "unexpected" });
      return;
    }
    const text = fresh.assessmentResults;
    if (text !== sent) {
      if (text.startsWith(sent)) await send({ type: "delta", text: text.slice(sent.length) });
      else await send(snapshot(fresh, text));
      sent = text;
      sinceKeepAlive = 0;
    }
    if (fresh.status === "completed") {
      await send({ type: "done", length: text.length });
      return;
    }
    sinceKeepAlive += ctx.pollIntervalMs;
    if (sinceKeepAlive >= ctx.keepAliveMs) {
      await stream.write(": keep-alive\n\n");
      sinceKeepAlive = 0;
    }
  }
}
