// Query keys of the chat: the person's conversations, and each conversation with its messages.
const all = ["chat"] as const;

export const chatKeys = {
  all,
  list: () => [...all, "list"] as const,
  detail: (id: string) => [...all, "detail", id] as const,
};

export const conversationPath = (id: string) => `/api/chat/conversations/${encodeURIComponent(id)}`;
export const replyPath = (conversationId: string, replyId: string) =>
  `${conversationPath(conversationId)}/messages/${encodeURIComponent(replyId)}`;
