import type { ChatTurnMessage } from "../ai/provider.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { chatPersonFrom } from "./person.ts";
import { ownEngines } from "./engines.ts";
import { safetyTopicOf } from "./safety.ts";
import type { ChatMessageRow } from "./store.ts";
import type { ChatTurn } from "./writer.ts";

// A turn as the writer needs it, from what is stored: the person (their latest assessment, read through
// the assessment feature's capability), the conversation before the question, and the safety routing.

/** Earlier turns a model may read: the person's messages, and replies that were written (in full or stopped). */
export function historyOf(messages: readonly ChatMessageRow[]): ChatTurnMessage[] {
  return messages
    .filter(
      (row) =>
        row.role === "user" ||
        ((row.status === "completed" || row.status === "stopped") &&
          row.text.trim() !== "" &&
          row.engine !== ownEngines.safety),
    )
    .map((row) => ({ role: row.role, content: row.text }));
}

export async function buildTurn(
  deps: { latestAnswers: (userId: string) => Promise<unknown>; policy: Policy },
  userId: string,
  question: string,
  earlier: readonly ChatMessageRow[],
): Promise<ChatTurn> {
  const chat = chatPersonFrom(deps.policy, await deps.latestAnswers(userId));
  return {
    question,
    history: historyOf(earlier),
    chat,
    safety: safetyTopicOf(question),
    noticeGiven: earlier.some(
      (row) => row.role === "assistant" && row.engine === ownEngines.offline && row.status !== "failed",
    ),
  };
}
