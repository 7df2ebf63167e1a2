import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createAccountLimits } from "./identity/account-limits.ts";
import { createTrustedDevices } from "./auth/trusted-device.ts";
import { createPasswordHasher } from "./identity/password.ts";
import { createAuth, type SessionUser } from "./identity/auth.ts";
import { authRoutes } from "./auth/routes.ts";
import { loadUser, type AppEnv } from "./identity/session.ts";
import { createSessionCache } from "./identity/session-cache.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { clientIp, peerAddress } from "./http/client-ip.ts";
import { apiError, unexpectedErrorHandler } from "./http/errors.ts";
import { carriesNoBody, inputGuard } from "./http/input-guard.ts";
import { noStore } from "./http/no-store.ts";
import { compressAnswers } from "./http/compression.ts";
import { defaultRateLimits, type RateLimits } from "./http/rate-limit.ts";
import { requestLog } from "./http/request-log.ts";
import { sameOriginOnly } from "./http/same-origin.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { mountStaticSite } from "./http/static-site.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { drainConnections, healthRoutes } from "./http/health.ts";
import { databaseOutage } from "./http/database-outage.ts";
import { createDatabaseProbe } from "./db/probe.ts";
import { createMetrics, type MetricsOptions } from "./metrics/metrics.ts";
import { httpMetrics } from "./metrics/http.ts";
import { defaultMetricsAccess, metricsRoutes } from "./metrics/routes.ts";
import { newsletterRoutes, oneClickUnsubscribeRoutes } from "./newsletter/routes.ts";
import { newsletterAdminRoutes } from "./newsletter/admin-routes.ts";
import { createNewsletter } from "./newsletter/subscribers.ts";
import { accountRoutes } from "./account/routes.ts";
import { createHealthDataConsent } from "./account/consent.ts";
import { assessmentRoutes } from "./assessment/routes.ts";
import { lookupRoutes } from "./lookup/routes.ts";
import { limits } from "../shared/api.ts";
import { unsubscribePath } from "../shared/newsletter-link.ts";
import { apiErrorMessages } from "../shared/texts/api.ts";
import { createGenerationPipeline, type GenerationTimings } from "./generation/index.ts";
import type { AppDeps } from "./deps.ts";
import { assessmentGenerationView, createAssessmentStore } from "./assessment/store.ts";
import { createAssessmentWriter } from "./assessment/writer.ts";
import { createPolicy } from "./nutrition/policy/policy.ts";
import { loadKnowledgeBase } from "./nutrition/kb/load.ts";
import type { KnowledgeBase } from "./nutrition/kb/knowledge-base.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { createDashboardService } from "./dashboard/service.ts";
import { chatRoutes } from "./chat/routes.ts";
import { defaultChatLimits, type ChatLimits } from "./chat/limits.ts";
import { chatGenerationView, createChatStore } from "./chat/store.ts";
import { createChatWriter } from "./chat/writer.ts";

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
  /** The database pool's figures and Node's process metrics, for /metrics (index.ts gives both). */
  metrics?: MetricsOptions;
  /** How long a verified session is trusted without a new check (decision 012); tests shorten it. */
  sessionCacheTtlMs?: number;
}

