import { mutationOptions, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { paths } from "../../../paths.ts";

/** POST /api/auth/request-password-reset: mails a reset link. The answer is the same whether or not an account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api("/api/auth/request-password-reset", { method: "POST", body: { email, redirectTo: paths.updatePassword } });
}

export const requestPasswordResetOptions = () => mutationOptions({ mutationFn: requestPasswordReset });

export const useRequestPasswordReset = () => useMutation(requestPasswordResetOptions());
