import { expect } from "vitest";
import { adminTokenHeader, newsletterSendPath, type NewsletterSendRequest } from "../../src/shared/newsletter.ts";
import { completeAnswers } from "./assessment-fixtures.ts";
import { testAdminToken, type TestApp, type TestClient } from "./test-app.ts";

let counter = 0;

/**
 * A person with something in every place the app keeps personal data: an account with a second
 * sign-in, a finished assessment, a draft, a chat conversation with its reply, the newsletter (and an
 * article sent to it), a pending password reset link and per-person rate-limit counters.
 */
export async function personWithEverything(t: TestApp, ipPrefix: string) {
  counter += 1;
  const client = t.client(`${ipPrefix}.${counter}.1`);
  const { email, password } = await client.signUp();
  const other = t.client(`${ipPrefix}.${counter}.2`);
  expect((await other.signIn(email, password)).status).toBe(200);

  const submitted = await client.post(
    "/api/assessments",
    { answers: completeAnswers },
    { "Idempotency-Key": `everything-${counter}` },
  );
  expect(submitted.status).toBe(201);
  const assessmentId = ((await submitted.json()) as { assessment: { id: string } }).assessment.id;
  await settled(client, assessmentId);
  expect(
    (await client.put("/api/assessments/draft", { step: 2, answers: { firstName: "Ada", weight: 61 } })).status,
  ).toBe(200);
  const chat = await client.post("/api/chat/conversations", { message: "Which foods give me vitamin D?" });
  expect(chat.status).toBe(201);
  const sent = (await chat.json()) as { conversation: { id: string }; reply: { id: string } };
  await settledReply(client, sent.conversation.id, sent.reply.id);
  expect((await client.put("/api/account/newsletter", { subscribed: true })).status).toBe(200);
  await sendFixtureArticle(t);
  expect((await other.post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" })).status).toBe(
    200,
  );
  return { client, other, email, password, assessmentId, conversationId: sent.conversation.id };
}

/** Asks the app, as `npm run newsletter:send` does, to send the fixture article; answers its event lines. */
export async function sendFixtureArticle(
  t: TestApp,
  slug = "eat-your-vitamin-d",
  options: Omit<NewsletterSendRequest, "slug"> = {},
) {
  const response = await t
    .client("127.0.0.1")
    .post(newsletterSendPath, { slug, ...options }, { [adminTokenHeader]: testAdminToken });
  expect(response.status).toBe(200);
  return (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function settled(client: TestClient, id: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { assessment } = (await (await client.get(`/api/assessments/${id}`)).json()) as {
      assessment: { status: string };
    };
    if (assessment.status !== "generating") return;
    if (Date.now() > deadline) throw new Error(`assessment ${id} still generating`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function settledReply(client: TestClient, conversationId: string, replyId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { messages } = (await (await client.get(`/api/chat/conversations/${conversationId}`)).json()) as {
      messages: { id: string; status: string }[];
    };
    if (messages.find((message) => message.id === replyId)?.status !== "generating") return;
    if (Date.now() > deadline) throw new Error(`chat reply ${replyId} still generating`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
