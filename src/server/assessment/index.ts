import type { MiddlewareHandler } from "hono";
import { createGenerationPipeline } from "../generation/index.ts";
import type { AuthVariables } from "../identity/session.ts";
import type { Infrastructure } from "../infrastructure.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { assessmentRoutes } from "./routes.ts";
import { assessmentGenerationView, createAssessmentStore, toDto } from "./store.ts";
import { createAssessmentWriter } from "./writer.ts";

export interface AssessmentCapabilities {
  kb: KnowledgeBase;
  policy: Policy;
  /** The guard that requires the person's agreement to storing health-related answers (the account's). */
  consentRequired: MiddlewareHandler<{ Variables: AuthVariables }>;
}

/**
 * /api/assessments: drafts, submit, the text as it is written, retry, read, list, save and email. Gives the other
 * features what they read of a person's assessments: the latest answers (chat, lookup) and the dashboard's rows.
 */
export function createAssessmentFeature(
  infra: Infrastructure,
  { kb, policy, consentRequired }: AssessmentCapabilities,
) {
  const { metrics, logger, lifecycle } = infra;
  const store = createAssessmentStore(infra.db);
  const writer = createAssessmentWriter(infra.config.ai, {
    kb,
    policy,
    provider: { onUsage: (usage) => metrics.tokens("assessment", writer.engine, usage) },
  });
  const generation = createGenerationPipeline({
    kind: "assessment",
    store,
    view: assessmentGenerationView,
    writer,
    logger,
    timings: infra.generationTimings,
    observer: metrics.generationObserver("assessment"),
    shutdown: infra.shutdown,
  });
  lifecycle.drainers.push((timeoutMs) => generation.runner.drain(timeoutMs));
  return {
    routes: assessmentRoutes({ ...infra, assessments: { store, writer, ...generation }, consentRequired }),
    /** The answers of the person's latest assessment (any status), or null. */
    latestAnswers: (userId: string) => store.latestAnswers(userId),
    /** The dashboard's reads: its one list, one assessment, and the stale rule. */
    forDashboard: {
      listForDashboard: (userId: string, limit: number) => store.listForDashboard(userId, limit),
      findOwned: (userId: string, id: string) => store.findOwned(userId, id),
      reconcile: generation.reconcile,
    },
    /** GET /api/assessments/:id's answer, when the assessment is this person's (the server-rendered results page). */
    readOwned: async (userId: string, id: string) => {
      const row = await store.findOwned(userId, id);
      return row ? toDto(await generation.reconcile(row)) : null;
    },
    /** Its generations (tests watch the runner). */
    generation,
  };
}
