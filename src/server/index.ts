// First, so that the embedded database's engine loads while the rest of the server's code does.
import { pgliteArtifacts } from "./db/pglite-preload.ts";
import path from "node:path";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import type { SignedInRenderer } from "./http/signed-in-pages.ts";
import { adminTokenFile, describeConfig, loadOrCreateSecret, resolveConfig } from "./config.ts";
import { pruneExpiredAuthRecords } from "./account/retention.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { openDatabase } from "./db/client.ts";
import { parseEnvOrFail } from "./env.ts";
import { pruneRateLimits } from "./http/rate-limit.ts";
import { createLogger, stdoutDestination } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { loadKnowledgeBaseWithSnapshot } from "./nutrition/kb/snapshot.ts";

// Start: environment -> database -> app -> listen. Nothing else lives here.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const signedInEntry = path.join(projectRoot, "dist/ssr/entry-server.js");

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const env = parseEnvOrFail(process.env, fail);

const config = resolveConfig(env);
const logger = createLogger(env.LOG_LEVEL, stdoutDestination());
let unlock = () => {};
if (config.database.kind === "pglite") {
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    fail((error as Error).message);
  }
}

/** Fails after releasing the data folder, so the next start is not told it is still in use. */
function failUnlocked(message: string): never {
  unlock();
  fail(message);
}

const onIdleError = (error: Error) =>
  logger.warn({ err: { message: error.message } }, "an idle database connection closed");
// An empty PGlite folder starts as a copy of the build's migrated one (decision 012).
const pgliteTemplate = path.join(projectRoot, "dist/pglite-template");
const database = await openDatabase(
  config.database.kind === "postgres"
    ? { ...config.database, onIdleError }
    : { ...config.database, template: pgliteTemplate, artifacts: (await pgliteArtifacts) ?? undefined },
).catch((error: Error) => failUnlocked(`Could not open the database (${config.database.kind}): ${error.message}`));
const mailer = createMailer(config.mail, logger);
let built: ReturnType<typeof createApp>;
try {
  // Loads and validates the nutrient knowledge base too: a malformed data file stops the start here.
  built = createApp({
    config,
    db: database.db,
    mailer,
    logger,
    adminToken: loadOrCreateSecret(config.dataDir, adminTokenFile),
    // The build's copy of the knowledge base while data/nutrients is unchanged (decision 012).
    kb: loadKnowledgeBaseWithSnapshot(path.join(projectRoot, "dist/knowledge-base.bin")),
    staticDir: path.join(projectRoot, "dist/web"),
    pagesDir: path.join(projectRoot, "dist/pages"),
    // The web app's server build renders the signed-in results page and dashboard per request (decision 030).
    loadSignedInRenderer: existsSync(signedInEntry)
      ? async () =>
          ((await import(pathToFileURL(signedInEntry).href)) as { renderSignedInPage: SignedInRenderer })
            .renderSignedInPage
      : undefined,
    metrics: { poolStats: database.poolStats, processMetrics: true },
  });
} catch (error) {
  await database.close().catch(() => undefined);
  failUnlocked(`Could not start: ${(error as Error).message}`);
}
const { app, deps } = built;

const server = serve({ fetch: app.fetch, port: config.port }, () => {
  process.stdout.write(`${describeConfig(config, database.description).join("\n")}\n`);
});
server.on("error", (error: NodeJS.ErrnoException) => {
  failUnlocked(
    error.code === "EADDRINUSE" ? `Port ${config.port} is already in use; set PORT to another one.` : error.message,
  );
});

const pruneTimer = setInterval(
  () => {
    pruneRateLimits(database.db).catch((error: unknown) => logger.warn({ err: error }, "rate limit pruning failed"));
    pruneExpiredAuthRecords(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, "pruning expired sign-ins failed"),
    );
  },
  60 * 60 * 1000,
);
pruneTimer.unref();

// Graceful shutdown (decision 014): first drain (/readyz 503, requests the balancer can resend
// elsewhere turned back to it so that it stops choosing this instance, the rest served with
// `Connection: close`: http/health.ts); then stop accepting, let requests in flight and assessments
// being written finish, end open streams (their clients reconnect elsewhere), and close the database.
let stopping = false;
/** After the balancer was first told to go elsewhere: time for requests it had already sent here to arrive. */
const afterLeftBalancerMs = 1_000;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const drainMs = config.shutdownDrainMs ?? 0;
  const leftBalancer = new Promise<void>((resolve) => {
    deps.lifecycle.leftBalancer = resolve;
  });
  deps.lifecycle.shuttingDown = true;
  logger.info({ signal, drainMs }, "shutting down");
  const forceExit = setTimeout(() => {
    logger.warn("work still running 20 s after the drain; exiting");
    process.exit(1);
  }, drainMs + 20_000);
  forceExit.unref();
  // The listener closes once the balancer has stopped choosing this instance (nginx: for its
  // fail_timeout, 5 s, so well before it would try again), or after the drain at the latest: longer
  // than nginx's idle keep-alive to us (deploy/nginx.conf: 4 s), so the connections it holds idle are
  // closed from its side, never under a request it is sending.
  if (drainMs > 0) {
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const left = leftBalancer.then(async () => {
      logger.info("the balancer sends nothing more here");
      await sleep(afterLeftBalancerMs);
    });
    await Promise.race([sleep(drainMs), left]);
  }
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive connections would hold close() open.
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  await Promise.all(deps.lifecycle.drainers.map((drain) => drain(15_000)));
  await closed;
  await deps.closeRevocations();
  await database.close().catch((error: unknown) => logger.warn({ err: error }, "closing the database failed"));
  unlock();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
