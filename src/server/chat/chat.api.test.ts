import { secondsUntilNextDay } from "./usage.ts";
import { describe, expect, it } from "vitest";
import { chatApi } from "../../../tests/support/chat-api.ts";
import { readSse } from "../../../tests/support/sse.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { chatMessageMaxChars, suggestedQuestions } from "../../shared/chat.ts";
import type { GenerationStreamEvent } from "../../shared/generation.ts";
import { chatSafetyTexts } from "../../shared/texts/offline-chat.ts";

// The chat API with the offline engine: conversations kept per person, replies through the generation
// pipeline, the limits, and nobody else's conversation.

const t = await createTestApp({
  chatLimits: { perMinute: { name: "chat-minute", limit: 4, windowSeconds: 60 }, maxConversations: 3 },
});
const { signedIn, send, conversation, settled, replyPath } = chatApi(t);

describe("the chat API (offline engine)", () => {
  it("stores the question and an offline answer, streams it, and keeps the conversation for the next visit", async () => {
    const client = await signedIn();
    const sent = await send(client, suggestedQuestions[0]);
    expect(sent.message).toMatchObject({ role: "user", text: suggestedQuestions[0], status: "completed" });
    expect(sent.reply).toMatchObject({ role: "assistant", status: "generating", engine: "offline", disclaimer: true });
    expect(sent.conversation.title).toBe(suggestedQuestions[0]);

    const stream = await client.get(replyPath(sent, "stream"));
    expect(stream.headers.get("cache-control")).toBe("no-store");
    const events: GenerationStreamEvent[] = [];
    for await (const message of readSse(stream.body!)) events.push(JSON.parse(message.data));
    expect(events.at(-1)).toMatchObject({ type: "done" });

    const reply = await settled(client, sent.conversation.id, sent.reply.id);
    expect(reply.status).toBe("completed");
    expect(reply.text).toMatch(/offline/);
    expect(reply.text).toMatch(/vitamin D/);
    // The everyday shape: no heading, the figures' sources, one follow-up question to end.
    expect(reply.text).not.toMatch(/^#/m);
    expect(reply.text).toContain("Sources: [USDA FoodData Central](https://fdc.nal.usda.gov/)");
    expect(reply.text.trimEnd().split("\n\n").at(-1)).toMatch(/^\*You could ask next:\* “.+”$/);

    const second = await send(client, "Which foods are high in magnesium?", sent.conversation.id);
    const secondReply = await settled(client, sent.conversation.id, second.reply.id);
    // The offline engine says what it is once per conversation.
    expect(secondReply.text).not.toMatch(/offline/);

    const list = await client.get("/api/chat/conversations");
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(await list.json()).toMatchObject({ engine: "offline", conversations: [{ id: sent.conversation.id }] });
    expect((await conversation(client, sent.conversation.id)).messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
  });

  it("points a question about medication or an emergency to a professional before anything else", async () => {
    const client = await signedIn();
    const sent = await send(client, "I have chest pain after taking my magnesium, what should I eat?");
    expect(sent.reply.engine).toBe("safety");
    const reply = await settled(client, sent.conversation.id, sent.reply.id);
    expect(reply.text).toBe(chatSafetyTexts.emergency);
    expect(reply.disclaimer).toBe(true);
  });

  it("answers thoughts of suicide with the crisis lines, whatever else the message asks", async () => {
    const client = await signedIn();
    const sent = await send(client, "I don't want to be here anymore, what should I eat?");
    expect(sent.reply.engine).toBe("safety");
    const reply = await settled(client, sent.conversation.id, sent.reply.id);
    expect(reply.text).toBe(chatSafetyTexts.crisis);
    expect(reply.text).toContain("Samaritans (UK and Ireland, free, any time): 116 123");
    expect(reply.text).toContain("988 Suicide & Crisis Lifeline (US): call or text 988");
  });

  it("shows a conversation only to its owner: another person gets 404 for every route", async () => {
    const owner = await signedIn();
    const sent = await send(owner, "What's in lentils?");
    await settled(owner, sent.conversation.id, sent.reply.id);
    const other = await signedIn();
    const base = `/api/chat/conversations/${sent.conversation.id}`;
    expect((await other.get(base)).status).toBe(404);
    expect((await other.post(`${base}/messages`, { message: "hello" })).status).toBe(404);
    expect((await other.get(replyPath(sent, "stream"))).status).toBe(404);
    expect((await other.post(replyPath(sent, "stop"))).status).toBe(404);
    expect((await other.post(replyPath(sent, "retry"))).status).toBe(404);
    expect((await other.delete(base)).status).toBe(404);
    expect((await (await other.get("/api/chat/conversations")).json()).conversations).toEqual([]);
    expect((await owner.get(base)).status).toBe(200);
    expect((await owner.delete(base)).status).toBe(204);
    expect((await owner.get(base)).status).toBe(404);
  });

  it("refuses a blank or too long message with a clear message, storing nothing", async () => {
    const client = await signedIn();
    const blank = await client.post("/api/chat/conversations", { message: "   " });
    expect(blank.status).toBe(400);
    const long = await client.post("/api/chat/conversations", { message: "a".repeat(chatMessageMaxChars + 1) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe("Messages can be at most 2,000 characters.");
    expect((await (await client.get("/api/chat/conversations")).json()).conversations).toEqual([]);
  });

  it("counts a message in UTF-16 units, as the browser's maxlength does, and cuts its title between graphemes", async () => {
    const client = await signedIn();
    // 1,001 emoji are 2,002 units: more than the message box lets anyone type.
    const tooLong = await client.post("/api/chat/conversations", { message: "😀".repeat(chatMessageMaxChars / 2 + 1) });
    expect(tooLong.status).toBe(400);
    const question = `Is it ${"🥦".repeat(40)} good for me?`;
    const sent = await client.post("/api/chat/conversations", { message: question });
    expect(sent.status).toBe(201);
    const { title } = (await sent.json()).conversation as { title: string };
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^Is it (🥦)+…$/u);
    expect(title).not.toContain("\uFFFD");
  });

  it("asks nothing and stores nothing for a person who has not agreed to storing health information", async () => {
    const client = t.client("198.18.7.1");
    await client.signUp(undefined, undefined, { consent: false });
    const refused = await client.post("/api/chat/conversations", { message: suggestedQuestions[0] });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("health_data_consent_required");
    expect((await (await client.get("/api/chat/conversations")).json()).conversations).toEqual([]);
    expect((await client.post("/api/account/consent")).status).toBe(200);
    expect((await client.post("/api/chat/conversations", { message: suggestedQuestions[0] })).status).toBe(201);
  });

  it("limits messages a minute (429 with Retry-After) and conversations a person keeps (409)", async () => {
    const client = await signedIn();
    const first = await send(client, "hi");
    await settled(client, first.conversation.id, first.reply.id);
    for (const question of ["thanks", "What's in oats?", "Foods high in iron"]) {
      const sent = await send(client, question, first.conversation.id);
      await settled(client, first.conversation.id, sent.reply.id);
    }
    const refused = await client.post(`/api/chat/conversations/${first.conversation.id}/messages`, {
      message: "One more",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toMatch(/^You can send 4 messages a minute\. Please wait \d+ seconds/);

    const other = await signedIn();
    for (const question of ["hi", "thanks", "What's in kale?"]) await send(other, question);
    const fourth = await other.post("/api/chat/conversations", { message: "Foods high in zinc" });
    expect(fourth.status).toBe(409);
    // Waiting does not help (a count, not a rate): no Retry-After, and the message says what does.
    expect(fourth.headers.get("retry-after")).toBeNull();
    expect((await fourth.json()).error).toEqual({
      code: "chat_limit",
      message: "You have 3 conversations, the most we keep. To start a new one, delete a conversation from your list.",
    });
    const [oldest] = (await (await other.get("/api/chat/conversations")).json()).conversations.slice(-1);
    expect((await other.delete(`/api/chat/conversations/${oldest.id}`)).status).toBe(204);
    expect((await other.post("/api/chat/conversations", { message: "Foods high in zinc" })).status).toBe(201);
  });
});

describe("a day's messages, and conversations started at once", async () => {
  const day = { name: "chat-day", limit: 5, windowSeconds: 86_400 };
  const tight = await createTestApp({ chatLimits: { perDay: day, maxConversations: 2 } });
  const api = chatApi(tight, { ipPrefix: "198.21" });

  it("limits messages a day: 429 with Retry-After and the per-day message", async () => {
    const client = await api.signedIn();
    const first = await api.send(client, "hi");
    await api.settled(client, first.conversation.id, first.reply.id);
    for (const question of ["thanks", "What's in oats?", "Foods high in iron", "What's in kale?"]) {
      const sent = await api.send(client, question, first.conversation.id);
      await api.settled(client, first.conversation.id, sent.reply.id);
    }
    const refused = await client.post(`/api/chat/conversations/${first.conversation.id}/messages`, {
      message: "One more",
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    // The ledger's day is the UTC day: the limit lifts at midnight UTC.
    expect(Math.abs(retryAfter - secondsUntilNextDay())).toBeLessThanOrEqual(2);
    const hours = Math.max(1, Math.round(retryAfter / 3600));
    expect((await refused.json()).error).toEqual({
      code: "rate_limited",
      message: `You have sent 5 messages today, the most for one day. You can send more in about ${hours} hour${hours === 1 ? "" : "s"}.`,
    });
    // Nothing was stored for the refused message, and deleting the conversation gives no message back.
    expect((await api.conversation(client, first.conversation.id)).messages).toHaveLength(10);
    expect((await client.delete(`/api/chat/conversations/${first.conversation.id}`)).status).toBe(204);
    expect((await client.post("/api/chat/conversations", { message: "One more" })).status).toBe(429);
  });

  it("keeps the number of conversations within the limit when several are started at once", async () => {
    const client = await api.signedIn();
    const responses = await Promise.all(
      ["iron", "zinc", "calcium", "folate", "iodine"].map((nutrient) =>
        client.post("/api/chat/conversations", { message: `Foods high in ${nutrient}` }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.headers.get("retry-after")).toBeNull();
      expect((await refused.json()).error.code).toBe("chat_limit");
    }
    expect((await (await client.get("/api/chat/conversations")).json()).conversations).toHaveLength(2);
  });
});
