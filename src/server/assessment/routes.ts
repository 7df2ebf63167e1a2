import { Hono, type Context, type MiddlewareHandler } from "hono";
import {
  idempotencyKeyHeader,
  idempotencyKeySchema,
  saveDraftBodySchema,
  submitAssessmentBodySchema,
  type AssessmentDraftDto,
  type AssessmentListDto,
} from "../../shared/assessment/api.ts";
import { clampStep, sanitizeDraftAnswers } from "../../shared/assessment/draft.ts";
import { normalizeAnswers } from "../../shared/assessment/rules.ts";
import { parseAnswers, type AssessmentAnswers } from "../../shared/assessment/schema.ts";
import type { GenerationPipeline } from "../generation/index.ts";
import type { Infrastructure } from "../infrastructure.ts";
import type { AssessmentWriter } from "./writer.ts";
import { assessmentEmail } from "./email.ts";
import { sameAnswers, toDto, toSummaryDto, type AssessmentRow, type AssessmentStore } from "./store.ts";
import { securityTexts } from "../../shared/texts/security.ts";
import { currentUser, requireUser, type AppEnv, type AuthVariables } from "../identity/session.ts";
import { apiError, readJson } from "../http/errors.ts";
import { apiErrorMessages, apiNotFoundMessages } from "../../shared/texts/api.ts";
import { rateLimit, type RateLimitRule } from "../http/rate-limit.ts";

/** Per-user limits: each submit or retry may cost a model call; each email is a real message. */
export const assessmentRateLimits = {
  generate: { name: "assessment-generate", limit: 30, windowSeconds: 3600 },
  email: { name: "assessment-email", limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const notFound = (c: Context) => apiError(c, 404, "not_found", apiNotFoundMessages.assessment);

/**
 * /api/assessments: drafts, submit (idempotent), the text as it is written (text/event-stream),
 * retry, read, list, save and email. Every query is scoped to the signed-in user.
 */
export interface AssessmentRoutesDeps extends Pick<Infrastructure, "db" | "logger" | "mailer" | "config"> {
  /** The store and writer, and the generation pipeline (runner, stale rule, event stream), built once per app. */
  assessments: { store: AssessmentStore; writer: AssessmentWriter } & GenerationPipeline<
    AssessmentAnswers,
    AssessmentRow
  >;
  /** The guard that requires the person's agreement to storing health-related answers (the account's). */
  consentRequired: MiddlewareHandler<{ Variables: AuthVariables }>;
}

export function assessmentRoutes(deps: AssessmentRoutesDeps) {
  const { db, logger, mailer, config } = deps;
  const { store, writer, runner, reconcile, stream } = deps.assessments;
  // Every route is behind requireUser, so the counters are per user.
  // Storing or processing answers needs the person's agreement (issue 13); reading what exists does not.
  const consented = deps.consentRequired;

  const app = new Hono<AppEnv>()
    .use(requireUser)

    .get("/draft", async (c) => {
      const draft = await store.getDraft(currentUser(c).id);
      const body: { draft: AssessmentDraftDto | null } = {
        draft: draft
          ? {
              step: clampStep(draft.step),
              answers: sanitizeDraftAnswers(draft.answers),
              updatedAt: draft.updatedAt.toISOString(),
            }
          : null,
      };
      return c.json(body);
    })

    .put("/draft", consented, async (c) => {
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
      const body: AssessmentListDto = {
        assessments: await Promise.all(rows.map(async (row) => toSummaryDto(await reconcile(row)))),
      };
      return c.json(body);
    })

    .post("/", consented, rateLimit(db, assessmentRateLimits.generate, "perUser"), async (c) => {
      const key = idempotencyKeySchema.safeParse(c.req.header(idempotencyKeyHeader) ?? "");
      if (!key.success) {
        return apiError(
          c,
          400,
          "invalid_idempotency_key",
          key.error.issues[0]?.message ?? apiErrorMessages.invalid_idempotency_key,
          {
            [idempotencyKeyHeader]: key.error.issues.map((issue) => issue.message),
          },
        );
      }
      const body = await readJson(c, submitAssessmentBodySchema);
      if (!body.ok) return body.response;
      const parsed = parseAnswers(body.data.answers);
      if (!parsed.success) {
        return apiError(
          c,
          400,
          "invalid_answers",
          parsed.errors[0]?.message ?? apiErrorMessages.invalid_answers,
          parsed.fields,
        );
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
        runner.start(row.id, row.assessmentData as AssessmentAnswers);
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
      const row = await store.findOwned(currentUser(c).id, c.req.param("id"));
      if (!row) return notFound(c);
      return stream(c, row);
    })

    .post("/:id/retry", consented, rateLimit(db, assessmentRateLimits.generate, "perUser"), async (c) => {
      const user = currentUser(c);
      const id = c.req.param("id");
      const found = await store.findOwned(user.id, id);
      if (!found) return notFound(c);
      await reconcile(found);
      const restarted = await store.restart(user.id, id, writer.engine);
      if (restarted) {
        runner.start(restarted.id, restarted.assessmentData as AssessmentAnswers);
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
      return apiError(c, 409, "not_ready", apiErrorMessages.not_ready);
    })

    .post("/:id/email", rateLimit(db, assessmentRateLimits.email, "perUser"), async (c) => {
      const user = currentUser(c);
      const row = await store.findOwned(user.id, c.req.param("id"));
      if (!row) return notFound(c);
      if (row.status !== "completed") return apiError(c, 409, "not_ready", apiErrorMessages.not_ready);
      try {
        await mailer.send(assessmentEmail(user.email, toDto(row), config.appUrl));
      } catch (error) {
        logger.error({ err: error, assessmentId: row.id }, "sending the results email failed");
        return apiError(c, 502, "mail_failed", apiErrorMessages.mail_failed);
      }
      return c.json({ status: "sent" });
    });

  return app;
}
