import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../tests/support/launch-app.ts";
import { createScratchDatabase } from "../../tests/support/test-database.ts";
import { startInstance, waitUntilReady, type Instance } from "./instances.ts";
import { ensureNginx, startNginx, type RunningNginx } from "./nginx.ts";
import { startScratchPostgres, type ScratchPostgres } from "./postgres-server.ts";

// The production topology without containers: a PostgreSQL server of our own, N instances of the
// built app sharing one database and one AUTH_SECRET, and nginx in front, configured from the same
// template as deploy/nginx.conf.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ClusterOptions {
  instances: number;
  /** Extra environment for every instance (OPENAI_*, LOG_LEVEL...). */
  env?: Record<string, string>;
  /** Run nginx with this many workers (the template's default for deploys is `auto`). */
  nginxWorkers?: number;
}

export interface Cluster {
  /** nginx, the way in. */
  url: string;
  instances: Instance[];
  /** Every instance's outbox folder: a sign-up's confirmation mail is in the one that answered it. */
  outboxes: string[];
  postgres: ScratchPostgres;
  /** The app's database on that server. */
  databaseUrl: string;
  nginx: RunningNginx;
  stop(): Promise<void>;
}

export function builtAppExists(): boolean {
  return existsSync(path.join(projectRoot, "dist/web/index.html"));
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!builtAppExists()) throw new Error("No build in dist/web: run `npm run build` first.");
  const nginxBinary = ensureNginx();
  const dir = mkdtempSync(path.join(os.tmpdir(), "foodfirst-cluster-"));
  const postgres = await startScratchPostgres(await freePort());
  const cleanups: (() => Promise<void> | void)[] = [
    () => postgres.destroy(),
    () => rmSync(dir, { recursive: true, force: true }),
  ];
  try {
    const database = await createScratchDatabase(postgres.url, "foodfirst_cluster");
    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      APP_URL: url,
      // nginx connects from loopback; the test client plays a balancer in front of it.
      TRUSTED_PROXIES: "127.0.0.1",
      LOG_LEVEL: "info",
      ...options.env,
    };
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    // All at the same moment, on an empty database: migrations run once, under the advisory lock.
    const instances = await Promise.all(ports.map((port, i) => startInstance(`app${i + 1}`, port, env)));
    cleanups.unshift(async () => {
      for (const instance of instances) if (instance.running()) instance.signal("SIGKILL");
      await Promise.all(instances.map((instance) => instance.exited()));
      for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    });
    await Promise.all(instances.map((instance) => waitUntilReady(instance.url, 60_000, instance.running)));
    const nginx = await startNginx(
      nginxBinary,
      path.join(dir, "nginx"),
      {
        upstreams: ports.map((port) => `127.0.0.1:${port}`),
        listen: { http: nginxPort },
        realIpFrom: ["127.0.0.1"],
        workerProcesses: options.nginxWorkers ?? 1,
        exposeUpstream: true,
      },
      nginxPort,
    );
    cleanups.unshift(() => nginx.stop());
    return {
      url,
      instances,
      outboxes: instances.map((instance) => instance.outbox),
      postgres,
      databaseUrl: database.url,
      nginx,
      async stop() {
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup();
    throw error;
  }
}
