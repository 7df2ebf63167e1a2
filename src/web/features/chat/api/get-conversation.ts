import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChatConversationDetailDto } from "../../../../shared/chat.ts";
import { api } from "../../../lib/api.ts";
import { chatKeys, conversationPath } from "./keys.ts";

/** GET /api/chat/conversations/:id: one conversation with its messages (a reply as far as it is written). */
export const getConversation = (id: string, signal?: AbortSignal) =>
  api<ChatConversationDetailDto>(conversationPath(id), { signal });

/**
 * The app's default freshness: a conversation this screen just wrote into (a sent message) is not read
 * again at once; a reply's end, a reload or a revisit after 30 s reads it again (another tab may have added).
 */
export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.detail(id), queryFn: ({ signal }) => getConversation(id, signal) });

export const useConversation = (id: string | null) =>
  useQuery({ ...conversationQueryOptions(id ?? ""), enabled: id !== null });
