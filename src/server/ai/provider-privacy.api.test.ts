import { afterAll, describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { chatApi } from "../../../tests/support/chat-api.ts";
import { scriptedAssessment, startFakeOpenAI, type RecordedRequest } from "../../../tests/support/fake-openai.ts";
import { createTestApp, uniqueEmail } from "../../../tests/support/test-app.ts";

// The privacy page's promise: with a language-model provider configured, what is sent to it is the
// person's answers and chat messages, never their email or password. Checked on everything the
// provider (the fake OpenAI-compatible server) received: bodies and headers.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const ai = { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" } as const;
const t = await createTestApp({ ai, generationTimings: { saveIntervalMs: 50 } });
const assessments = assessmentApi(t, { ipPrefix: "198.18.95" });
const chat = chatApi(t, { ipPrefix: "198.18.96" });

/** Everything a recorded request carried, as text: its path, headers and body. */
const everything = (request: RecordedRequest) =>
  `${request.path}\n${JSON.stringify(request.headers)}\n${JSON.stringify(request.body)}`;

/** What a person's email and password could be found as in what the provider received. */
function secretsOf(email: string, password: string): string[] {
  return [
    email,
    email.split("@")[0] ?? email,
    encodeURIComponent(email),
    password,
    JSON.stringify(password).slice(1, -1),
  ];
}

function expectNothingOf(requests: RecordedRequest[], email: string, password: string) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const text = everything(request).toLowerCase();
    for (const secret of secretsOf(email, password))
      expect(text, `${request.path} carries "${secret}"`).not.toContain(secret.toLowerCase());
  }
}

describe("what the language-model provider receives", () => {
  it("an assessment's answers, never the person's email or password", async () => {
    fake.reset();
    fake.script({ kind: "text", text: scriptedAssessment(120) });
    const client = t.client("198.18.97.1");
    const email = uniqueEmail("privacy.assessment");
    const password = "Privacy-Pass-7391 correct horse";
    await client.signUp(email, password);
    const submitted = await assessments.submitOk(client);
    expect((await assessments.settled(client, submitted.id)).status).toBe("completed");

    const requests = fake.chatRequests();
    // The answers did reach it (so the check below is about a real prompt).
    expect(requests.map((request) => JSON.stringify(request.body)).join("\n")).toContain("Ada");
    expectNothingOf(fake.requests, email, password);
  });

  it("chat messages (and the title helper's call), never the person's email or password", async () => {
    fake.reset();
    fake.scriptCompletions({ kind: "text", text: '"Iron from food"' });
    fake.script({ kind: "text", text: "Lentils and **spinach** with vitamin C." });
    const client = t.client("198.18.97.2");
    const email = uniqueEmail("privacy.chat");
    const password = "Chat-Secret-5520 battery staple";
    await client.signUp(email, password);
    const first = await chat.send(client, "Which foods give me iron?");
    await chat.settled(client, first.conversation.id, first.reply.id);
    fake.script({ kind: "text", text: "Pair them with citrus." });
    const second = await chat.send(client, "And what helps absorb it?", first.conversation.id);
    await chat.settled(client, first.conversation.id, second.reply.id);
    await expect
      .poll(() => fake.chatRequests().some((request) => request.body?.stream !== true), { timeout: 5_000 })
      .toBe(true);

    const sent = fake
      .streamedRequests()
      .map((request) => JSON.stringify(request.body))
      .join("\n");
    expect(sent).toContain("Which foods give me iron?");
    expect(sent).toContain("And what helps absorb it?");
    expectNothingOf(fake.requests, email, password);
  });
});
