import { z } from "zod";
import type { GenerationStatus } from "./generation.ts";
import { chatTexts } from "./texts/chat.ts";

// The nutrition chat's API: what the browser sends (one message, never a history or a prompt) and what
// it reads back (conversations and their messages), shared by the server routes and the browser.

/** Limits both halves know: the message box stops at the same length the server refuses. */
export const chatMessageMaxChars = 2_000;

export const sendMessageBodySchema = z.object({
  message: z
    .string({ error: chatTexts.messageRequired })
    .trim()
    .min(1, chatTexts.messageRequired)
    // Counted in UTF-16 code units, as the browser's maxlength counts (zod's max counts code points:
    // 2,000 emoji would be 4,000 units, more than the message box lets anyone type).
    .refine((message) => message.length <= chatMessageMaxChars, chatTexts.messageTooLong(chatMessageMaxChars)),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** A person's message is always complete; an assistant's has its generation's status. */
export type ChatMessageStatus = GenerationStatus;

export interface ChatMessageDto {
  id: string;
  role: "user" | "assistant";
  text: string;
  status: ChatMessageStatus;
  errorCode: string | null;
  /** "offline", "safety" (pointed to a professional), or the model's name; null for the person's messages. */
  engine: string | null;
  /** The answer gives health guidance: the UI shows the not-medical-advice note after it. */
  disclaimer: boolean;
  createdAt: string;
}

export interface ChatConversationDto {
  id: string;
  title: string;
  createdAt: string;
  /** When the last message was written: the list is newest first by it. */
  updatedAt: string;
}

export interface ChatConversationListDto {
  conversations: ChatConversationDto[];
  /** Who answers new messages: the built-in offline engine, or a language model. */
  engine: "offline" | "model";
}

export interface ChatConversationDetailDto {
  conversation: ChatConversationDto;
  messages: ChatMessageDto[];
}

/** What sending answers: the conversation, the person's message and the reply being written. */
export interface SentMessageDto {
  conversation: ChatConversationDto;
  message: ChatMessageDto;
  reply: ChatMessageDto;
}

export interface ChatReplyDto {
  reply: ChatMessageDto;
}

/** The spec's four suggested questions, as buttons that send them (section 2). */
export const suggestedQuestions = [
  chatTexts.suggestions.vitaminD,
  chatTexts.suggestions.omega3,
  chatTexts.suggestions.protein,
  chatTexts.suggestions.magnesium,
] as const;
