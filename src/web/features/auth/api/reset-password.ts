import { mutationOptions, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface ResetPasswordInput {
  /** The one-time token from the reset email's link. */
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets a new password with the link's token (which then stops working). */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api("/api/auth/reset-password", { method: "POST", body: input });
}

export const resetPasswordOptions = () => mutationOptions({ mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordOptions());
