import { useRef, useState } from "react";
import type { ChatConversationDto } from "../../../shared/chat.ts";
import { chatTexts } from "../../../shared/texts/chat.ts";
import { consentTexts } from "../../../shared/texts/account.ts";
import { ConsentGate } from "../../components/consent-gate.tsx";
import { usePageTitle } from "../../components/page-title.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useDeleteConversation } from "./api/delete-conversation.ts";
import { Composer } from "./composer.tsx";
import { ConversationList } from "./conversation-list.tsx";
import { MessageList } from "./message-list.tsx";
import { useChat } from "./use-chat.ts";

/**
 * /nutritionist: the nutrition assistant (spec section 2): title, greeting, time stamps, typing indicator,
 * the four suggested questions, Send and Stop, a footer saying who answers; a 500 px window on desktop and
 * the full height that fits on a phone. Conversations are kept per person and listed beside it.
 */
export function ChatPage() {
  usePageTitle(chatTexts.title);
  return (
    <ConsentGate title={chatTexts.title} body={consentTexts.chatGateBody} loading={chatTexts.loading}>
      <Chat />
    </ConsentGate>
  );
}

/** The chat itself, for someone who agreed to FoodFirst storing their questions. */
function Chat() {
  const chat = useChat();
  const toast = useToast();
  const remove = useDeleteConversation();
  const box = useRef<HTMLTextAreaElement>(null);
  // A new conversation's greeting is as old as the page.
  const [openedAt] = useState(() => new Date().toISOString());
  const greetingAt = chat.conversation?.createdAt ?? openedAt;

  async function onDelete(conversation: ChatConversationDto) {
    try {
      await remove.mutateAsync(conversation.id);
      toast.success(chatTexts.deleted);
      if (conversation.id === chat.selectedId) chat.select(null);
    } catch {
      toast.error(chatTexts.deleteFailed);
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-4 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{chatTexts.title}</h1>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
      <div className="mt-3 flex flex-col gap-6 sm:mt-6 lg:flex-row lg:items-start">
        <section
          aria-label={chatTexts.title}
          className="flex h-[calc(100dvh-9rem)] min-h-[24rem] flex-col overflow-hidden rounded-2xl border border-stone-200 shadow-sm lg:h-auto lg:min-h-0 lg:flex-1"
        >
          <div className="flex min-h-0 flex-1 flex-col lg:h-[500px] lg:flex-none">
            {chat.loading ? (
              <div className="flex flex-1 items-center justify-center bg-stone-50">
                <Spinner label={chatTexts.loading} visibleLabel />
              </div>
            ) : chat.loadError ? (
              <p role="alert" className="m-4 rounded-lg bg-red-50 p-4 text-red-900">
                {chatTexts.loadFailed}
              </p>
            ) : (
              <MessageList
                messages={chat.messages}
                notes={chat.notes}
                greetingAt={greetingAt}
                typing={chat.typing}
                busy={chat.streaming || chat.sending}
                retrying={chat.retrying}
                onRetry={(id) => {
                  // The Retry button goes away as the answer is written again: focus goes back to the box.
                  box.current?.focus();
                  void chat.retry(id);
                }}
              />
            )}
          </div>
          <Composer
            box={box}
            streaming={chat.canStop}
            sending={chat.sending}
            onSend={chat.send}
            onStop={() => void chat.stop()}
          />
          {/* Who answers is said once the server has told: nothing rather than a guess while the list loads. */}
          {chat.engine !== null && (
            <p className="border-t border-stone-200 bg-stone-50 px-4 py-2 text-xs text-stone-600">
              {chat.engine === "offline" ? chatTexts.footerOffline : chatTexts.footerModel}
            </p>
          )}
        </section>
        <aside className="lg:w-80 lg:shrink-0">
          <ConversationList
            conversations={chat.conversations}
            selectedId={chat.selectedId}
            onSelect={chat.select}
            onDelete={(conversation) => void onDelete(conversation)}
            deleting={remove.isPending ? (remove.variables ?? null) : null}
          />
        </aside>
      </div>
    </div>
  );
}
