import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { ChatConversationDetailDto, SentMessageDto } from "../../../../shared/chat.ts";
import { api } from "../../../lib/api.ts";
import { chatKeys, conversationPath } from "./keys.ts";

export interface SendMessageInput {
  /** Null starts a new conversation with this message. */
  conversationId: string | null;
  message: string;
}

/**
 * POST one message (never the history or a prompt): to a conversation, or a new one. Not repeated on a
 * network failure (it is not idempotent): the box keeps the text, and the person sends it again.
 */
export const sendMessage = ({ conversationId, message }: SendMessageInput) =>
  api<SentMessageDto>(conversationId ? `${conversationPath(conversationId)}/messages` : "/api/chat/conversations", {
    method: "POST",
    body: { message },
  });

/** The question and the reply being written join the cached conversation at once; the list learns the new order. */
export const sendMessageOptions = () =>
  mutationOptions({
    mutationFn: sendMessage,
    onSuccess: (sent, _input, _context, { client }) => {
      client.setQueryData<ChatConversationDetailDto>(chatKeys.detail(sent.conversation.id), (cached) => ({
        conversation: sent.conversation,
        messages: [...(cached?.messages ?? []), sent.message, sent.reply],
      }));
      void client.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });

export const useSendMessage = () => useMutation(sendMessageOptions());
