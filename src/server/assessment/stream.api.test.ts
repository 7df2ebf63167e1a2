import { withMedicalNote } from "../../shared/assessment/medical-note.ts";
import { afterAll, describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { startFakeOpenAI, scriptedAssessment } from "../../../tests/support/fake-openai.ts";
import { readSse } from "../../../tests/support/sse.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import type { AssessmentStreamEvent } from "../../shared/assessment/api.ts";

// GET /api/assessments/:id/stream through the assessment route (the protocol itself is tested in
// src/server/generation/).

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
});
const { signedIn, submitOk, settled, streamEvents } = assessmentApi(t);

describe("streaming the text as it is written", () => {
  it("sends a snapshot, deltas before the reply ends, then done", async () => {
    const reply = scriptedAssessment(60);
    fake.script({ kind: "text", text: reply, tokensPerSecond: 40 });
    const client = await signedIn();
    const created = await submitOk(client);
    const started = Date.now();
    const response = await streamEvents(client, created.id);
    let text = "";
    let firstDeltaAt = 0;
    let done: AssessmentStreamEvent | undefined;
    for await (const message of readSse(response.body!)) {
      const event = JSON.parse(message.data) as AssessmentStreamEvent;
      expect(message.event).toBe(event.type);
      if (event.type === "snapshot") text = event.text;
      if (event.type === "delta") {
        firstDeltaAt ||= Date.now() - started;
        text += event.text;
      }
      if (event.type === "done" || event.type === "failed") {
        done = event;
        break;
      }
    }
    const total = Date.now() - started;
    // The reply, then the not-medical-advice note the writer adds as its last paragraph.
    expect(done).toEqual({ type: "done", length: withMedicalNote(reply).length });
    expect(text).toBe(withMedicalNote(reply));
    expect(firstDeltaAt).toBeLessThan(total / 2);
  });

  it("replays a finished assessment as one snapshot and done", async () => {
    fake.script({ kind: "text", text: "## Summary\n\nShort." });
    const client = await signedIn();
    const created = await submitOk(client);
    await settled(client, created.id);
    const events: AssessmentStreamEvent[] = [];
    for await (const message of readSse((await streamEvents(client, created.id)).body!))
      events.push(JSON.parse(message.data));
    expect(events).toEqual([
      {
        type: "snapshot",
        status: "completed",
        text: withMedicalNote("## Summary\n\nShort."),
        engine: "fake-model",
        errorCode: null,
      },
      { type: "done", length: withMedicalNote("## Summary\n\nShort.").length },
    ]);
  });

  it("finishes and saves the text when the browser goes away mid-stream", async () => {
    const reply = scriptedAssessment(50);
    fake.script({ kind: "text", text: reply, tokensPerSecond: 50 });
    const client = await signedIn();
    const created = await submitOk(client);
    const controller = new AbortController();
    const response = await client.app.request(
      `/api/assessments/${created.id}/stream`,
      { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") }, signal: controller.signal },
      { incoming: { socket: { remoteAddress: client.ip } } },
    );
    const events = readSse(response.body!);
    let deltas = 0;
    for await (const message of events) {
      if (message.event === "delta" && ++deltas >= 2) break;
    }
    controller.abort();
    await response.body?.cancel().catch(() => undefined);
    const done = await settled(client, created.id);
    expect(done.status).toBe("completed");
    expect(done.assessmentResults).toBe(withMedicalNote(reply));
  });
});
