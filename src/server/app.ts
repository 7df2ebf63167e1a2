import path from "node:path";
import { Hono } from "hono";
import { apiErrorMessages } from "../shared/texts/api.ts";
import { unsubscribePath } from "../shared/newsletter-link.ts";
import { createAccountFeature } from "./account/index.ts";
import { createAssessmentFeature } from "./assessment/index.ts";
import { createAuthFeature } from "./auth/index.ts";
import { createBlogFeature } from "./blog/index.ts";
import { createChatFeature } from "./chat/index.ts";
import type { ChatLimits } from "./chat/limits.ts";
import type { AppConfig } from "./config.ts";
import { createDashboardFeature } from "./dashboard/index.ts";
import type { Database } from "./db/client.ts";
import { createDatabaseProbe } from "./db/probe.ts";
import type { GenerationTimings } from "./generation/index.ts";
import { mountApiEdge } from "./http/api-edge.ts";
import { clientIp, peerAddress } from "./http/client-ip.ts";
import { apiError, unexpectedErrorHandler } from "./http/errors.ts";
import { drainConnections, healthRoutes, type Lifecycle } from "./http/health.ts";
import { defaultRateLimits, type RateLimits } from "./http/rate-limit.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { mountSignedInPages, type SignedInRenderer } from "./http/signed-in-pages.ts";
import { mountStaticSite } from "./http/static-site.ts";
import { createIdentity } from "./identity/identity.ts";
import type { AppEnv } from "./identity/session.ts";
import type { Infrastructure } from "./infrastructure.ts";
import type { Logger } from "./logger.ts";
import { createLookupFeature } from "./lookup/index.ts";
import type { Mailer } from "./mail/mailer.ts";
import { httpMetrics } from "./metrics/http.ts";
import { createMetrics, type MetricsOptions } from "./metrics/metrics.ts";
import { defaultMetricsAccess, metricsRoutes } from "./metrics/routes.ts";
import { createNewsletterFeature } from "./newsletter/index.ts";
import type { KnowledgeBase } from "./nutrition/kb/knowledge-base.ts";
import { loadKnowledgeBase } from "./nutrition/kb/load.ts";
import { createPolicy } from "./nutrition/policy/policy.ts";

export interface CreateAppInput {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  rateLimits?: RateLimits;
  /** The token of the local-only admin routes, from DATA_DIR/admin-token (index.ts); none closes them. */
  adminToken?: string;
  /** A knowledge base already loaded (tests share one); loaded from data/nutrients otherwise. */
  kb?: KnowledgeBase;
  /** Generation timings (save interval, heartbeat, stale limit, stream polling and keep-alive); tests shorten them. */
  generationTimings?: Partial<GenerationTimings>;
  /** The chat's limits (messages a minute and a day, conversations, daily tokens); tests tighten them. */
  chatLimits?: Partial<ChatLimits>;
  /** The built SPA (dist/web); omitted in API tests. */
  staticDir?: string;
  /** The build's prerendered documents (dist/pages: public pages, robots.txt, sitemap, feed; decision 011). */
  pagesDir?: string;
  /**
   * The web app's server entry's renderSignedInPage (dist/ssr in production), loaded on first use: with it and
   * `staticDir`, the signed-in results page and dashboard are rendered per request (decision 030).
   */
  loadSignedInRenderer?: () => Promise<SignedInRenderer>;
  /** The database pool's figures and Node's process metrics, for /metrics (index.ts gives both). */
  metrics?: MetricsOptions;
  /** How long a verified session is trusted without a new check (decision 012); tests shorten it. */
  sessionCacheTtlMs?: number;
}

