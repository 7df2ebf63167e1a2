import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { createAuth, type Auth } from "./auth/auth.ts";
import { authRoutes } from "./auth/routes.ts";
import { loadUser, type AppEnv } from "./auth/session.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { clientIp } from "./http/client-ip.ts";
import { apiError } from "./http/errors.ts";
import { defaultRateLimits, type RateLimits } from "./http/rate-limit.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { mountStaticSite } from "./http/static-site.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { healthRoutes } from "./http/health.ts";
import { newsletterRoutes, oneClickUnsubscribeRoutes } from "./newsletter/routes.ts";
import { newsletterAdminRoutes } from "./newsletter/admin-routes.ts";
import { createNewsletter, type Newsletter } from "./newsletter/subscribers.ts";
import { accountRoutes } from "./account/routes.ts";
import { createHealthDataConsent, type HealthDataConsent } from "./account/consent.ts";
import { assessmentRoutes } from "./assessments/routes.ts";
import { lookupRoutes } from "./lookup/routes.ts";
import { limits } from "../shared/api.ts";
import { unsubscribePath } from "../shared/newsletter.ts";
import { apiErrorMessages } from "../shared/texts/api.ts";
import type { AssessmentAnswers } from "../shared/assessment/index.ts";
import { createGenerationPipeline, type GenerationPipeline, type GenerationTimings } from "./generation/index.ts";
import { assessmentGenerationView, createAssessmentStore, type AssessmentRow, type AssessmentStore } from "./assessments/store.ts";
import { createAssessmentWriter, type AssessmentWriter } from "./assessments/writer.ts";
import { loadKnowledgeBase, type KnowledgeBase } from "./nutrition/index.ts";

/** What every route module receives. Built once per app, so tests get a fresh set per database. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  rateLimits: RateLimits;
  lifecycle: {
    shuttingDown: boolean;
    /** Work that must finish before the process exits (e.g. assessments being written), given a time limit. */
    drainers: Array<(timeoutMs: number) => Promise<void>>;
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
}

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
  /** The built SPA (dist/web); omitted in API tests. */
  staticDir?: string;
  /** Extra origins allowed to call the API with cookies (the Vite dev server). */
  devOrigins?: string[];
}

export function createApp(input: CreateAppInput) {
  const { config, db, mailer, logger } = input;
  const auth = createAuth({
    db,
    mailer,
    logger,
    appUrl: config.appUrl,
    secret: config.authSecret,
    secure: config.secure,
    trustedOrigins: input.devOrigins,
  });
  // Services are built here, once, and handed to the routes: no module singletons.
  const kb = input.kb ?? loadKnowledgeBase();
  const assessmentStore = createAssessmentStore(db);
  const assessmentWriter = createAssessmentWriter(config.ai, { kb });
  const assessmentGeneration = createGenerationPipeline({
    kind: "assessment",
    store: assessmentStore,
    view: assessmentGenerationView,
    writer: assessmentWriter,
    logger,
    timings: input.generationTimings,
  });
  const deps: AppDeps = {
    config,
    db,
    auth,
    mailer,
    logger,
    rateLimits: input.rateLimits ?? defaultRateLimits,
    lifecycle: { shuttingDown: false, drainers: [(timeoutMs) => assessmentGeneration.runner.drain(timeoutMs)] },
    clientIp: (c) => clientIp(c, config.trustedProxies),
    kb,
    assessments: { store: assessmentStore, writer: assessmentWriter, ...assessmentGeneration },
    newsletter: createNewsletter({ db, secret: config.authSecret, appUrl: config.appUrl }),
    healthDataConsent: createHealthDataConsent(db),
    adminToken: input.adminToken ?? null,
  };

  const app = new Hono<AppEnv>();
  app.use(requestLog(logger));
  app.use(securityHeaders({ secure: config.secure }));
  app.route("/", healthRoutes(deps));
  // Outside /api: mail programs' one-click unsubscribe (RFC 8058) and the local-only admin routes.
  app.route(unsubscribePath, oneClickUnsubscribeRoutes(deps));
  app.route("/admin/newsletter", newsletterAdminRoutes(deps));

  app.use(
    "/api/*",
    bodyLimit({
      maxSize: limits.bodyMaxBytes,
      onError: (c) => apiError(c, 413, "body_too_large", apiErrorMessages.body_too_large),
    }),
  );
  app.use("/api/*", csrf({ origin: [config.appUrl, ...(input.devOrigins ?? [])] }));
  // One sub-app per resource; public ones first, so they pay for no session lookup.
  app.route("/api/auth", authRoutes(deps));
  app.route("/api/newsletter", newsletterRoutes(deps));
  app.use("/api/*", loadUser(auth));
  app.route("/api/assessments", assessmentRoutes(deps));
  app.route("/api/lookup", lookupRoutes(deps));
  app.route("/api/account", accountRoutes(deps));

  app.all("/api/*", (c) => apiError(c, 404, "not_found", apiErrorMessages.not_found));
  if (input.staticDir) mountStaticSite(app, input.staticDir);

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(c, error.status, "bad_request", error.message || apiErrorMessages.bad_request);
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return apiError(c, 500, "internal", apiErrorMessages.internal);
  });

  return { app, deps };
}
