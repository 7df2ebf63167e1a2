import type { AssessmentDto } from "../../src/shared/assessment/api.ts";
import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";
import { scriptedAssessment } from "../../tests/support/fake-openai.ts";
import { expectThat, seconds, type Check } from "./check.ts";
import { sleep, until } from "./client.ts";
import { waitUntilReady } from "./instances.ts";
import { signedUpPeople, startTraffic, statusSummary, type Sample } from "./traffic.ts";

// An instance stopped for a deploy, and the database restarted, while people keep using the app.

const serverErrors = (samples: Sample[]) => samples.filter((sample) => sample.status >= 500 || sample.error);

export const sigtermUnderLoad: Check = {
  name: "SIGTERM on an instance under load: in-flight requests finish, no 5xx reaches the client",
  async run({ cluster, fake, kinds, nameOf }) {
    const people = await signedUpPeople(cluster.url, cluster.outboxes, 6);
    const victim = cluster.instances[1]!;
    // A generation in flight on the victim when it is told to stop: it must finish, not be interrupted.
    fake.script({ kind: "text", text: scriptedAssessment(200), tokensPerSecond: 40 }); // about 5 s
    const writerPerson = people[0]!;
    const submitted = await writerPerson.request(
      "POST",
      "/api/assessments",
      { answers: completeAnswers },
      { "Idempotency-Key": `sigterm-${Date.now()}` },
      victim.url,
    );
    expectThat(submitted.status === 201, `submit on ${victim.name} answered ${submitted.status}`);
    const id = (submitted.body as { assessment: AssessmentDto }).assessment.id;

    // Without pauses: a stop with new connections arriving all the time (each request to a draining
    // instance is one), as in a busy hour.
    const traffic = startTraffic(people, kinds, { loopsPerPerson: 3, pauseMs: 0 });
    await sleep(2_000);
    const before = (await writerPerson.request("GET", `/api/assessments/${id}`)).body as { assessment: AssessmentDto };
    expectThat(
      before.assessment.status === "generating",
      `the generation was ${before.assessment.status} before the stop: nothing was in flight`,
    );
    const signalledAt = performance.now();
    victim.signal("SIGTERM");
    await sleep(300);
    const readyWhileDraining = await fetch(`${victim.url}/readyz`)
      .then((response) => response.status)
      .catch(() => 0);
    const exitCode = await victim.exited();
    const stoppedAfter = performance.now() - signalledAt;
    await sleep(3_000); // the other two carry the traffic alone
    const samples = await traffic.stop();

    const failures = serverErrors(samples);
    const assessment = (await writerPerson.request("GET", `/api/assessments/${id}`)).body as {
      assessment: AssessmentDto;
    };
    const stoppedAt = signalledAt + stoppedAfter;
    const byVictimAfter = samples.filter(
      (sample) => traffic.startedAt + sample.at > stoppedAt && nameOf(sample.upstream) === victim.name,
    ).length;
    expectThat(failures.length === 0, `${failures.length} of ${samples.length} failed: ${statusSummary(failures)}`);
    expectThat(readyWhileDraining === 503, `/readyz answered ${readyWhileDraining} while draining`);
    expectThat(exitCode === 0, `${victim.name} exited with ${exitCode}`);
    expectThat(
      assessment.assessment.status === "completed",
      `the generation in flight ended ${assessment.assessment.status}/${assessment.assessment.errorCode}`,
    );
    expectThat(byVictimAfter === 0, `${byVictimAfter} answers came from ${victim.name} after it stopped`);
    const whileDraining = samples.filter(
      (sample) =>
        traffic.startedAt + sample.at >= signalledAt &&
        traffic.startedAt + sample.at < stoppedAt &&
        nameOf(sample.upstream) === victim.name,
    ).length;
    const resent = samples.filter((sample) => sample.upstream.includes(","));
    await victim.restart();
    return [
      `${samples.length} requests through nginx (${statusSummary(samples)}), none failed`,
      `${victim.name}: /readyz 503 while draining, ${whileDraining} requests served meanwhile (each closing its connection), exited 0 after ${seconds(stoppedAfter)}`,
      `${resent.length} requests turned back by ${victim.name} and resent by nginx to another instance (${[...new Set(resent.map((sample) => sample.kind))].join(", ") || "none"}); the generation in flight completed; ${victim.name} restarted`,
    ];
  },
};

export const postgresRestart: Check = {
  name: "PostgreSQL restarted under load: fast 503s during the outage, recovery without a restart",
  async run({ cluster, kinds }) {
    const people = await signedUpPeople(cluster.url, cluster.outboxes, 6);
    const pids = cluster.instances.map((instance) => instance.pid());
    const traffic = startTraffic(people, kinds);
    await sleep(2_000);
    const stoppingAt = performance.now();
    await cluster.postgres.stop();
    const downAt = performance.now();
    await sleep(4_000);
    await cluster.postgres.start();
    const upAt = performance.now();
    // Recovery: every instance ready again, and a write through nginx succeeds, with no restart.
    await Promise.all(cluster.instances.map((instance) => waitUntilReady(instance.url, 15_000)));
    const recoveredAfter = await until("a write succeeds again", 15_000, async () => {
      const answer = await people[0]!.request("PUT", "/api/assessments/draft", { step: 1, answers: {} });
      return answer.status === 200 ? performance.now() - upAt : undefined;
    });
    await sleep(2_000);
    const samples = await traffic.stop();

    const when = (sample: Sample) => traffic.startedAt + sample.at;
    const during = samples.filter((sample) => when(sample) >= stoppingAt && when(sample) <= upAt);
    const after = samples.filter((sample) => when(sample) > upAt + recoveredAfter + 500);
    const wrong = samples.filter(
      (sample) =>
        sample.error || (sample.status >= 500 && !(sample.status === 503 && sample.code === "database_unavailable")),
    );
    const slowest = Math.max(0, ...during.map((sample) => sample.ms));
    const refused = during.filter((sample) => sample.code === "database_unavailable").length;
    expectThat(
      wrong.length === 0,
      `${wrong.length} answers were neither served nor a 503 database_unavailable: ${statusSummary(wrong)}`,
    );
    expectThat(refused > 0, `no 503 database_unavailable during the outage (${statusSummary(during)})`);
    expectThat(slowest <= 5_000, `a request took ${seconds(slowest)} during the outage`);
    expectThat(
      after.length > 0 && after.every((sample) => sample.status < 500),
      `after recovery: ${statusSummary(after)}`,
    );
    const same = cluster.instances.every((instance, i) => instance.running() && instance.pid() === pids[i]);
    expectThat(same, "an instance crashed or was restarted");
    return [
      `outage of ${seconds(upAt - stoppingAt)} (down ${seconds(upAt - downAt)}): ${during.length} requests (${statusSummary(during)}), slowest ${seconds(slowest)}`,
      `recovered ${seconds(recoveredAfter)} after PostgreSQL was back: ${after.length} requests since (${statusSummary(after)})`,
      `all ${cluster.instances.length} instances kept running (same processes), none restarted`,
    ];
  },
};
