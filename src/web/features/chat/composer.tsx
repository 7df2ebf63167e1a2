import { useState, type KeyboardEvent, type RefObject } from "react";
import { chatMessageMaxChars, suggestedQuestions } from "../../../shared/chat.ts";
import { chatTexts } from "../../../shared/texts/chat.ts";

interface ComposerProps {
  streaming: boolean;
  sending: boolean;
  onSend: (message: string) => Promise<boolean>;
  onStop: () => void;
  /** The message box, which the page also focuses (after a Retry). */
  box: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The suggested questions and the message box. Enter sends, Shift+Enter makes a new line; the text is
 * cleared only once the server accepted it, so a failure never loses it; focus stays in the box.
 */
export function Composer({ streaming, sending, onSend, onStop, box }: ComposerProps) {
  const [text, setText] = useState("");
  const blocked = streaming || sending;

  async function submit(message: string, fromBox: boolean) {
    if (blocked || !message.trim()) return;
    const accepted = await onSend(message);
    if (accepted && fromBox) setText("");
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit(text, true);
    }
  }

  const left = chatMessageMaxChars - text.length;
  return (
    <div className="border-t border-stone-200 bg-white p-3 sm:p-4">
      <div
        role="group"
        aria-label={chatTexts.suggestionsLabel}
        className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
      >
        {suggestedQuestions.map((question) => (
          <button
            key={question}
            type="button"
            onClick={() => void submit(question, false)}
            disabled={blocked}
            className="shrink-0 rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-left text-sm text-brand-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {question}
          </button>
        ))}
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(text, true);
        }}
      >
        <div className="flex-1">
          <label htmlFor="chat-message" className="sr-only">
            {chatTexts.messageLabel}
          </label>
          <textarea
            id="chat-message"
            ref={box}
            rows={2}
            value={text}
            maxLength={chatMessageMaxChars}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            readOnly={sending}
            placeholder={chatTexts.messagePlaceholder}
            aria-describedby="chat-message-hint"
            className="input max-h-40 resize-y"
          />
          <p id="chat-message-hint" className="mt-1 text-xs text-stone-600">
            {left < 200 ? chatTexts.charactersLeft(left) : chatTexts.messageHint}
          </p>
        </div>
        {streaming ? (
          <button
            type="button"
            className="btn-secondary mb-5"
            onClick={() => {
              onStop();
              box.current?.focus();
            }}
          >
            {chatTexts.stop}
          </button>
        ) : (
          <button type="submit" className="btn-primary mb-5" disabled={sending || text.trim() === ""}>
            {chatTexts.send}
          </button>
        )}
      </form>
    </div>
  );
}
