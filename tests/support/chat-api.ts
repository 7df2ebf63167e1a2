import { expect } from "vitest";
import type { ChatConversationDetailDto, ChatMessageDto, SentMessageDto } from "../../src/shared/chat.ts";
import { signedInClients, type TestApp, type TestClient } from "./test-app.ts";

/** The chat API as the API tests call it: people signed in, messages sent, replies awaited. */
export function chatApi(t: TestApp, options: { ipPrefix?: string } = {}) {
  const ipPrefix = options.ipPrefix ?? "198.19";
  const signedIn = signedInClients(t, ipPrefix);

  /** Starts a conversation (or adds to one) and expects it to be accepted. */
  async function send(client: TestClient, message: string, conversationId?: string): Promise<SentMessageDto> {
    const response = conversationId
      ? await client.post(`/api/chat/conversations/${conversationId}/messages`, { message })
      : await client.post("/api/chat/conversations", { message });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as SentMessageDto;
  }

  async function conversation(client: TestClient, id: string): Promise<ChatConversationDetailDto> {
    const response = await client.get(`/api/chat/conversations/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ChatConversationDetailDto;
  }

  /** The reply once it is no longer being written. */
  async function settled(
    client: TestClient,
    conversationId: string,
    replyId: string,
    timeoutMs = 15_000,
  ): Promise<ChatMessageDto> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const reply = (await conversation(client, conversationId)).messages.find((message) => message.id === replyId);
      if (reply && reply.status !== "generating") return reply;
      if (Date.now() > deadline) throw new Error(`reply ${replyId} still generating`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const replyPath = (sent: SentMessageDto, action: "stream" | "stop" | "retry") =>
    `/api/chat/conversations/${sent.conversation.id}/messages/${sent.reply.id}/${action}`;

  return { signedIn, send, conversation, settled, replyPath };
}
