import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { ChangePasswordBody } from "../../../../shared/account.ts";
import { api } from "../../../lib/api.ts";

/** POST /api/account/password. Not repeated on failure: each attempt is a password check. */
export function changePassword(body: ChangePasswordBody): Promise<{ status: "changed" }> {
  return api("/api/account/password", { method: "POST", body });
}

/** This browser keeps its (new) session, and nothing the app reads back changes. */
export const changePasswordOptions = () => mutationOptions({ mutationFn: changePassword });

export const useChangePassword = () => useMutation(changePasswordOptions());
