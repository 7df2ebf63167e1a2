import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChatConversationDetailDto } from "../../../../shared/chat.ts";
import { api } from "../../../lib/api.ts";
import { chatKeys, conversationPath } from "./keys.ts";

/** GET /api/chat/conversations/:id: one conversation with its messages (a reply as far as it is written). */
export const getConversation = (id: string, signal?: AbortSignal) => api<ChatConversationDetailDto>(conversationPath(id), { signal });

/** Always read fresh when opened: another tab or device may have added to it. */
export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.detail(id), queryFn: ({ signal }) => getConversation(id, signal), staleTime: 0 });

export const useConversation = (id: string | null) => useQuery({ ...conversationQueryOptions(id ?? ""), enabled: id !== null });
