import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useGenerationStream } from "../../../lib/use-generation-stream.ts";
import { chatKeys, replyPath } from "./keys.ts";

/**
 * Follows a reply while it is being written (the generation wire format, through lib's reader); when it
 * ends, the stored conversation (the reference text and status) is read again, and the list's order too.
 */
export function useReplyStream(conversationId: string | null, replyId: string | null, restartKey?: string) {
  const queryClient = useQueryClient();
  const onFinish = useCallback(() => {
    if (conversationId) void queryClient.invalidateQueries({ queryKey: chatKeys.detail(conversationId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  }, [queryClient, conversationId]);
  const url = conversationId && replyId ? `${replyPath(conversationId, replyId)}/stream` : null;
  return useGenerationStream(url, { onFinish, restartKey });
}
