import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { ChatMessageDto } from "../../../shared/chat.ts";
import { chatTexts } from "../../../shared/texts/chat.ts";
import { useToast } from "../../components/toasts.tsx";
import { ApiError } from "../../lib/api.ts";
import { useConversation } from "./api/get-conversation.ts";
import { useReplyStream } from "./api/follow-reply.ts";
import { useConversations } from "./api/list-conversations.ts";
import { useRetryReply, useStopReply } from "./api/reply-actions.ts";
import { useSendMessage } from "./api/send-message.ts";
import { reactionToCode, reactionToError } from "./error-reaction.ts";

/** A message shown on this screen only: the assistant's words after a request failed (spec section 8). */
export interface LocalNote {
  id: string;
  text: string;
  createdAt: string;
}

/** A message as shown: the stored one, with the live text and status of the reply being written. */
export type ShownMessage = ChatMessageDto & { local?: boolean };

/**
 * The chat screen's state: which conversation is open (in the address, so a reload or a bookmark shows the
 * same one; without one, the latest), its messages with the reply being written streamed in, and sending,
 * stopping and retrying with the spec's error reactions.
 */
export function useChat() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const list = useConversations();
  const requested = params.get("c");
  const selectedId = requested === "new" ? null : (requested ?? list.data?.conversations[0]?.id ?? null);
  const deciding = requested === null && list.isPending;
  const detail = useConversation(selectedId);
  const sendMutation = useSendMessage();
  const stopMutation = useStopReply();
  const retryMutation = useRetryReply();
  const [attempt, setAttempt] = useState(0);
  const [notes, setNotes] = useState<{ key: string; note: LocalNote }[]>([]);
  const notesKey = selectedId ?? "new";

  const stored = detail.data?.messages ?? [];
  const last = stored.at(-1);
  const live = last?.role === "assistant" && last.status === "generating" ? last : null;
  const stream = useReplyStream(selectedId, live?.id ?? null, `${live?.id ?? ""}:${attempt}`);
  const streaming =
    live !== null && (stream.status === "connecting" || stream.status === "generating" || stream.status === "idle");

  const messages: ShownMessage[] = stored.map((message) => {
    if (message.id !== live?.id || stream.status === "idle" || stream.status === "connecting") return message;
    return { ...message, text: stream.text, status: stream.status, errorCode: stream.errorCode };
  });

  const addNote = useCallback(
    (text: string) => {
      const note = {
        id: `note-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        text,
        createdAt: new Date().toISOString(),
      };
      setNotes((current) => [...current, { key: notesKey, note }]);
    },
    [notesKey],
  );

  /** A request that failed: the spec's reaction, a toast and an assistant message. */
  const react = useCallback(
    (error: unknown) => {
      const reaction = reactionToError(error);
      toast.error(reaction.message, reaction.detail);
      addNote(reaction.message);
    },
    [toast, addNote],
  );

  // A reply this screen saw being written and then failing gets a toast (its message shows the same words
  // in the conversation); one seen only as failed (an earlier visit) does not. Read from the stored rows and
  // the stream alike, as either may learn of the failure first.
  const seenWriting = useRef(new Set<string>());
  const toasted = useRef(new Set<string>());
  useEffect(() => {
    for (const message of messages) {
      if (message.role !== "assistant") continue;
      if (message.status === "generating") {
        seenWriting.current.add(message.id);
        toasted.current.delete(message.id);
      } else if (
        message.status === "failed" &&
        seenWriting.current.has(message.id) &&
        !toasted.current.has(message.id)
      ) {
        toasted.current.add(message.id);
        toast.error(reactionToCode(message.errorCode).message);
      }
    }
  }, [messages, toast]);

  const select = useCallback((id: string | null) => setParams(id ? { c: id } : { c: "new" }), [setParams]);

  // An address naming a conversation that is gone (deleted in another tab) opens a new one instead.
  const gone = detail.error instanceof ApiError && detail.error.status === 404;
  useEffect(() => {
    if (gone) setParams({ c: "new" }, { replace: true });
  }, [gone, setParams]);

  // Stop pressed before the server has answered the send: the reply is stopped as soon as its id is known.
  const stopWhenSent = useRef(false);

  /** Sends one message; resolves true when it was accepted (the box is then cleared), false otherwise. */
  const send = useCallback(
    async (message: string): Promise<boolean> => {
      const text = message.trim();
      if (!text || sendMutation.isPending || streaming) return false;
      stopWhenSent.current = false;
      try {
        const sent = await sendMutation.mutateAsync({ conversationId: selectedId, message: text });
        if (stopWhenSent.current) {
          stopWhenSent.current = false;
          await stopMutation.mutateAsync({ conversationId: sent.conversation.id, replyId: sent.reply.id }).catch(react);
        }
        if (sent.conversation.id !== selectedId)
          setParams({ c: sent.conversation.id }, { replace: requested === null });
        return true;
      } catch (error) {
        react(error);
        return false;
      }
    },
    [sendMutation, stopMutation, streaming, selectedId, setParams, requested, react],
  );

  const stop = useCallback(async () => {
    if (sendMutation.isPending && !live) {
      stopWhenSent.current = true;
      return;
    }
    if (!selectedId || !live) return;
    try {
      await stopMutation.mutateAsync({ conversationId: selectedId, replyId: live.id });
    } catch (error) {
      react(error);
    }
  }, [selectedId, live, stopMutation, react, sendMutation.isPending]);

  const retry = useCallback(
    async (replyId: string) => {
      if (!selectedId) return;
      try {
        await retryMutation.mutateAsync({ conversationId: selectedId, replyId });
        setAttempt((n) => n + 1);
      } catch (error) {
        react(error);
      }
    },
    [selectedId, retryMutation, react],
  );

  // Screen readers hear when a reply starts and when it ends, never each word.
  const announcement = streaming
    ? chatTexts.replyStarted
    : stream.status === "completed"
      ? chatTexts.replyComplete
      : stream.status === "stopped"
        ? chatTexts.replyStoppedAnnouncement
        : "";

  return {
    conversations: list.data?.conversations ?? [],
    engine: list.data?.engine ?? null,
    listError: list.error,
    selectedId,
    conversation: detail.data?.conversation ?? null,
    loading: deciding || (selectedId !== null && detail.isPending),
    loadError: detail.error,
    messages,
    notes: notes.filter((entry) => entry.key === notesKey).map((entry) => entry.note),
    /** A reply is being written: Send waits. */
    streaming,
    /** Stop is offered as soon as a message is sent, before the reply's first word. */
    canStop: streaming || sendMutation.isPending,
    /** The reply has not started yet: the typing indicator shows. */
    typing: (streaming && stream.text === "") || sendMutation.isPending,
    sending: sendMutation.isPending,
    retrying: retryMutation.isPending,
    announcement,
    select,
    send,
    stop,
    retry,
  };
}

export type ChatState = ReturnType<typeof useChat>;
