import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { DeleteAccountBody } from "../../../../shared/account.ts";
import { api } from "../../../lib/api.ts";

/** POST /api/account/delete { password, confirmation }. Never repeated: it checks a password. */
export function deleteAccount(body: DeleteAccountBody): Promise<{ status: "deleted" }> {
  return api("/api/account/delete", { method: "POST", body });
}

/** The caller then forgets the user (useAuth().signedOut), which drops every cached query. */
export const deleteAccountOptions = () => mutationOptions({ mutationFn: deleteAccount });

export const useDeleteAccount = () => useMutation(deleteAccountOptions());
