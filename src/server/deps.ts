import type { Context } from "hono";
import type { AccountLimits } from "./identity/account-limits.ts";
import type { Auth } from "./identity/auth.ts";
import type { TrustedDevices } from "./auth/trusted-device.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { DatabaseProbe } from "./db/probe.ts";
import type { RateLimits } from "./http/rate-limit.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { Newsletter } from "./newsletter/subscribers.ts";
import type { HealthDataConsent } from "./account/consent.ts";
import type { AssessmentAnswers } from "../shared/assessment/index.ts";
import type { GenerationPipeline } from "./generation/index.ts";
import type { AssessmentRow, AssessmentStore } from "./assessment/store.ts";
import type { AssessmentWriter } from "./assessment/writer.ts";
import type { KnowledgeBase } from "./nutrition/kb/knowledge-base.ts";
import type { Policy } from "./nutrition/policy/policy.ts";
import type { DashboardService } from "./dashboard/service.ts";
import type { ChatLimits } from "./chat/limits.ts";
import type { ChatMessageRow, ChatStore } from "./chat/store.ts";
import type { ChatWriter, PreparedReply } from "./chat/writer.ts";

// The services createApp builds once and hands to every route module (its own file, so route modules
// need not import the app that imports them).

/** What every route module receives. Built once per app, so tests get a fresh set per database. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  auth: Auth;
  /** Ends every cached session of a person at once (their account deleted or all their sessions removed). */
  forgetSessionsOf: (userId: string) => void;
  mailer: Mailer;
  logger: Logger;
  rateLimits: RateLimits;
  /** Per-account sign-in and reset-email limits (in the database, keyed on the email). */
  accountLimits: AccountLimits;
  /** Device cookies: the owner's own browsers are not locked out by guesses from elsewhere. */
  trustedDevices: TrustedDevices;
  lifecycle: {
    /** Set by index.ts on SIGTERM: /readyz says 503 and answers close their connections. */
    shuttingDown: boolean;
    /** Work that must finish before the process exits (e.g. assessments being written), given a time limit. */
    drainers: Array<(timeoutMs: number) => Promise<void>>;
    /** Set by index.ts: told each time the drain turns a request back to the balancer (http/health.ts). */
    leftBalancer?: () => void;
  };
  clientIp: (c: Context) => string;
  /** The nutrient knowledge base, loaded and validated once per app. */
  kb: KnowledgeBase;
  /** The assessment's store and writer, and its generation pipeline (runner, reconcile, stream). */
  assessments: { store: AssessmentStore; writer: AssessmentWriter } & GenerationPipeline<AssessmentAnswers, AssessmentRow>;
  /** The newsletter list and its unsubscribe links. */
  newsletter: Newsletter;
  /** The person's agreement to storing health-related answers, and the guard that requires it. */
  healthDataConsent: HealthDataConsent;
  /** Authorises the local-only admin routes (`npm run newsletter:send`); null closes them. */
  adminToken: string | null;
  /** The nutrition safety policy over `kb` (decision 006): every screen that suggests foods asks it. */
  policy: Policy;
  /** The dashboard's reads (its cache of per-assessment figures lives as long as the app). */
  dashboard: DashboardService;
  /** Prometheus metrics (/metrics). */
  metrics: Metrics;
  /** Whether the database answers (/readyz, and outages a library hid). */
  databaseProbe: DatabaseProbe;
  /** The nutrition chat's store, writer, policy and limits, and its generation pipeline (the same kind as the assessment's). */
  chat: { store: ChatStore; writer: ChatWriter; policy: Policy; limits: ChatLimits } & GenerationPipeline<PreparedReply, ChatMessageRow>;
}