export function createApp(input: CreateAppInput) {
  const { config, db, mailer, logger } = input;
  const rateLimits = input.rateLimits ?? defaultRateLimits;
  const accountLimits = createAccountLimits(db, rateLimits, config.authSecret);
  const sessionCache = createSessionCache<SessionUser>({ ttlMs: input.sessionCacheTtlMs });
  const auth = createAuth({
    db,
    mailer,
    logger,
    appUrl: config.appUrl,
    secret: config.authSecret,
    secure: config.secure,
    passwords: createPasswordHasher(),
    trustedOrigins: config.devOrigins,
    // A new password also ends a lock-out that someone else's guesses caused.
    onPasswordReset: (email) => accountLimits.signInCleared(email),
    onSessionDeleted: (token) => sessionCache.forget(token),
  });
  // Services are built here, once, and handed to the routes: no module singletons.
  const kb = input.kb ?? loadKnowledgeBase();
  const metrics = createMetrics(input.metrics);
  const databaseProbe = createDatabaseProbe(db);
  // Aborted at shutdown (a drainer below): open event streams end, and their clients reconnect elsewhere.
  const shutdown = new AbortController();
  const assessmentStore = createAssessmentStore(db);
  const policy = createPolicy(kb);
  const assessmentWriter = createAssessmentWriter(config.ai, {
    kb,
    policy,
    provider: { onUsage: (usage) => metrics.tokens("assessment", assessmentWriter.engine, usage) },
  });
  const assessmentGeneration = createGenerationPipeline({
    kind: "assessment",
    store: assessmentStore,
    view: assessmentGenerationView,
    writer: assessmentWriter,
    logger,
    timings: input.generationTimings,
    observer: metrics.generationObserver("assessment"),
    shutdown: shutdown.signal,
  });
  const dashboard = createDashboardService({ policy, store: assessmentStore, reconcile: assessmentGeneration.reconcile });
  const chatStore = createChatStore(db);
  // Its replies and its title helper's calls count in the tokens metric.
  const chatWriter = createChatWriter(config.ai, { kb, policy, provider: { onUsage: (usage) => metrics.tokens("chat answer", chatWriter.engine, usage) } });
  const chatGeneration = createGenerationPipeline({ kind: "chat answer", store: chatStore, view: chatGenerationView, writer: chatWriter, logger, timings: input.generationTimings, observer: metrics.generationObserver("chat answer"), shutdown: shutdown.signal });
  const deps: AppDeps = {
    config,
    db,
    auth,
    mailer,
    logger,
    rateLimits,
    accountLimits,
    trustedDevices: createTrustedDevices(config.authSecret, config.secure),
    forgetSessionsOf: (userId) => sessionCache.forgetUser(userId),
    lifecycle: {
      shuttingDown: false,
      drainers: [(timeoutMs) => assessmentGeneration.runner.drain(timeoutMs), (timeoutMs) => chatGeneration.runner.drain(timeoutMs), async () => shutdown.abort()],
    },
    clientIp: (c) => clientIp(c, config.trustedProxies),
    kb,
    assessments: { store: assessmentStore, writer: assessmentWriter, ...assessmentGeneration },
    newsletter: createNewsletter({ db, secret: config.authSecret, appUrl: config.appUrl }),
    healthDataConsent: createHealthDataConsent(db),
    adminToken: input.adminToken ?? null,
    policy,
    dashboard,
    metrics,
    databaseProbe,
    chat: { store: chatStore, writer: chatWriter, policy, limits: { ...defaultChatLimits, ...input.chatLimits }, ...chatGeneration },
  };

  const app = new Hono<AppEnv>();
  // First: a request turned back to the balancer while draining was never answered here, so it is
  // neither counted nor logged (the instance that answers it does both).
  app.use(drainConnections(deps.lifecycle, (c) => config.trustedProxies.includes(peerAddress(c) ?? "")));
  app.use(httpMetrics(metrics));
  app.use(requestLog(logger));
  app.use(securityHeaders({ secure: config.secure }));
  app.route("/", healthRoutes(deps));
  app.route("/", metricsRoutes(metrics, config.metrics ?? defaultMetricsAccess, deps.clientIp));
  // Outside /api: mail programs' one-click unsubscribe (RFC 8058) and the local-only admin routes.
  app.route(unsubscribePath, oneClickUnsubscribeRoutes(deps));
  app.route("/admin/newsletter", newsletterAdminRoutes(deps));

  // The API's edge, in this order for every /api route (the auth library's included): nothing it
  // answers is cached; JSON above ~1 KB is compressed for browsers that take it; state-changing requests come from the app's own origin; bodies are bounded,
  // JSON, and their text passes the text policy before any route reads them.
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
  // One sub-app per resource; public ones first, so they pay for no session lookup.
  app.route("/api/auth", authRoutes(deps));
  app.route("/api/newsletter", newsletterRoutes(deps));
  app.use("/api/*", loadUser(auth, sessionCache));
  app.route("/api/assessments", assessmentRoutes(deps));
  app.route("/api/lookup", lookupRoutes(deps));
  app.route("/api/account", accountRoutes(deps));
  app.route("/api/dashboard", dashboardRoutes(deps));
  app.route("/api/chat", chatRoutes(deps));

  app.all("/api/*", (c) => apiError(c, 404, "not_found", apiErrorMessages.not_found));
  if (input.staticDir) mountStaticSite(app, input.staticDir, { appUrl: config.appUrl, pagesDir: input.pagesDir });

  app.onError(unexpectedErrorHandler(logger));

  return { app, deps };
}