/** Builds the infrastructure once, then each feature from it and the narrow capabilities it takes from others. */
export function createApp(input: CreateAppInput) {
  const { config, db, mailer, logger } = input;
  const lifecycle: Lifecycle = { shuttingDown: false, drainers: [] };
  // Aborted at shutdown (the last drainer): open event streams end, and their clients reconnect elsewhere.
  const shutdown = new AbortController();
  const metrics = createMetrics(input.metrics);
  const rateLimits = input.rateLimits ?? defaultRateLimits;
  const infra: Infrastructure = {
    config,
    db,
    mailer,
    logger,
    metrics,
    rateLimits,
    lifecycle,
    shutdown: shutdown.signal,
    generationTimings: input.generationTimings,
    clientIp: (c) => clientIp(c, config.trustedProxies),
  };
  const identity = createIdentity(infra, { sessionCacheTtlMs: input.sessionCacheTtlMs });
  const kb = input.kb ?? loadKnowledgeBase();
  const policy = createPolicy(kb);
  const databaseProbe = createDatabaseProbe(db);

  const blog = createBlogFeature(config);
  const newsletter = createNewsletterFeature(infra, {
    adminToken: input.adminToken ?? null,
    findArticle: blog.findArticle,
  });
  const account = createAccountFeature(infra, { identity, subscriptions: newsletter.subscriptions });
  const { consentRequired } = account;
  const auth = createAuthFeature(infra, { identity });
  const assessment = createAssessmentFeature(infra, { kb, policy, consentRequired });
  const { latestAnswers } = assessment;
  const dashboard = createDashboardFeature({ policy, assessments: assessment.forDashboard });
  const lookup = createLookupFeature({ kb, latestAnswers });
  const chat = createChatFeature(infra, {
    kb,
    policy,
    lookupSupplement: lookup.lookupSupplement,
    latestAnswers,
    consentRequired,
    limits: input.chatLimits,
  });
  lifecycle.drainers.push(async () => shutdown.abort());

  const app = new Hono<AppEnv>();
  // First: a request turned back to the balancer while draining was never answered here, so it is
  // neither counted nor logged (the instance that answers it does both).
  app.use(drainConnections(lifecycle, (c) => config.trustedProxies.includes(peerAddress(c) ?? "")));
  app.use(httpMetrics(metrics));
  app.use(requestLog(logger));
  app.use(securityHeaders({ secure: config.secure }));
  app.route("/", healthRoutes({ databaseProbe, lifecycle }));
  app.route("/", metricsRoutes(metrics, config.metrics ?? defaultMetricsAccess, infra.clientIp));
  // Outside /api: mail programs' one-click unsubscribe (RFC 8058) and the local-only admin routes.
  app.route(unsubscribePath, newsletter.oneClickUnsubscribeRoutes);
  app.route("/admin/newsletter", newsletter.adminRoutes);
  mountApiEdge(app, config, databaseProbe);
  // One sub-app per resource; public ones first, so they pay for no session lookup.
  app.route("/api/auth", auth.routes);
  app.route("/api/newsletter", newsletter.routes);
  app.use("/api/*", identity.loadUser);
  app.route("/api/assessments", assessment.routes);
  app.route("/api/lookup", lookup.routes);
  app.route("/api/account", account.routes);
  app.route("/api/dashboard", dashboard.routes);
  app.route("/api/chat", chat.routes);
  app.all("/api/*", (c) => apiError(c, 404, "not_found", apiErrorMessages.not_found));
  if (input.staticDir && input.loadSignedInRenderer)
    mountSignedInPages(app, {
      templateFile: path.join(input.staticDir, "index.html"),
      loadRenderer: input.loadSignedInRenderer,
      loadUser: identity.loadUser,
      dashboard: dashboard.read,
      assessment: assessment.readOwned,
      appUrl: config.appUrl,
      logger,
    });
  if (input.staticDir) mountStaticSite(app, input.staticDir, { appUrl: config.appUrl, pagesDir: input.pagesDir });
  app.onError(unexpectedErrorHandler(logger));

  // What index.ts (shutdown) and the tests reach into; no module imports it.
  const deps = {
    config,
    db,
    mailer,
    logger,
    kb,
    rateLimits,
    lifecycle,
    accountLimits: identity.accountLimits,
    /** Stops listening for other instances' session revocations (decision 026); before the database closes. */
    closeRevocations: identity.closeRevocations,
    assessments: assessment.generation,
    chat: chat.generation,
  };
  return { app, deps };
}
