import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChatConversationListDto } from "../../../../shared/chat.ts";
import { api } from "../../../lib/api.ts";
import { chatKeys } from "./keys.ts";

/** GET /api/chat/conversations: the person's conversations, newest first, and who answers (offline or a model). */
export const listConversations = (signal?: AbortSignal) =>
  api<ChatConversationListDto>("/api/chat/conversations", { signal });

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.list(), queryFn: ({ signal }) => listConversations(signal) });

export const useConversations = () => useQuery(conversationsQueryOptions());
