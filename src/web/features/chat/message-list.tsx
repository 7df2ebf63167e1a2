import type { ReactNode } from "react";
import { chatTexts } from "../../../shared/texts/chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { Markdown } from "../../components/markdown.tsx";
import { reactionToCode } from "./error-reaction.ts";
import { useStickToBottom } from "./stick-to-bottom.ts";
import { timeLabel, useMinuteClock } from "./time.ts";
import type { LocalNote, ShownMessage } from "./use-chat.ts";

interface MessageListProps {
  messages: ShownMessage[];
  notes: LocalNote[];
  /** When the greeting was shown: the conversation's start, or now for a new one. */
  greetingAt: string;
  typing: boolean;
  busy: boolean;
  retrying: boolean;
  onRetry: (replyId: string) => void;
}

function Bubble({
  who,
  at,
  now,
  children,
  mine,
}: {
  who: string;
  at: string;
  now: number;
  children: ReactNode;
  mine?: boolean;
}) {
  return (
    <li className={`relative flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <div
        className={`max-w-[92%] rounded-2xl px-4 py-2 sm:max-w-[85%] ${mine ? "bg-brand-700 text-white" : "border border-stone-200 bg-white text-stone-800"}`}
      >
        <p className="sr-only">{who}</p>
        {children}
      </div>
      <time dateTime={at} className="mt-1 px-1 text-xs text-stone-600">
        {timeLabel(at, now)}
      </time>
    </li>
  );
}

function Reply({
  message,
  retrying,
  onRetry,
}: {
  message: ShownMessage;
  retrying: boolean;
  onRetry: (id: string) => void;
}) {
  if (message.status === "failed") {
    return (
      <>
        <p className="my-1 text-red-800">{reactionToCode(message.errorCode).message}</p>
        <button
          type="button"
          className="btn-secondary mt-2 px-3 py-1.5"
          onClick={() => onRetry(message.id)}
          disabled={retrying}
        >
          {chatTexts.retry}
        </button>
      </>
    );
  }
  const settled = message.status === "completed" || message.status === "stopped";
  return (
    <>
      {message.text !== "" && (
        <div className="text-[0.95rem] [&_h2]:mt-1 [&_h2]:mb-2 [&_h2]:text-base [&_p]:my-2">
          <Markdown text={message.text} />
        </div>
      )}
      {message.status === "stopped" && <p className="mt-1 text-sm text-stone-600 italic">{chatTexts.stopped}</p>}
      {settled && message.disclaimer && (
        <p className="mt-2 border-t border-stone-200 pt-2 text-xs text-stone-600">{safetyTexts.notMedicalAdvice}</p>
      )}
    </>
  );
}

/** The conversation: the greeting, every message with its time stamp, the replies as safe Markdown. */
export function MessageList({ messages, notes, greetingAt, typing, busy, retrying, onRetry }: MessageListProps) {
  // One clock for every time stamp: "just now" becomes "1 min ago" without a new message.
  const now = useMinuteClock();
  const lastText = messages.at(-1)?.text.length ?? 0;
  const { ref, onScroll } = useStickToBottom<HTMLOListElement>(
    messages.length + notes.length,
    `${lastText} ${typing} ${messages.at(-1)?.status}`,
  );
  return (
    <ol
      ref={ref}
      onScroll={onScroll}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must be reachable by keyboard to scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      aria-label={chatTexts.messagesLabel}
      aria-busy={busy}
      className="relative flex-1 space-y-4 overflow-y-auto bg-stone-50 p-3 sm:p-4"
    >
      <Bubble who={chatTexts.assistant} at={greetingAt} now={now}>
        <p className="my-1">{chatTexts.greeting}</p>
      </Bubble>
      {messages.map((message) =>
        message.role === "user" ? (
          <Bubble key={message.id} who={chatTexts.you} at={message.createdAt} now={now} mine>
            <p className="my-1 whitespace-pre-wrap break-words">{message.text}</p>
          </Bubble>
        ) : message.status === "generating" && message.text === "" ? null : (
          <Bubble key={message.id} who={chatTexts.assistant} at={message.createdAt} now={now}>
            <Reply message={message} retrying={retrying} onRetry={onRetry} />
          </Bubble>
        ),
      )}
      {notes.map((note) => (
        <Bubble key={note.id} who={chatTexts.assistant} at={note.createdAt} now={now}>
          <p className="my-1 text-red-800">{note.text}</p>
        </Bubble>
      ))}
      {typing && (
        <li className="flex items-center gap-2 px-1 text-sm text-stone-600">
          <span aria-hidden="true" className="inline-flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-stone-500" />
            <span className="size-1.5 animate-bounce rounded-full bg-stone-500 [animation-delay:150ms]" />
            <span className="size-1.5 animate-bounce rounded-full bg-stone-500 [animation-delay:300ms]" />
          </span>
          {chatTexts.typing}
        </li>
      )}
    </ol>
  );
}
