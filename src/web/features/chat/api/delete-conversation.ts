import { mutationOptions, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { chatKeys, conversationPath } from "./keys.ts";

/** DELETE a conversation and its messages. Safe to repeat (a second delete finds nothing). */
export const deleteConversation = (id: string) => api<void>(conversationPath(id), { method: "DELETE", retry: true });

/** The conversation leaves the cache and the list. */
export const deleteConversationOptions = () =>
  mutationOptions({
    mutationFn: deleteConversation,
    onSuccess: (_data, id, _context, { client }) => {
      client.removeQueries({ queryKey: chatKeys.detail(id) });
      void client.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });

export const useDeleteConversation = () => useMutation(deleteConversationOptions());
