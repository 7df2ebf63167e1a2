import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { UnsubscribeResult } from "../../../../shared/newsletter.ts";
import { api } from "../../../lib/api.ts";

/** POST /api/newsletter/unsubscribe { token }. Safe to repeat: a second time changes nothing. */
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return api<UnsubscribeResult>("/api/newsletter/unsubscribe", { method: "POST", body: { token }, retry: true });
}

/** Nothing the app reads back changes (the account page reads its own status fresh). */
export const unsubscribeOptions = () => mutationOptions({ mutationFn: unsubscribe });

export const useUnsubscribe = () => useMutation(unsubscribeOptions());
