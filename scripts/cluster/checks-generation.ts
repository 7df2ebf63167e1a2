import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";
import { scriptedAssessment } from "../../tests/support/fake-openai.ts";
import { type AssessmentDto } from "../../src/shared/assessment/api.ts";
import { withMedicalNote } from "../../src/shared/assessment/medical-note.ts";
import { CheckFailed, expectThat, seconds, type Check, type CheckContext } from "./check.ts";
import { openStream, Person, sleep, until, type OpenStream } from "./client.ts";

// The assessment's text streams through nginx as it is written, and survives the death of the
// instance writing it. The fake model writes slowly, as a real one does.

async function submit(person: Person, base?: string): Promise<{ assessment: AssessmentDto; upstream: string }> {
  const answer = await person.request(
    "POST",
    "/api/assessments",
    { answers: completeAnswers },
    { "Idempotency-Key": `cluster-${Date.now()}-${Math.random()}` },
    base,
  );
  expectThat(answer.status === 201, `submit answered ${answer.status}`);
  return { assessment: (answer.body as { assessment: AssessmentDto }).assessment, upstream: answer.upstream };
}

const textOf = (stream: OpenStream) =>
  stream.events.reduce(
    (text, { event }) => (event.type === "snapshot" ? event.text : event.type === "delta" ? text + event.text : text),
    "",
  );

export const streamsUnbuffered: Check = {
  name: "an assessment streams through nginx without buffering",
  async run(ctx) {
    const { cluster, fake, nameOf } = ctx;
    const reply = scriptedAssessment(150);
    fake.script({ kind: "text", text: reply, tokensPerSecond: 30 }); // about 5 s
    const person = new Person(cluster.url);
    await person.signUp(cluster.outboxes);
    const { assessment, upstream } = await submit(person);
    // Followed live on the instance writing it (every delta), and through the database elsewhere.
    const live = await streamOn(ctx, person, assessment.id, nameOf(upstream));
    const other = cluster.instances.find((instance) => instance.name !== nameOf(upstream))!;
    const followed = await streamOn(ctx, person, assessment.id, other.name);
    const lines: string[] = [];
    for (const [how, stream, minimum] of [
      ["live", live, 10],
      ["through the database", followed, 3],
    ] as const) {
      expectThat((await stream.ended) === "ended", `the ${how} stream was cut`);
      const firstText = stream.events.find(
        ({ event }) => (event.type === "delta" || event.type === "snapshot") && event.text,
      );
      const done = stream.events.find(({ event }) => event.type === "done");
      expectThat(firstText && done, `the ${how} stream had no text or no done`);
      const deltas = stream.events.filter(({ event }) => event.type === "delta").length;
      expectThat(
        done.at - firstText.at >= 2_500,
        `${how}: first words only ${seconds(done.at - firstText.at)} before the end: buffered`,
      );
      expectThat(deltas >= minimum, `${how}: only ${deltas} delta events, held back and sent together`);
      // The writer closes every assessment with the not-medical-advice note.
      expectThat(textOf(stream) === withMedicalNote(reply), `${how}: the streamed text differs from the model's`);
      lines.push(
        `${how} on ${nameOf(stream.upstream)}: first words at ${seconds(firstText.at)}, done at ${seconds(done.at)}, ${deltas} deltas as they came`,
      );
    }
    return lines;
  },
};

/**
 * Opens the stream through nginx until nginx hands it to `wanted` (least_conn rotates among equals); never
 * around nginx, since what is checked is nginx passing the stream on as it comes.
 */
async function streamOn(ctx: CheckContext, person: Person, id: string, wanted: string): Promise<OpenStream> {
  const answeredBy: string[] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    const stream = await openStream(person, id);
    if (ctx.nameOf(stream.upstream) === wanted) return stream;
    answeredBy.push(ctx.nameOf(stream.upstream));
    stream.close();
  }
  throw new CheckFailed(`nginx never handed the stream to ${wanted} (answered by ${answeredBy.join(", ")})`);
}

