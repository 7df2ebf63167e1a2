import { afterAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { chatApi } from "../../../tests/support/chat-api.ts";
import { startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { createTestApp, TestClient } from "../../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";

// A model's answer is checked against the nutrition safety policy once it is written, and when it is
// stopped (here or through another instance): the foods it names that the person's diet, allergies or
// conditions rule out are said after it, stored with it, so a reload shows the same. The model is the
// fake OpenAI-compatible server.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const ai = { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" } as const;
const t = await createTestApp({ ai, generationTimings: { saveIntervalMs: 50 } });
const { signedIn, send, conversation, settled, replyPath } = chatApi(t, { ipPrefix: "198.21" });

/** Another instance on the same database, with its own runner (which runs nothing here). */
const other = createApp({
  config: t.deps.config,
  db: t.db,
  mailer: t.deps.mailer,
  kb: t.deps.kb,
  logger: createLogger("silent"),
});

const tahiniNote =
  "\n\n---\n\n**Safety check:** this answer mentions tahini, which your sesame allergy rules out - please leave it out.\n";
const slowly = (text: string) =>
  ({
    kind: "text",
    text: `${text} ${Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ")}`,
    tokensPerSecond: 40,
  }) as const;

/** Waits until the reply's saved text has `words` (so a stop through another instance keeps them). */
async function saved(client: TestClient, sent: { conversation: { id: string }; reply: { id: string } }, words: string) {
  await expect
    .poll(
      async () =>
        (await conversation(client, sent.conversation.id)).messages.find((message) => message.id === sent.reply.id)
          ?.text ?? "",
      { timeout: 5_000 },
    )
    .toContain(words);
}

/** Someone whose assessment says they are allergic to sesame. */
async function allergicToSesame(): Promise<TestClient> {
  const client = await signedIn();
  const answers = { ...completeAnswers, dietType: "balanced", allergies: ["other"], otherAllergy: "sesame" };
  expect(
    (await client.post("/api/assessments", { answers }, { "Idempotency-Key": `sesame-${client.ip}` })).status,
  ).toBe(201);
  return client;
}

describe("the safety check of a model's answer", () => {
  it("ends an answer that names a food the person's allergy rules out, and the stored reply keeps it", async () => {
    const client = await allergicToSesame();
    fake.script({ kind: "text", text: "Tahini and lentils give you calcium." });
    const sent = await send(client, "Where do I get calcium?");
    expect(await settled(client, sent.conversation.id, sent.reply.id)).toMatchObject({
      status: "completed",
      text: `Tahini and lentils give you calcium.${tahiniNote}`,
    });
  });

  it("adds nothing to an answer that names only foods that suit the person", async () => {
    const client = await allergicToSesame();
    fake.script({ kind: "text", text: "Lentils, kale and tofu give you calcium." });
    const sent = await send(client, "Where do I get calcium?");
    expect(await settled(client, sent.conversation.id, sent.reply.id)).toMatchObject({
      status: "completed",
      text: "Lentils, kale and tofu give you calcium.",
    });
  });

  it("ends a stopped answer too", async () => {
    const client = await allergicToSesame();
    fake.script(slowly("Try tahini."));
    const sent = await send(client, "Where do I get calcium?");
    await saved(client, sent, "Try tahini.");
    const stopped = await client.post(replyPath(sent, "stop"));
    const { reply } = await stopped.json();
    expect(reply.status).toBe("stopped");
    expect(reply.text).toMatch(/^Try tahini\./);
    expect(reply.text).not.toMatch(/word199/);
    expect(reply.text.endsWith(tahiniNote)).toBe(true);
    expect(await settled(client, sent.conversation.id, sent.reply.id)).toMatchObject({
      status: "stopped",
      text: reply.text,
    });
  });

  it("ends an answer stopped through another instance, from the text that instance had saved", async () => {
    const client = await allergicToSesame();
    fake.script(slowly("Try tahini."));
    const sent = await send(client, "Where do I get calcium?");
    await saved(client, sent, "Try tahini.");
    expect(t.deps.chat.runner.isLive(sent.reply.id)).toBe(true);
    const elsewhere = new TestClient(other.app, client.ip);
    for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
    const stopped = await elsewhere.post(replyPath(sent, "stop"));
    expect(stopped.status).toBe(200);
    const { reply } = await stopped.json();
    expect(reply.status).toBe("stopped");
    expect(reply.text).toMatch(/^Try tahini\./);
    expect(reply.text.endsWith(tahiniNote)).toBe(true);
    // The writing instance notices at its next save and ends without writing more.
    await expect.poll(() => t.deps.chat.runner.isLive(sent.reply.id), { timeout: 5_000 }).toBe(false);
    expect(await settled(client, sent.conversation.id, sent.reply.id)).toMatchObject({
      status: "stopped",
      text: reply.text,
    });
  });
});
