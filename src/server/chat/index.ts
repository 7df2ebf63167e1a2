import type { MiddlewareHandler } from "hono";
import { createGenerationPipeline } from "../generation/index.ts";
import type { AuthVariables } from "../identity/session.ts";
import type { Infrastructure } from "../infrastructure.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import type { SupplementLookup } from "./offline/context.ts";
import { defaultChatLimits, type ChatLimits } from "./limits.ts";
import { chatRoutes } from "./routes.ts";
import { chatGenerationView, createChatStore } from "./store.ts";
import { createChatWriter } from "./writer.ts";

export interface ChatCapabilities {
  kb: KnowledgeBase;
  policy: Policy;
  /** The lookup's answer for a supplement ("how can I replace my X supplement?": the lookup's). */
  lookupSupplement: SupplementLookup;
  /** The answers of the person's latest assessment, or null (the assessment's). */
  latestAnswers: (userId: string) => Promise<unknown>;
  /** The guard that requires the person's agreement to storing health-related answers (the account's). */
  consentRequired: MiddlewareHandler<{ Variables: AuthVariables }>;
  /** The chat's limits (messages a minute and a day, conversations, daily tokens); tests tighten them. */
  limits?: Partial<ChatLimits>;
}

/** /api/chat: a person's conversations with the nutrition assistant, each reply written by the generation pipeline. */
export function createChatFeature(
  infra: Infrastructure,
  { kb, policy, lookupSupplement, latestAnswers, consentRequired, limits }: ChatCapabilities,
) {
  const { metrics, logger, lifecycle } = infra;
  const store = createChatStore(infra.db);
  // Its replies and its title helper's calls count in the tokens metric.
  const writer = createChatWriter(infra.config.ai, {
    kb,
    policy,
    lookupSupplement,
    provider: { onUsage: (usage) => metrics.tokens("chat answer", writer.engine, usage) },
    onIntent: metrics.chatIntent,
  });
  const generation = createGenerationPipeline({
    kind: "chat answer",
    store,
    view: chatGenerationView,
    writer,
    logger,
    timings: infra.generationTimings,
    observer: metrics.generationObserver("chat answer"),
    shutdown: infra.shutdown,
  });
  lifecycle.drainers.push((timeoutMs) => generation.runner.drain(timeoutMs));
  const chat = { store, writer, policy, limits: { ...defaultChatLimits, ...limits }, ...generation };
  return {
    routes: chatRoutes({ ...infra, chat, latestAnswers, consentRequired }),
    /** Its generations (tests watch the runner). */
    generation,
  };
}