export const survivesSigkill: Check = {
  name: "SIGKILL of the instance writing an assessment loses nothing",
  async run(ctx) {
    const { cluster, fake, nameOf } = ctx;
    fake.script({ kind: "text", text: scriptedAssessment(900), tokensPerSecond: 15 }); // a minute of writing
    const person = new Person(cluster.url);
    await person.signUp(cluster.outboxes);
    const { assessment, upstream } = await submit(person);
    const writer = nameOf(upstream);
    const victim = cluster.instances.find((instance) => instance.name === writer);
    expectThat(victim, `submit answered by ${upstream}`);
    const first = await streamOn(ctx, person, assessment.id, writer);
    await until("first words", 10_000, async () => (textOf(first).length > 40 ? true : undefined));
    await sleep(1_500); // at least one save of the growing text
    const seenBefore = textOf(first);
    victim.signal("SIGKILL");
    const killedAt = performance.now();
    await victim.exited();
    const cut = await first.ended;
    expectThat(
      !first.events.some(({ event }) => event.type === "done" || event.type === "failed"),
      "the first stream ended normally",
    );

    // The browser reconnects: nginx sends it to an instance that is alive.
    const again = await openStream(person, assessment.id);
    const answeredBy = nameOf(again.upstream);
    expectThat(answeredBy !== writer, `the reconnect was answered by ${answeredBy}, the dead instance`);
    await again.ended;
    const elapsed = performance.now() - killedAt;
    const snapshot = again.events[0]?.event;
    const last = again.events.at(-1)?.event;
    expectThat(
      snapshot?.type === "snapshot" && snapshot.status === "generating",
      `reconnect began with ${JSON.stringify(snapshot)?.slice(0, 80)}`,
    );
    expectThat(
      snapshot.text.length > 0 && seenBefore.startsWith(snapshot.text),
      "the text saved before the kill was not in the snapshot",
    );
    expectThat(
      last?.type === "failed" && last.errorCode === "interrupted",
      `the stream ended with ${JSON.stringify(last)}`,
    );
    expectThat(elapsed <= 30_000, `marked failed ${seconds(elapsed)} after the kill (limit 30 s)`);

    // The runbook's alert: the instance that found it counts it (the dead one cannot).
    const abandoned = await abandonedCount(
      cluster.instances.filter((instance) => instance !== victim).map((instance) => instance.url),
    );
    expectThat(abandoned >= 1, "no surviving instance counted the generation in foodfirst_generations_abandoned_total");

    const read = await person.request("GET", `/api/assessments/${assessment.id}`);
    const stored = (read.body as { assessment: AssessmentDto }).assessment;
    expectThat(
      stored.status === "failed" && stored.errorCode === "interrupted",
      `stored as ${stored.status}/${stored.errorCode}`,
    );
    expectThat(
      JSON.stringify(stored.assessmentData) === JSON.stringify(assessment.assessmentData),
      "the stored answers changed",
    );

    fake.script({ kind: "text", text: "## Summary\n\nWritten again." });
    const retry = await person.request("POST", `/api/assessments/${assessment.id}/retry`, {});
    expectThat(retry.status === 202, `retry answered ${retry.status}`);
    const completed = await until("completed after retry", 15_000, async () => {
      const current = (await person.request("GET", `/api/assessments/${assessment.id}`)).body as {
        assessment: AssessmentDto;
      };
      return current.assessment.status === "completed" ? current.assessment : undefined;
    });
    await victim.restart();
    return [
      `${writer} killed while writing (${seenBefore.length} characters streamed; first stream ${cut})`,
      `reconnect answered by ${answeredBy}: snapshot of ${snapshot.text.length} saved characters, then failed/interrupted ${seconds(elapsed)} after the kill`,
      `counted in foodfirst_generations_abandoned_total (${abandoned} across the others)`,
      `answers kept; retry on ${nameOf(retry.upstream)} completed (${completed.assessmentResults.length} characters); ${writer} restarted`,
    ];
  },
};

/** foodfirst_generations_abandoned_total for assessments, summed over the instances' /metrics (open to loopback). */
async function abandonedCount(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    const line = text
      .split("\n")
      .find((row) => row.startsWith('foodfirst_generations_abandoned_total{kind="assessment"}'));
    total += Number(line?.split(" ").at(-1) ?? 0);
  }
  return total;
}
