// `npm run test:cluster`: the production topology on this machine, without containers (issue 15,
// decision 014). A PostgreSQL server of its own, three instances of the built app, nginx in front
// (Debian's package, installed when missing, as `npm test` does for Chromium), then each point
// through nginx: PASS or FAIL per point, a non-zero exit on any failure. Needs `npm run build` first.
import os from "node:os";
import { startFakeOpenAI } from "../../tests/support/fake-openai.ts";
import { CheckFailed, upstreamNamer, type Check, type CheckContext } from "./check.ts";
import {
  idempotencyShared,
  migrationsOnce,
  rateLimitShared,
  requestIdsInLogs,
  sessionsShared,
} from "./checks-accounts.ts";
import { postgresRestart, sigtermUnderLoad } from "./checks-faults.ts";
import { streamsUnbuffered, survivesSigkill } from "./checks-generation.ts";
import { startCluster } from "./topology.ts";
import { firstAssetPath, workloadKinds } from "./workload.ts";

const checks: Check[] = [
  migrationsOnce,
  sessionsShared,
  rateLimitShared,
  idempotencyShared,
  requestIdsInLogs,
  streamsUnbuffered,
  survivesSigkill,
  sigtermUnderLoad,
  postgresRestart,
];
const only = process.env.CLUSTER_ONLY;
const checkTimeoutMs = 90_000;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const say = (line: string) => process.stdout.write(`${line}\n`);

const started = Date.now();
say(`cluster test: 3 instances behind nginx on a scratch PostgreSQL (load average ${load()})`);
const fake = await startFakeOpenAI();
const cluster = await startCluster({
  instances: 3,
  env: { OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "fake-model", OPENAI_API_KEY: "fake-key" },
}).catch(async (error: Error) => {
  await fake.close();
  say(`FAIL  could not start the cluster: ${error.message}`);
  process.exit(1);
});
say(
  `up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${cluster.url} -> ${cluster.instances.map((i) => `${i.name} :${i.port}`).join(", ")}\n`,
);

let passed = 0;
let failed = 0;
try {
  const ctx: CheckContext = {
    cluster,
    fake,
    kinds: workloadKinds(await firstAssetPath(cluster.url)),
    nameOf: upstreamNamer(cluster),
  };
  for (const check of checks) {
    if (only && !check.name.includes(only)) continue;
    const checkStarted = Date.now();
    try {
      const details = await Promise.race([
        check.run(ctx),
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new CheckFailed(`no result after ${checkTimeoutMs / 1000} s`)),
            checkTimeoutMs,
          ).unref(),
        ),
      ]);
      passed += 1;
      say(`PASS  ${check.name} (${((Date.now() - checkStarted) / 1000).toFixed(1)} s)`);
      for (const line of details) say(`        ${line}`);
    } catch (error) {
      failed += 1;
      say(`FAIL  ${check.name}`);
      say(`        ${error instanceof CheckFailed ? error.message : ((error as Error).stack ?? String(error))}`);
      for (const instance of cluster.instances)
        say(`        --- ${instance.name} (last lines)\n${instance.output().split("\n").slice(-8).join("\n")}`);
    }
    // A point that failed half-way may leave an instance down: the next point starts with all three.
    for (const instance of cluster.instances) if (!instance.running()) await instance.restart().catch(() => undefined);
  }
} catch (error) {
  failed += 1;
  say(`FAIL  the cluster test itself: ${(error as Error).stack ?? String(error)}`);
} finally {
  // Whatever happened, the servers this run started are stopped.
  await cluster.stop();
  await fake.close();
}
say(`\ncluster test finished in ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${load()})`);
say(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
