import type { ChatConversationDto } from "../../../shared/chat.ts";
import { chatTexts } from "../../../shared/texts/chat.ts";
import { dateLabel } from "./time.ts";

interface ConversationListProps {
  conversations: ChatConversationDto[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onDelete: (conversation: ChatConversationDto) => void;
  deleting: string | null;
}

/** The person's conversations (title, date), each opened by a button named by its title, with Delete beside it. */
export function ConversationList({ conversations, selectedId, onSelect, onDelete, deleting }: ConversationListProps) {
  return (
    <nav aria-labelledby="chat-conversations" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="chat-conversations" className="text-lg font-semibold text-stone-900">
          {chatTexts.conversationsTitle}
        </h2>
        <button type="button" className="btn-secondary px-3 py-1.5 whitespace-nowrap" onClick={() => onSelect(null)}>
          {chatTexts.newConversation}
        </button>
      </div>
      {conversations.length === 0 ? (
        <p className="text-sm text-stone-600">{chatTexts.noConversations}</p>
      ) : (
        <ul className="space-y-1">
          {conversations.map((conversation) => {
            const title = conversation.title || chatTexts.untitled;
            const current = conversation.id === selectedId;
            return (
              <li
                key={conversation.id}
                className={`flex items-center gap-1 rounded-lg ${current ? "bg-brand-50" : "hover:bg-stone-50"}`}
              >
                <button
                  type="button"
                  onClick={() => onSelect(conversation.id)}
                  aria-current={current ? "true" : undefined}
                  className="min-w-0 flex-1 px-3 py-2 text-left"
                >
                  <span className="block truncate text-sm font-medium text-stone-900">{title}</span>
                  <span className="block text-xs text-stone-600" aria-hidden="true">
                    {dateLabel(conversation.updatedAt)}
                  </span>
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(conversation)}
                  disabled={deleting === conversation.id}
                  aria-label={chatTexts.deleteLabel(title)}
                  className="shrink-0 rounded px-2 py-1 text-xs font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
                >
                  {chatTexts.delete}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
