import { mutationOptions, useMutation, type QueryClient } from "@tanstack/react-query";
import type { ChatConversationDetailDto, ChatMessageDto, ChatReplyDto } from "../../../../shared/chat.ts";
import { api } from "../../../lib/api.ts";
import { chatKeys, replyPath } from "./keys.ts";

// Stop and Retry of one reply. Both are safe to repeat (a second stop or retry changes nothing), so the
// API client may repeat them after a network failure.

export interface ReplyRef {
  conversationId: string;
  replyId: string;
}

/** Puts the reply the server answered with into the cached conversation. */
function replaceReply(client: QueryClient, conversationId: string, reply: ChatMessageDto) {
  client.setQueryData<ChatConversationDetailDto>(chatKeys.detail(conversationId), (cached) =>
    cached
      ? { ...cached, messages: cached.messages.map((message) => (message.id === reply.id ? reply : message)) }
      : cached,
  );
}

/** POST .../stop: ends the reply early; what was written is kept, marked as stopped. */
export const stopReply = ({ conversationId, replyId }: ReplyRef) =>
  api<ChatReplyDto>(`${replyPath(conversationId, replyId)}/stop`, { method: "POST", retry: true });

export const stopReplyOptions = () =>
  mutationOptions({
    mutationFn: stopReply,
    onSuccess: ({ reply }, { conversationId }, _context, { client }) => replaceReply(client, conversationId, reply),
  });

export const useStopReply = () => useMutation(stopReplyOptions());

/** POST .../retry: writes a failed reply again from the stored question. */
export const retryReply = ({ conversationId, replyId }: ReplyRef) =>
  api<ChatReplyDto>(`${replyPath(conversationId, replyId)}/retry`, { method: "POST", retry: true });

export const retryReplyOptions = () =>
  mutationOptions({
    mutationFn: retryReply,
    onSuccess: ({ reply }, { conversationId }, _context, { client }) => replaceReply(client, conversationId, reply),
  });

export const useRetryReply = () => useMutation(retryReplyOptions());
